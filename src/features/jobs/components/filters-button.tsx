// On a phone the job filters are a sheet opened by Filters (the sheet loads when first opened). The
// button is not part of the search form, whose code on a server's page loads only when the form is
// first used: the sheet opens at once either way.
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { JobQuery } from '../../../../contract/job-query.ts';
import type { JobSearchCounts } from '../../../../contract/job-search.ts';
import type { Change } from './filter-controls.ts';

const FilterSheet = lazy(() => import('./filter-sheet.tsx').then((m) => ({ default: m.FilterSheet })));

type Props = { query: JobQuery; counts?: JobSearchCounts; total?: number; onChange: Change };

export function FiltersButton({ query, counts, total, onChange }: Props) {
  const [open, setOpen] = useState(false);
  // The sheet's filters in use, for its button.
  const active = (['radius', 'mode', 'type', 'level', 'salary', 'posted'] as const).filter(
    (k) => query[k] !== undefined,
  ).length;
  return (
    <>
      <Button
        display={{ md: 'none' }}
        variant="outline"
        mb="4"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        Filters{active > 0 ? ` (${active})` : ''}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FilterSheet
            open={open}
            onOpenChange={setOpen}
            query={query}
            counts={counts}
            total={total}
            onChange={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
