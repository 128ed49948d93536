/**
 * JSON to put inside a <script> element: `<`, `>`, `&` and the line separators are escaped, so no
 * `</script>`, `<!--` or U+2028 in the data can end the element or change what it holds.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
