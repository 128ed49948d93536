// The filters of a job search as native selects named after the query's URL parameters: inside the
// /jobs form they are sent as they are before the app's script runs (GET), and with it each change
// applies at once. Each choice says how many jobs it would leave (the answer's counts).
import { Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { type Change, Label, Select } from './filter-controls.ts';
import { SalaryField } from './salary-field.tsx';
import { countText } from '../job-count-text.ts';
import { jobTypes } from '../../../../contract/constants.ts';
import type { JobQuery } from '../../../../contract/job-query.ts';
import {
  experienceLevelLabels,
  experienceLevels,
  jobSorts,
  postedWithinDays,
  radiiKm,
  workModeLabels,
  workModes,
} from '../../../../contract/job-query-values.ts';
import type { JobSearchCounts } from '../../../../contract/job-search.ts';

export const postedLabels: Record<string, string> = {
  '1': 'Past 24 hours',
  '3': 'Past 3 days',
  '7': 'Past week',
  '30': 'Past month',
};
export const sortLabels = { relevance: 'Relevance', date: 'Date', salary: 'Salary' } as const;

const withCount = (label: string, n: number | undefined) =>
  n === undefined ? label : `${label} (${countText(n)})`;

type Choice = { value: string; label: string };
type SelectProps = {
  name: keyof JobQuery;
  label: string;
  any: string;
  choices: Choice[];
  query: JobQuery;
  onChange: Change;
};

function FilterSelect({ name, label, any, choices, query, onChange }: SelectProps) {
  const id = useId();
  const value = query[name];
  return (
    <Stack gap="1" flex="1" minW="32">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name={name}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange({ [name]: v === '' ? undefined : /^\d+$/.test(v) ? Number(v) : v });
        }}
      >
        <option value="">{any}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Select>
    </Stack>
  );
}

type SelectSpec = Omit<SelectProps, 'query' | 'onChange'>;

/** The selects of a search with these counts, in the order the bar shows them. */
function selectsOf(c: JobSearchCounts | undefined): SelectSpec[] {
  return [
    {
      name: 'radius',
      label: 'Distance',
      any: 'Any distance',
      choices: radiiKm.map((r) => ({
        value: String(r),
        label: withCount(`Within ${r} km`, c?.radius?.[`${r}` as '10']),
      })),
    },
    {
      name: 'mode',
      label: 'Work mode',
      any: 'Any work mode',
      choices: workModes.map((m) => ({ value: m, label: withCount(workModeLabels[m], c?.mode[m]) })),
    },
    {
      name: 'type',
      label: 'Job type',
      any: 'All types',
      choices: jobTypes.map((t) => ({ value: t, label: withCount(t, c?.type[t]) })),
    },
    {
      name: 'level',
      label: 'Experience',
      any: 'Any level',
      choices: experienceLevels.map((l) => ({
        value: l,
        label: withCount(experienceLevelLabels[l], c?.level[l]),
      })),
    },
    {
      name: 'posted',
      label: 'Date posted',
      any: 'Any time',
      choices: postedWithinDays.map((d) => ({
        value: `${d}`,
        label: withCount(postedLabels[d] ?? '', c?.posted[`${d}` as '1']),
      })),
    },
    {
      name: 'sort',
      label: 'Sort by',
      any: 'Relevance',
      choices: jobSorts.slice(1).map((s) => ({ value: s, label: sortLabels[s] })),
    },
  ];
}

type Props = {
  query: JobQuery;
  counts?: JobSearchCounts;
  onChange: Change;
  direction?: 'row' | 'column';
  /** Only these filters (a recruiter's listings take the job type only). */
  only?: (keyof JobQuery)[];
};

export function JobFilterFields({ query, counts, onChange, direction = 'row', only }: Props) {
  const shown = (name: keyof JobQuery) => !only || only.includes(name);
  const selects = selectsOf(counts).filter((s) => shown(s.name));
  const sort = selects.at(-1)?.name === 'sort' ? selects.pop() : undefined;
  return (
    <Stack direction={direction} gap="3" wrap="wrap" align={direction === 'row' ? 'end' : 'stretch'}>
      {selects.map((select) => (
        <FilterSelect key={select.name} {...select} query={query} onChange={onChange} />
      ))}
      {shown('salary') && <SalaryField key={query.salary ?? ''} query={query} onChange={onChange} />}
      {sort && <FilterSelect {...sort} query={query} onChange={onChange} />}
    </Stack>
  );
}
