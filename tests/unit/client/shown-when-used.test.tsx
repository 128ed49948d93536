// @vitest-environment happy-dom
// A part of a server's page whose code loads on first use: React hydrates the page around it and
// keeps its HTML; the code comes when the person first uses the part, and what they did in it
// before is applied then. A screen the browser renders itself loads the part at once.
import { act, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobQuery } from '../../../contract/job-query.ts';
import type { Change } from '../../../src/features/jobs/components/filter-controls.ts';
import { filtersChanged, useFormCaughtUp } from '../../../src/features/jobs/components/form-caught-up.ts';
import { type LazyPart, lazyPart } from '../../../src/ui/shown-lazily.tsx';
import { ShownWhenUsed } from '../../../src/ui/shown-when-used.tsx';

type Props = { query: JobQuery; text: string; onTextChange: (t: string) => void; onChange: Change };

/** A search form like the /jobs one: words, and a filter that applies at once. */
function SearchForm({ query, text, onTextChange, onChange }: Props) {
  const form = useRef<HTMLFormElement>(null);
  useFormCaughtUp(form, (fields) => {
    const typed = fields.get('q');
    if (typeof typed === 'string' && typed !== text) onTextChange(typed);
    const patch = filtersChanged(fields, query);
    if (patch) onChange(patch);
  });
  return (
    <form ref={form} method="get" action="/jobs">
      <input name="q" value={text} onChange={(e) => onTextChange(e.currentTarget.value)} />
      <select
        name="mode"
        value={query.mode ?? ''}
        onChange={(e) => onChange({ mode: (e.currentTarget.value || undefined) as JobQuery['mode'] })}
      >
        <option value="">Any work mode</option>
        <option value="remote">Remote</option>
      </select>
    </form>
  );
}

function Page({ part, props }: { part: LazyPart<Props>; props: Props }) {
  return (
    <main>
      <h1>Jobs</h1>
      <ShownWhenUsed part={part} {...props} />
    </main>
  );
}

const noop = () => {};
const props: Props = { query: {}, text: '', onTextChange: noop, onChange: noop };
const containers: HTMLElement[] = [];
const container = (html = '') => {
  const el = document.createElement('div');
  el.innerHTML = html;
  document.body.append(el);
  containers.push(el);
  return el;
};
afterEach(() => {
  for (const el of containers.splice(0)) el.remove();
});

/** The server's HTML of the page (its part loaded before rendering, as the route's loader does). */
async function serverHtml(): Promise<string> {
  const onServer = lazyPart(async () => SearchForm);
  await onServer.preload();
  return renderToString(<Page part={onServer} props={props} />);
}

describe('a part shown when used', () => {
  it('keeps the server’s HTML without loading its code until used, then applies what was done', async () => {
    const el = container(await serverHtml());
    const select = el.querySelector('select') as HTMLSelectElement;
    const load = vi.fn(async () => SearchForm);
    const onChange = vi.fn<Change>();
    const onTextChange = vi.fn();
    await act(async () => {
      hydrateRoot(el, <Page part={lazyPart(load)} props={{ ...props, onChange, onTextChange }} />);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(load).not.toHaveBeenCalled();
    expect(el.querySelector('select')).toBe(select);

    // Chosen and typed before the code came: React does not see these events.
    (el.querySelector('input') as HTMLInputElement).value = 'nurse';
    select.value = 'remote';
    await act(async () => {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ mode: 'remote' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(onTextChange).toHaveBeenCalledWith('nurse');
    // Hydrated in place: the server's elements stay.
    expect(el.querySelector('select')).toBe(select);
  });

  it('loads at once on a screen the browser renders itself', async () => {
    const el = container();
    const load = vi.fn(async () => SearchForm);
    await act(async () => {
      createRoot(el).render(<Page part={lazyPart(load)} props={props} />);
    });
    await waitFor(() => expect(el.querySelector('select[name=mode]')).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
