import { createFileRoute } from '@tanstack/react-router';
import { ThreadsPage } from '../../features/hiring/threads-page.tsx';

export const Route = createFileRoute('/_data/messages')({
  component: ThreadsPage,
});
