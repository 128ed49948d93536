// An application's interviews on its page, for its recruiters and its candidate, in the viewer's
// own zone. A recruiter schedules one while the application is at Interview; the form's code
// loads the first time it opens. Every write needs the network and says so offline.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Stage } from '../../../contract/hiring.ts';
import type { Interview } from '../../../contract/interviews.ts';
import { errorMessage } from '../../lib/http.ts';
import { isOffline } from '../../offline/index.ts';
import { FormMessage } from '../../ui/form-field.tsx';
import { deviceTimeZone } from '../../ui/zoned-time.ts';
import { INTERVIEWS_OFFLINE, type InterviewAnswer, interviewsOptions, useInterviewWrite } from './api.ts';
import { SectionBox } from '../../ui/section-box.tsx';
import { InterviewItem } from './interview-item.tsx';
import { useLiveInterviews } from './use-live-interviews.ts';

const ScheduleDialog = lazy(() =>
  import('./schedule-dialog.tsx').then((m) => ({ default: m.ScheduleDialog })),
);

type Props = {
  applicationId: string;
  stage: Stage;
  /** An interviewer reads the interviews they are on; only a recruiter changes them. */
  role: 'recruiter' | 'interviewer' | 'candidate';
  /** Open the form at once (the board's "Schedule interview" leads here). */
  scheduling?: boolean;
  /** The form closed or sent: the page forgets `scheduling`, so a reload does not open it again. */
  onFormEnd?: () => void;
};

/** The form, open for a new interview (null) or for one to reschedule. */
type Form = { interview: Interview | null } | null;

export function InterviewsSection({ applicationId, stage, role, scheduling = false, onFormEnd }: Props) {
  const interviews = useQuery(interviewsOptions(applicationId));
  useLiveInterviews(applicationId);
  const write = useInterviewWrite(applicationId);
  const canSchedule = role === 'recruiter' && stage === 'interview';
  const [form, setForm] = useState<Form>(() =>
    scheduling && canSchedule && !isOffline() ? { interview: null } : null,
  );
  const [warnings, setWarnings] = useState<string[]>([]);
  const [offlineAsked, setOfflineAsked] = useState(false);
  const zone = deviceTimeZone();

  const openForm = (interview: Interview | null) => {
    setOfflineAsked(isOffline());
    if (!isOffline()) setForm({ interview });
  };
  const closeForm = () => {
    setForm(null);
    onFormEnd?.();
  };
  const done = (answer: InterviewAnswer) => {
    setWarnings(answer.warnings);
    closeForm();
  };
  const list = interviews.data ?? [];
  if (!canSchedule && list.length === 0 && !interviews.isError) return null;
  return (
    <SectionBox title="Interviews">
      <Stack gap="3">
        {interviews.isError && !interviews.data && (
          <Text color="red.fg" role="alert">
            {errorMessage(interviews.error, 'Could not load the interviews')}
          </Text>
        )}
        {list.length > 0 ? (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Interviews">
            {list.map((iv) => (
              <InterviewItem
                key={iv._id}
                interview={iv}
                zone={zone}
                role={role}
                busy={write.isPending}
                onWrite={(w) => write.mutate(w, { onSuccess: (answer) => setWarnings(answer.warnings) })}
                onReschedule={openForm}
              />
            ))}
          </Stack>
        ) : (
          interviews.isSuccess && <Text color="fg.muted">No interview yet.</Text>
        )}
        {warnings.length > 0 && (
          <Box role="status" bg="orange.subtle" color="orange.fg" rounded="md" px="3" py="2" fontSize="sm">
            {warnings.map((w) => (
              <Text key={w}>{w}</Text>
            ))}
          </Box>
        )}
        <FormMessage
          message={write.error ? errorMessage(write.error) : offlineAsked ? INTERVIEWS_OFFLINE : null}
        />
        {canSchedule && (
          <Button alignSelf="start" size="sm" colorPalette="blue" onClick={() => openForm(null)}>
            Schedule interview
          </Button>
        )}
        {form && (
          <Suspense fallback={null}>
            <ScheduleDialog
              key={form.interview?._id ?? 'new'}
              applicationId={applicationId}
              interview={form.interview ?? undefined}
              open
              onClose={closeForm}
              onDone={done}
            />
          </Suspense>
        )}
      </Stack>
    </SectionBox>
  );
}
