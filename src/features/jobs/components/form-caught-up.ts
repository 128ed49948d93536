// Parts of the search form of a server's page hydrate when first used (ui/shown-when-used.tsx):
// what the person typed or chose in them before their code came never reached React. Once the
// code is in, the form's fields are read and whatever differs from the screen's state is applied,
// so nothing is lost.
import { type RefObject, useEffect, useRef } from 'react';
import type { JobQuery } from '../../../../contract/job-query.ts';
import { readUrlJobQuery } from '../url-job-query.ts';

/** Calls `catchUp` once, on mount, with the fields of `form` as they are. */
export function useFormCaughtUp(
  form: RefObject<HTMLFormElement | null>,
  catchUp: (fields: FormData) => void,
) {
  const latest = useRef(catchUp);
  latest.current = catchUp;
  useEffect(() => {
    if (form.current) latest.current(new FormData(form.current));
  }, [form]);
}

/** The filters a field of the form applies at once (words and place wait for Search). */
const filterKeys = ['radius', 'mode', 'type', 'level', 'salary', 'currency', 'posted', 'sort'] as const;

/** What the form's filter fields set beyond `query`: the change to apply, or null when none. */
export function filtersChanged(fields: FormData, query: JobQuery): Partial<JobQuery> | null {
  const chosen = readUrlJobQuery(Object.fromEntries(fields));
  const patch: Partial<JobQuery> = {};
  for (const key of filterKeys) {
    if (fields.has(key) && chosen[key] !== query[key]) Object.assign(patch, { [key]: chosen[key] });
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
