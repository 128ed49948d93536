// "Schedule interview" and "Reschedule" (loaded on demand): a title, a length, a place or a video
// link, the interviewers and one time or up to five proposed ones, read in the viewer's zone and
// sent in UTC. The contract's own checks run first; then the server's word is shown as it is.
import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import {
  type Interview,
  interviewLengths,
  type ScheduleBody,
  scheduleBody,
} from '../../../contract/interviews.ts';
import { errorMessage } from '../../lib/http.ts';
import { DialogFrame } from '../../ui/dialog-frame.tsx';
import { assertValid, Field, FormMessage, Input, InputField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/form-field-more.tsx';
import { deviceTimeZone, fromZonedInput, toZonedInput } from '../../ui/zoned-time.ts';
import { type InterviewAnswer, useInterviewWrite } from './api.ts';
import { InterviewersField } from './interviewers-field.tsx';
import { TimesField } from './times-field.tsx';

type Props = {
  applicationId: string;
  /** The interview to reschedule; a new one is scheduled without it. */
  interview?: Interview;
  open: boolean;
  onClose: () => void;
  onDone: (answer: InterviewAnswer) => void;
};

const lengthLabels = Object.fromEntries(interviewLengths.map((n) => [n, `${n} minutes`]));

/** The form's fields, filled from the interview being rescheduled. */
function startingFields(interview: Interview | undefined, zone: string) {
  const times = interview?.startsAt ? [interview.startsAt] : (interview?.proposedTimes ?? []);
  return {
    title: interview?.title ?? 'Interview',
    length: String(interview?.durationMinutes ?? 45),
    location: interview?.location ?? '',
    videoUrl: interview?.videoUrl ?? '',
    interviewerIds: interview?.interviewers.map((i) => i.userId) ?? [],
    times: times.length > 0 ? times.map((t) => toZonedInput(t, zone)) : [''],
  };
}

/** The body to send; throws the first thing to fix, for the form's message. */
function bodyOf(fields: ReturnType<typeof startingFields>, zone: string): ScheduleBody {
  const times = fields.times.map((t) => fromZonedInput(t, zone));
  if (times.some((t) => t === null)) throw new Error('Give every time as a date and a time');
  const body: ScheduleBody = {
    title: fields.title,
    durationMinutes: Number(fields.length),
    location: fields.location.trim() || undefined,
    videoUrl: fields.videoUrl.trim() || undefined,
    interviewerIds: fields.interviewerIds,
    times: times as string[],
    timeZone: zone,
  };
  if (!body.location && !body.videoUrl) throw new Error('Give a place or a video link');
  assertValid(scheduleBody, body);
  return body;
}

export function ScheduleDialog({ applicationId, interview, open, onClose, onDone }: Props) {
  const formId = useId();
  const zone = deviceTimeZone();
  const [fields, setFields] = useState(() => startingFields(interview, zone));
  const [problem, setProblem] = useState<string | null>(null);
  const write = useInterviewWrite(applicationId);
  const set = (patch: Partial<typeof fields>) => setFields((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    let body: ScheduleBody;
    try {
      body = bodyOf(fields, zone);
    } catch (e) {
      setProblem(errorMessage(e));
      return;
    }
    write.mutate(
      interview
        ? { kind: 'reschedule', interviewId: interview._id, body }
        : { kind: 'schedule', applicationId, body },
      { onSuccess: onDone },
    );
  };

  const busy = write.isPending;
  const title = interview ? 'Reschedule interview' : 'Schedule interview';
  return (
    <DialogFrame
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} colorPalette="blue" loading={busy} loadingText="Sending…">
            {interview ? 'Send the new times' : 'Schedule'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="4">
          <InputField
            label="Title"
            name="title"
            required
            maxLength={120}
            value={fields.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
          />
          <Field label="Length" required>
            {(ids) => (
              <Select
                {...ids}
                options={interviewLengths.map(String)}
                labels={lengthLabels}
                value={fields.length}
                onChange={(e) => set({ length: e.currentTarget.value })}
              />
            )}
          </Field>
          <InputField
            label="Place"
            name="location"
            hint="Where to meet; or give a video link below"
            maxLength={300}
            value={fields.location}
            onChange={(e) => set({ location: e.currentTarget.value })}
          />
          <Field label="Video link" optional>
            {(ids) => (
              <Input
                {...ids}
                type="url"
                name="videoUrl"
                maxLength={500}
                placeholder="https://"
                value={fields.videoUrl}
                onChange={(e) => set({ videoUrl: e.currentTarget.value })}
              />
            )}
          </Field>
          <InterviewersField
            chosen={fields.interviewerIds}
            onChange={(ids) => set({ interviewerIds: ids })}
          />
          <TimesField times={fields.times} zone={zone} onChange={(times) => set({ times })} />
        </Stack>
        <FormMessage message={problem ?? (write.error ? errorMessage(write.error) : null)} />
      </form>
    </DialogFrame>
  );
}
