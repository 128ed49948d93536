// Every route plugin of server/routes, registered by app.ts in this order. A test holds this list
// against the folder, so a new route file cannot be left out.
import type { FastifyPluginAsync } from 'fastify';
import { accountDataRoutes } from './routes/account-data.ts';
import { accountRecoveryRoutes } from './routes/account-recovery.ts';
import { accountRoutes } from './routes/account.ts';
import { applicationRoutes } from './routes/applications.ts';
import { authRoutes } from './routes/auth.ts';
import { candidateRoutes } from './routes/candidate.ts';
import { companyRoutes } from './routes/companies.ts';
import { emailChangeRoutes } from './routes/email-change.ts';
import { eventRoutes } from './routes/events.ts';
import { feedRoutes } from './routes/feed.ts';
import { fileRoutes } from './routes/files.ts';
import { gapiShimRoute } from './routes/gapi-shim.ts';
import { hiringRoutes } from './routes/hiring.ts';
import { interviewRoutes } from './routes/interviews.ts';
import { jobSearchRoutes } from './routes/job-search.ts';
import { jobRoutes } from './routes/jobs.ts';
import { messageRoutes } from './routes/messages.ts';
import { notificationSettingRoutes } from './routes/notification-settings.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { outboxBatchRoutes } from './routes/outbox-batch.ts';
import { pageFormRoutes } from './routes/page-forms.ts';
import { placeRoutes } from './routes/places.ts';
import { pushRoutes } from './routes/push.ts';
import { recoveryFormRoutes } from './routes/recovery-forms.ts';
import { seoRoutes } from './routes/seo.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { teamRoutes } from './routes/team.ts';
import { systemRoutes } from './routes/system.ts';
import { unsubscribeRoutes } from './routes/unsubscribe.ts';

type RoutePlugin = FastifyPluginAsync;

/** Under /api: JSON in, JSON out. */
export const apiRoutes: RoutePlugin[] = [
  systemRoutes,
  authRoutes,
  accountRecoveryRoutes,
  sessionRoutes,
  jobRoutes,
  jobSearchRoutes,
  placeRoutes,
  applicationRoutes,
  hiringRoutes,
  messageRoutes,
  outboxBatchRoutes,
  candidateRoutes,
  fileRoutes,
  onboardingRoutes,
  accountRoutes,
  accountDataRoutes,
  emailChangeRoutes,
  companyRoutes,
  teamRoutes,
  interviewRoutes,
  feedRoutes,
  notificationRoutes,
  notificationSettingRoutes,
  pushRoutes,
  eventRoutes,
];

/** Outside /api, before the built files and the pages: feeds, the sign-in shim, form posts. */
export const siteRoutes: RoutePlugin[] = [
  seoRoutes,
  gapiShimRoute,
  pageFormRoutes,
  recoveryFormRoutes,
  unsubscribeRoutes,
];
