// The active filters of a job search as chips: each a link to the same search without it, so one
// can be removed with or without the app's script.
import { HStack } from '@chakra-ui/react';
import type { JobQuery } from '../../../../contract/job-query.ts';
import {
  defaultRadiusKm,
  experienceLevelLabels,
  workModeLabels,
} from '../../../../contract/job-query-values.ts';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { postedLabels } from './job-filter-fields.tsx';

/** What each set filter reads as; removing `where` removes its radius too. */
export function activeFilters(query: JobQuery): { label: string; without: JobQuery }[] {
  const without = (...keys: (keyof JobQuery)[]) => {
    const next = { ...query };
    for (const key of keys) delete next[key];
    return next;
  };
  const chips: { label: string; without: JobQuery }[] = [];
  if (query.q) chips.push({ label: `“${query.q}”`, without: without('q') });
  if (query.where) {
    chips.push({
      label: `${query.where} · ${query.radius ?? defaultRadiusKm} km`,
      without: without('where', 'radius'),
    });
  }
  if (query.mode) chips.push({ label: workModeLabels[query.mode], without: without('mode') });
  if (query.type) chips.push({ label: query.type, without: without('type') });
  if (query.level) chips.push({ label: experienceLevelLabels[query.level], without: without('level') });
  if (query.salary !== undefined) {
    const amount = `${query.salary.toLocaleString('en')}${query.currency ? ` ${query.currency}` : ''}`;
    chips.push({ label: `At least ${amount} a year`, without: without('salary', 'currency') });
  } else if (query.currency) chips.push({ label: query.currency, without: without('currency') });
  if (query.posted) chips.push({ label: postedLabels[query.posted] ?? '', without: without('posted') });
  if (query.company) chips.push({ label: query.company, without: without('company') });
  return chips;
}

export function JobFilterChips({ query }: { query: JobQuery }) {
  const chips = activeFilters(query);
  if (chips.length === 0) return null;
  return (
    <HStack as="ul" aria-label="Active filters" gap="2" wrap="wrap" listStyleType="none" mb="4">
      {chips.map((chip) => (
        <li key={chip.label}>
          <ButtonLink
            to="/jobs"
            search={chip.without}
            size="xs"
            rounded="full"
            variant="subtle"
            colorPalette="blue"
            aria-label={`Remove filter: ${chip.label}`}
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </ButtonLink>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <ButtonLink to="/jobs" search={{}} size="xs" variant="ghost">
            Clear all
          </ButtonLink>
        </li>
      )}
    </HStack>
  );
}
