// The filters under the search fields on a wide screen. On a server's page their code loads when
// the bar is first used (job-search-bar.tsx); a choice made before it came is applied then.
import type { RefObject } from 'react';
import type { JobQuery } from '../../../../contract/job-query.ts';
import type { JobSearchCounts } from '../../../../contract/job-search.ts';
import type { Change } from './filter-controls.ts';
import { filtersChanged, useFormCaughtUp } from './form-caught-up.ts';
import { JobFilterFields } from './job-filter-fields.tsx';

export type FilterBarProps = {
  form: RefObject<HTMLFormElement | null>;
  query: JobQuery;
  counts?: JobSearchCounts;
  onChange: Change;
  only?: (keyof JobQuery)[];
};

export function FilterBar({ form, query, counts, onChange, only }: FilterBarProps) {
  useFormCaughtUp(form, (fields) => {
    const patch = filtersChanged(fields, query);
    if (patch) onChange(patch);
  });
  return <JobFilterFields query={query} counts={counts} onChange={onChange} only={only} />;
}
