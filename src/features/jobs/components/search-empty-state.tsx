// What a job search that finds nothing offers: the close word the server found ("Did you mean …"),
// a wider radius around the place, and clearing the search; each a link, so they work without
// script. And the server's notices, shown above the results whatever they hold.
import { Stack, Text } from '@chakra-ui/react';
import type { JobQuery } from '../../../../contract/job-query.ts';
import { defaultRadiusKm, radiiKm } from '../../../../contract/job-query-values.ts';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { StateMessage } from '../../../ui/screen.tsx';

type Props = { query: JobQuery; didYouMean?: string | null; placeKnown: boolean };

export function SearchEmptyState({ query, didYouMean, placeKnown }: Props) {
  const radius = query.radius ?? defaultRadiusKm;
  const wider = placeKnown ? radiiKm.find((r) => r > radius) : undefined;
  return (
    <StateMessage
      title="No jobs match your search"
      text="Try other words, a wider area or fewer filters."
      action={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" justify="center">
          {didYouMean && (
            <ButtonLink to="/jobs" search={{ ...query, q: didYouMean }} size="sm" colorPalette="blue">
              Did you mean “{didYouMean}”?
            </ButtonLink>
          )}
          {wider && (
            <ButtonLink to="/jobs" search={{ ...query, radius: wider }} size="sm" variant="outline">
              Search within {wider} km
            </ButtonLink>
          )}
          <ButtonLink to="/jobs" search={{}} size="sm" variant="outline">
            Clear search
          </ButtonLink>
        </Stack>
      }
    />
  );
}

export function SearchNotices({ notices }: { notices: string[] | undefined }) {
  if (!notices?.length) return null;
  return (
    <Stack as="ul" role="status" mb="4" listStyleType="none" gap="1">
      {notices.map((n) => (
        <li key={n}>
          <Text fontSize="sm" color="fg.muted">
            {n}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
