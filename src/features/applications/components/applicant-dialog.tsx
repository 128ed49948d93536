// The applicant's profile: 'Send Email', 'Hire Candidate' and 'Reject', and three tabs
// (Personal Info, Cover Letter, Experience). Loaded on the first 'View Profile'.
import { Box, Button, chakra, Dialog, Grid, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import type { Applicant } from '../../../../contract/applications.ts';
import { formatDate } from '../../../ui/relative-time.ts';
import type { Decision } from '../api.ts';
import { safeUrl } from '../../../lib/safe-url.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { DialogFrame } from '../../../ui/dialog-frame.tsx';
import { StatusBadge } from './status-badge.tsx';

export type DialogState = { busy: Decision | null; queued: Decision | null };

type Props = {
  applicant: Applicant | null;
  open: boolean;
  state: DialogState;
  onClose: () => void;
  onDecide: (applicant: Applicant, decision: Decision) => void;
};

const NA = 'N/A';

/** Hire and Reject: each says what it did once the application is decided that way. */
const decisionButtons = [
  {
    decision: 'accept',
    status: 'accepted',
    colorPalette: 'green',
    variant: undefined,
    loadingText: 'Hiring...',
    label: 'Hire Candidate',
    done: 'Application Accepted',
  },
  {
    decision: 'reject',
    status: 'rejected',
    colorPalette: 'red',
    variant: 'outline',
    loadingText: 'Rejecting...',
    label: 'Reject',
    done: 'Application Rejected',
  },
] as const;

function ExternalLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <>{NA}</>;
  return (
    <chakra.a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="blue.fg"
      textDecoration="underline"
      wordBreak="break-all"
    >
      {children}
    </chakra.a>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontWeight="medium" overflowWrap="anywhere">
        {children || NA}
      </Box>
    </Box>
  );
}

function PersonalInfo({ c }: { c: Applicant['candidateId'] }) {
  const portfolio = safeUrl(c.portfolioLinks[0]);
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
      <Info label="College">{c.collegeName}</Info>
      <Info label="Graduation Year">{c.graduationYear}</Info>
      <Info label="Specialization">{c.specialization}</Info>
      <Info label="LinkedIn">
        <ExternalLink href={safeUrl(c.linkedInProfile)}>{c.linkedInProfile}</ExternalLink>
      </Info>
      <Info label="GitHub">
        <ExternalLink href={safeUrl(c.githubProfile)}>{c.githubProfile}</ExternalLink>
      </Info>
      <Info label="Date of Birth">{c.dateOfBirth ? formatDate(c.dateOfBirth, { utc: true }) : null}</Info>
      <Info label="Education">{c.highestQualification}</Info>
      <Info label="Gender">{c.gender}</Info>
      <Info label="Phone">{c.phoneNumber}</Info>
      <Info label="Email">{c.emailAddress}</Info>
      <Info label="Portfolio">
        <ExternalLink href={portfolio}>{c.portfolioLinks[0]}</ExternalLink>
      </Info>
      <Info label="Skills">{c.technicalSkills.join(', ')}</Info>
    </Grid>
  );
}

function Experience({ c }: { c: Applicant['candidateId'] }) {
  const first = c.workExperience.find((w) => w.jobTitle || w.companyName || w.duration);
  return (
    <Stack gap="5">
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
        <Info label="Job Title">{first?.jobTitle || NA}</Info>
        <Info label="Company Name">{first?.companyName || NA}</Info>
        <Info label="Duration">{first?.duration || NA}</Info>
      </Grid>
      <Info label="Personal Statement">
        <Text whiteSpace="pre-line" fontWeight="normal">
          {c.personalStatement || NA}
        </Text>
      </Info>
    </Stack>
  );
}

export function ApplicantDialog({ applicant, open, state, onClose, onDecide }: Props) {
  const a = applicant;
  const decided = a ? a.status !== 'pending' : false;
  const waiting = Boolean(state.busy || state.queued);
  return (
    <DialogFrame
      open={open && Boolean(a)}
      onClose={onClose}
      size="lg"
      title={a?.candidateId.fullName}
      header={
        a && (
          <HStack gap="3" minW="0">
            <Avatar name={a.candidateId.fullName} image={a.candidateId.ProfileImage} />
            <Stack gap="0" minW="0">
              <Dialog.Title>{a.candidateId.fullName}</Dialog.Title>
              <Text fontSize="sm" color="fg.muted" truncate>
                {a.candidateId.emailAddress}
              </Text>
            </Stack>
          </HStack>
        )
      }
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {a && (
        <>
          <HStack gap="2" wrap="wrap" mb="5">
            <StatusBadge status={state.queued ? 'queued' : a.status} />
            <Button asChild size="sm" variant="outline">
              <a href={`mailto:${a.candidateId.emailAddress}`}>Send Email</a>
            </Button>
            {decisionButtons.map((d) => (
              <Button
                key={d.decision}
                size="sm"
                variant={d.variant}
                colorPalette={d.colorPalette}
                disabled={decided || waiting}
                loading={state.busy === d.decision}
                loadingText={d.loadingText}
                onClick={() => onDecide(a, d.decision)}
              >
                {a.status === d.status ? d.done : d.label}
              </Button>
            ))}
          </HStack>
          {state.queued && (
            <Text fontSize="sm" color="orange.fg" mb="4" role="status">
              {state.queued === 'accept' ? 'Hire' : 'Rejection'} pending — it will be sent when you're back
              online.
            </Text>
          )}
          <Tabs.Root
            recipe={tabsSlotRecipe}
            defaultValue="personal"
            variant="enclosed"
            colorPalette="blue"
            fitted
          >
            <Tabs.List>
              <Tabs.Trigger value="personal">Personal Info</Tabs.Trigger>
              <Tabs.Trigger value="cover">Cover Letter</Tabs.Trigger>
              <Tabs.Trigger value="experience">Experience</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="personal" pt="5">
              <PersonalInfo c={a.candidateId} />
            </Tabs.Content>
            <Tabs.Content value="cover" pt="5">
              <Text whiteSpace="pre-line" data-testid="cover-letter">
                {a.Note || 'No cover letter was added to this application.'}
              </Text>
            </Tabs.Content>
            <Tabs.Content value="experience" pt="5">
              <Experience c={a.candidateId} />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </DialogFrame>
  );
}
