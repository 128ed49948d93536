// The built index.html as a rendered page's template: the page's head replaces the default one
// between the markers, wherever the template's other tags sit.
import { describe, expect, it } from 'vitest';
import { pageTemplate } from '../../../server/lib/page-template.ts';

const shell = [
  '<html><head><meta charset="UTF-8"/>',
  '<!--page-head--><meta name="description" content="default"/><title>Default</title><!--/page-head-->',
  '<link rel="icon" href="/i.png"/></head><body><div id="root"></div><p>after</p></body></html>',
].join('');
const page = {
  status: 200,
  document: false,
  head: '<title>Jobs</title>',
  styles: '.a{color:red}',
  body: '<main>jobs</main>',
  scripts: '<script>s</script>',
  changesAt: 0,
};

describe('pageTemplate', () => {
  it("puts the page's head, markup and scripts in place of the defaults", () => {
    expect(pageTemplate(shell, '/assets/theme-1.css')(page)).toBe(
      '<html><head><meta charset="UTF-8"/><title>Jobs</title>' +
        '<link rel="stylesheet" href="/assets/theme-1.css"/><style>.a{color:red}</style><link rel="icon" href="/i.png"/></head>' +
        '<body><div id="root"><main>jobs</main></div><script>s</script><p>after</p></body></html>',
    );
  });

  it('inlines the shared styles for a browser without the file, and prefetches it for the next page', () => {
    const first = pageTemplate(shell, '/assets/theme-1.css')(page, 'html{margin:0}');
    expect(first).toContain(
      '<style>html{margin:0}</style><link rel="prefetch" href="/assets/theme-1.css"/><style>.a{color:red}</style>',
    );
    expect(first).not.toContain('rel="stylesheet"');
  });

  it('marks a missing page noindex', () => {
    expect(pageTemplate(shell, '/assets/theme-1.css')({ ...page, status: 404 })).toContain(
      '<title>Jobs</title><meta name="robots" content="noindex"/><link rel="stylesheet"',
    );
  });

  it('refuses a template without its markers', () => {
    expect(() =>
      pageTemplate('<html><head><title>x</title></head><div id="root"></div></html>', '/s.css'),
    ).toThrow(/page-head/);
  });
});
