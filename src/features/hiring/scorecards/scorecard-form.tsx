// An interviewer's scorecard: each criterion rated 1–4 (a radio group each, labelled), a
// recommendation and notes. Sent once; offline it is kept on this device and sent when the network
// returns. Loaded only when an interviewer has a scorecard to write.
import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import {
  type Criterion,
  type Recommendation,
  ratingLabels,
  recommendationLabels,
  recommendations,
  scorecardNotesMaxLength,
} from '../../../../contract/scorecards.ts';
import { discardEntry } from '../../../offline/outbox.ts';
import { toast } from '../../../ui/toaster/toast.ts';
import { Textarea } from '../../../ui/form-field-more.tsx';
import { submitScorecard } from '../api-writes.ts';

type Choice = { value: string; label: string };

function RadioGroup(props: {
  legend: string;
  name: string;
  choices: Choice[];
  value?: string;
  onChange: (v: string) => void;
}) {
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
      <chakra.legend fontWeight="medium" fontSize="sm" px="1">
        {props.legend}
      </chakra.legend>
      <HStack gap="4" wrap="wrap">
        {props.choices.map((c) => (
          <chakra.label key={c.value} display="flex" alignItems="center" gap="1.5" fontSize="sm">
            <input
              type="radio"
              name={props.name}
              value={c.value}
              checked={props.value === c.value}
              onChange={() => props.onChange(c.value)}
            />
            {c.label}
          </chakra.label>
        ))}
      </HStack>
    </Box>
  );
}

const ratingChoices = ([1, 2, 3, 4] as const).map((n) => ({
  value: String(n),
  label: `${n} ${ratingLabels[n]}`,
}));
const recommendationChoices = recommendations.map((r) => ({ value: r, label: recommendationLabels[r] }));

type Props = {
  applicationId: string;
  candidateName: string;
  interview: { _id: string; title: string };
  criteria: Criterion[];
};

export function ScorecardForm({ applicationId, candidateName, interview, criteria }: Props) {
  const id = useId();
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [recommendation, setRecommendation] = useState<Recommendation>();
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const unrated = criteria.find((c) => ratings[c._id] === undefined);
    if (unrated) return setProblem(`Rate "${unrated.name}" from 1 to 4`);
    if (!recommendation) return setProblem('Choose a recommendation');
    setProblem(null);
    setSending(true);
    const input = { interviewId: interview._id, ratings, recommendation, notes: notes.trim() };
    const outcome = await submitScorecard(applicationId, candidateName, input).finally(() =>
      setSending(false),
    );
    if (outcome?.status === 'sent') {
      // The outbox refreshes the application's hiring data, its scorecards among them.
      toast({ title: 'Scorecard sent', type: 'success' });
    } else if (outcome?.status === 'queued') {
      toast({
        title: 'Scorecard saved on this device',
        description: "You're offline: it will be sent when you're back online.",
        type: 'info',
      });
    } else if (outcome?.status === 'failed') {
      // The form keeps what was written: the reason is shown and it can be sent again.
      await discardEntry(outcome.entry.id);
      setProblem(outcome.message);
    } else setProblem('Sign in again to send your scorecard');
  };

  return (
    <Stack
      as="form"
      gap="3"
      aria-label={`Scorecard: ${interview.title}`}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void send();
      }}
    >
      {criteria.map((c) => (
        <RadioGroup
          key={c._id}
          legend={c.name}
          name={`${id}-${c._id}`}
          choices={ratingChoices}
          value={ratings[c._id] === undefined ? undefined : String(ratings[c._id])}
          onChange={(v) => setRatings((old) => ({ ...old, [c._id]: Number(v) }))}
        />
      ))}
      <RadioGroup
        legend="Recommendation"
        name={`${id}-recommendation`}
        choices={recommendationChoices}
        value={recommendation}
        onChange={(v) => setRecommendation(v as Recommendation)}
      />
      <chakra.label htmlFor={`${id}-notes`} fontSize="sm" fontWeight="medium">
        Notes (optional)
      </chakra.label>
      <Textarea
        id={`${id}-notes`}
        value={notes}
        maxLength={scorecardNotesMaxLength}
        rows={3}
        onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setNotes(e.currentTarget.value)}
      />
      {problem && (
        <Text fontSize="sm" color="red.fg" role="alert">
          {problem}
        </Text>
      )}
      <HStack justify="end">
        <Button type="submit" size="sm" colorPalette="blue" loading={sending}>
          Send scorecard
        </Button>
      </HStack>
    </Stack>
  );
}
