// The job search as a GET form to /jobs: words, place and the filters. Before the app's script runs
// it is sent as it is, and the server renders the answer; with it, the page applies each change at
// once. On a wide screen the filters are a bar under the fields; on a phone, a sheet
// (filters-button.tsx). Until the app runs the bar shows on a phone too, so the form still works
// there without script.
//
// On a server's page this code loads when the form is first used (job-list-page.tsx): the parts
// apply then what was typed or chosen before it came.
import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { useCallback, useRef } from 'react';
import type { JobQuery } from '../../../../contract/job-query.ts';
import type { JobSearchCounts } from '../../../../contract/job-search.ts';
import type { Change } from './filter-controls.ts';
import { FilterBar } from './filter-bar.tsx';
import { SearchFields } from './search-fields.tsx';

/** A recruiter's listings take the job type only. */
const typeOnly: (keyof JobQuery)[] = ['type'];

/**
 * The bar hides on a phone once the app runs (the screen marks itself `data-app-runs`), whether or
 * not this form's code has come: the phone's Filters button takes its place.
 */
const barOnPhone = { '[data-app-runs] &': { display: { base: 'none', md: 'block' } } };

type Props = {
  query: JobQuery;
  counts?: JobSearchCounts;
  onChange: Change;
  text: string;
  onTextChange: (text: string) => void;
  placeholder: string;
  busy: boolean;
  /** A recruiter's own listings: words and job type only. */
  listingsOnly?: boolean;
  /** The recruiter's 'Post Job' link, or a candidate's 'Alert me'. */
  action?: React.ReactNode;
};

export function JobSearchBar({
  query,
  counts,
  onChange,
  text,
  onTextChange,
  placeholder,
  busy,
  listingsOnly,
  action,
}: Props) {
  const form = useRef<HTMLFormElement>(null);
  const onPick = useCallback((label: string) => onChange({ where: label }), [onChange]);
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = new FormData(e.currentTarget);
    const field = (name: string) => String(fields.get(name) ?? '').trim() || undefined;
    onChange({ q: field('q'), where: field('where') });
  };
  return (
    <Stack asChild gap="3" mb="4">
      <form ref={form} aria-label="Search jobs" method="get" action="/jobs" onSubmit={onSubmit}>
        <HStack gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <SearchFields
            form={form}
            text={text}
            onTextChange={onTextChange}
            where={query.where ?? ''}
            onPick={onPick}
            placeholder={placeholder}
            busy={busy}
            listingsOnly={listingsOnly}
          />
          <Button type="submit" colorPalette="blue">
            Search
          </Button>
          {action}
        </HStack>
        <Box css={listingsOnly ? undefined : barOnPhone}>
          <FilterBar
            form={form}
            query={query}
            counts={listingsOnly ? undefined : counts}
            onChange={onChange}
            only={listingsOnly ? typeOnly : undefined}
          />
        </Box>
      </form>
    </Stack>
  );
}
