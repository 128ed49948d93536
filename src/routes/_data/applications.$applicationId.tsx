import { createFileRoute } from '@tanstack/react-router';
import { ApplicationPage } from '../../features/hiring/application/application-page.tsx';

// One application's stage, timeline, messages and (for its recruiter) notes.
export const Route = createFileRoute('/_data/applications/$applicationId')({
  component: ApplicationRoute,
});

function ApplicationRoute() {
  const { applicationId } = Route.useParams();
  return <ApplicationPage applicationId={applicationId} />;
}
