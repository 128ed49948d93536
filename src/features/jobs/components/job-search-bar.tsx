// The job search as a GET form to /jobs: words, place and the filters. Before the app's script runs
// it is sent as it is, and the server renders the answer; with it, the page applies each change at
// once. On a wide screen the filters are a bar under the fields; on a phone, a sheet opened by
// Filters (loaded when first opened). Before hydration the bar shows on a phone too, so the form
// still works there without script.
import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { JobQuery } from '../../../../contract/job-query.ts';
import type { JobSearchCounts } from '../../../../contract/job-search.ts';
import { SearchInput } from '../../../ui/search-input.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import type { Change } from './filter-controls.ts';
import { JobFilterFields } from './job-filter-fields.tsx';
import { PlaceInput } from './place-input.tsx';

const FilterSheet = lazy(() => import('./filter-sheet.tsx').then((m) => ({ default: m.FilterSheet })));

type Props = {
  query: JobQuery;
  counts?: JobSearchCounts;
  /** Jobs matching the whole query, for the sheet's button. */
  total?: number;
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
  total,
  onChange,
  text,
  onTextChange,
  placeholder,
  busy,
  listingsOnly,
  action,
}: Props) {
  const hydrated = useHydrated();
  const [where, setWhere] = useState(query.where ?? '');
  const [sheetOpen, setSheetOpen] = useState(false);
  const filters = listingsOnly ? null : <JobFilterFields query={query} counts={counts} onChange={onChange} />;
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    onChange({ q: text.trim() || undefined, where: where.trim() || undefined });
  };
  // The sheet's filters in use, for its button.
  const active = (['radius', 'mode', 'type', 'level', 'salary', 'posted'] as const).filter(
    (k) => query[k] !== undefined,
  ).length;
  return (
    <Stack asChild gap="3" mb="4">
      <form aria-label="Search jobs" method="get" action="/jobs" onSubmit={onSubmit}>
        <HStack gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <SearchInput name="q" placeholder={placeholder} value={text} onChange={onTextChange} busy={busy} />
          {!listingsOnly && (
            <PlaceInput
              value={where}
              onChange={setWhere}
              onPick={(label) => {
                setWhere(label);
                onChange({ where: label });
              }}
            />
          )}
          <Button type="submit" colorPalette="blue">
            Search
          </Button>
          {!listingsOnly && hydrated && (
            <Button
              display={{ md: 'none' }}
              variant="outline"
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
            >
              Filters{active > 0 ? ` (${active})` : ''}
            </Button>
          )}
          {action}
        </HStack>
        {listingsOnly ? (
          <JobFilterFields query={query} onChange={onChange} only={['type']} />
        ) : (
          <Box display={{ base: hydrated ? 'none' : 'block', md: 'block' }}>{filters}</Box>
        )}
        {sheetOpen && (
          <Suspense fallback={null}>
            <FilterSheet
              open={sheetOpen}
              onOpenChange={setSheetOpen}
              query={query}
              counts={counts}
              total={total}
              onChange={onChange}
            />
          </Suspense>
        )}
      </form>
    </Stack>
  );
}
