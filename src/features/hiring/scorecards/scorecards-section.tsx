// An application's scorecards on its page: the caller's own to write (one per interview they are
// on; the form is loaded only then), what is queued on this device, and the scorecards the server
// lets the caller see (the hiring team: all; an interviewer: the others' once theirs is in).
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  type Criterion,
  ratingLabels,
  recommendationLabels,
  type Scorecard,
} from '../../../../contract/scorecards.ts';
import { errorMessage } from '../../../lib/http.ts';
import { discardEntry, useOutboxEntries } from '../../../offline/outbox.ts';
import { relativeTime } from '../../../ui/relative-time.ts';
import { scorecardsOptions } from './queries.ts';

const ScorecardForm = lazy(async () => ({ default: (await import('./scorecard-form.tsx')).ScorecardForm }));

function ScorecardItem({ card, criteria }: { card: Scorecard; criteria: Criterion[] }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="md" p="3" bg="bg.panel">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {card.by.fullName}: {recommendationLabels[card.recommendation]}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {card.interviewTitle} · {relativeTime(card.submittedAt)}
        </Text>
      </HStack>
      {criteria.length > 0 && (
        <Stack as="ul" gap="0.5" mt="2" p="0" fontSize="sm">
          {criteria.map((c) => {
            const n = card.ratings[c._id] as 1 | 2 | 3 | 4 | undefined;
            return (
              <Text as="li" key={c._id} listStyleType="none">
                {c.name}: {n ? `${n} ${ratingLabels[n]}` : 'not rated (added later)'}
              </Text>
            );
          })}
        </Stack>
      )}
      {card.notes && (
        <Text mt="2" fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {card.notes}
        </Text>
      )}
    </Box>
  );
}

export function ScorecardsSection({
  applicationId,
  candidateName,
}: {
  applicationId: string;
  candidateName: string;
}) {
  const query = useQuery(scorecardsOptions(applicationId));
  const queued = useOutboxEntries('scorecard').filter((e) => e.ref.applicationId === applicationId);
  const data = query.data;
  if (!data) {
    return query.isError ? (
      <Text fontSize="sm" color="red.fg" role="alert">
        {errorMessage(query.error, 'Could not load the scorecards')}
      </Text>
    ) : (
      <Text fontSize="sm" color="fg.muted">
        Loading the scorecards…
      </Text>
    );
  }
  const toWrite = data.myInterviews.filter((i) => !i.submitted);
  return (
    <Stack gap="4">
      {toWrite.map((interview) => {
        const entry = queued.find((e) => e.ref.interviewId === interview._id);
        if (entry?.state === 'failed') {
          return (
            <HStack key={interview._id} role="alert" gap="3" wrap="wrap" color="red.fg" fontSize="sm">
              <Text>Your scorecard was not sent: {entry.error ?? 'the server refused it'}</Text>
              <Button
                size="2xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => void discardEntry(entry.id)}
              >
                Discard
              </Button>
            </HStack>
          );
        }
        if (entry) {
          return (
            <HStack key={interview._id} gap="2" fontSize="sm">
              <Badge recipe={badgeRecipe} colorPalette="orange" size="sm">
                Queued
              </Badge>
              <Text>Your scorecard for {interview.title} will be sent when you're back online.</Text>
            </HStack>
          );
        }
        return (
          <Stack key={interview._id} gap="2">
            <Text fontWeight="medium">Your scorecard: {interview.title}</Text>
            <Suspense fallback={<Text fontSize="sm">Loading the form…</Text>}>
              <ScorecardForm
                applicationId={applicationId}
                candidateName={candidateName}
                interview={interview}
                criteria={data.criteria}
              />
            </Suspense>
          </Stack>
        );
      })}
      <Stack as="ul" gap="2" m="0" p="0" aria-label="Scorecards">
        {data.scorecards.map((card) => (
          <ScorecardItem key={card._id} card={card} criteria={data.criteria} />
        ))}
      </Stack>
      {data.scorecards.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {data.viewer === 'team'
            ? 'No scorecards yet.'
            : "The other interviewers' scorecards show once yours is sent."}
        </Text>
      )}
    </Stack>
  );
}
