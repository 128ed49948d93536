import { createFileRoute } from '@tanstack/react-router';
import { MyInterviewsPage } from '../../features/interviews/my-interviews-page.tsx';

// A company member's own interviews, each leading to its application.
export const Route = createFileRoute('/_data/interviews')({
  component: MyInterviewsPage,
});
