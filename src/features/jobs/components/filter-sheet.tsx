// The job filters on a phone: a sheet from the bottom (Chakra's Drawer), loaded when first opened.
// Each change applies at once, as in the bar; Show jobs closes the sheet on the results.
import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { JobQuery } from '../../../../contract/job-query.ts';
import type { JobSearchCounts } from '../../../../contract/job-search.ts';
import type { Change } from './filter-controls.ts';
import { JobFilterFields } from './job-filter-fields.tsx';
import { jobsText } from '../job-count-text.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: JobQuery;
  counts?: JobSearchCounts;
  onChange: Change;
  total?: number;
};

export function FilterSheet({ open, onOpenChange, query, counts, onChange, total }: Props) {
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="bottom"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxH="85dvh">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <JobFilterFields query={query} counts={counts} onChange={onChange} direction="column" />
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <Button colorPalette="blue" w="full" onClick={() => onOpenChange(false)}>
                {total === undefined ? 'Show jobs' : `Show ${jobsText(total)}`}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
