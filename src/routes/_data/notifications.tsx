import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/notifications-page.tsx';

export const Route = createFileRoute('/_data/notifications')({
  component: NotificationsPage,
});
