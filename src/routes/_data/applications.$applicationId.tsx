import { createFileRoute } from '@tanstack/react-router';
import { ApplicationPage } from '../../features/hiring/application/application-page.tsx';
import { InterviewsSection } from '../../features/interviews/interviews-section.tsx';

type Search = { schedule?: true };

// One application's stage, interviews, timeline, messages and (for its recruiter) notes.
// `?schedule` opens the interview form at once: the board card's "Schedule interview" leads here.
export const Route = createFileRoute('/_data/applications/$applicationId')({
  validateSearch: (search: Record<string, unknown>): Search =>
    search.schedule === undefined || search.schedule === false ? {} : { schedule: true },
  component: ApplicationRoute,
});

function ApplicationRoute() {
  const { applicationId } = Route.useParams();
  const { schedule } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The form opened from `?schedule` has ended: the same page without it, in place of this entry.
  const forgetSchedule = () => {
    if (schedule) void navigate({ to: '.', search: {}, replace: true });
  };
  return (
    <ApplicationPage
      applicationId={applicationId}
      interviews={({ stage, viewer }) => (
        <InterviewsSection
          applicationId={applicationId}
          stage={stage}
          role={viewer}
          scheduling={schedule === true}
          onFormEnd={forgetSchedule}
        />
      )}
    />
  );
}
