// Every write the offline outbox may queue, one entry per kind. The client queues a kind's requests
// and, once one is answered, refreshes what the kind `changes`; the batch route takes the kinds
// marked `batch`; a `keyed` kind's routes answer a replayed Idempotency-Key from storage; the read
// cache makes stale what `readCache` says. Every other write route of the server needs the network,
// and onlineOnlyWrites says why: a test fails on a write route that is in neither list.

/** An API route (without /api), as Fastify registers it. */
export type WriteRoute = { method: 'POST' | 'PUT' | 'DELETE'; url: string };

/** What the device shows that a write may change; each feature names its own query keys per item. */
export type ChangedData =
  | 'jobs'
  | 'my-applications'
  | 'applicants'
  | 'saved'
  | 'feed'
  | 'hiring'
  | 'messages';

export type OfflineWrite = {
  /** The routes this kind sends, by name. */
  routes: Readonly<Record<string, WriteRoute>>;
  changes: readonly ChangedData[];
  /** The route takes an Idempotency-Key: a replay is answered, never repeated. */
  keyed: boolean;
  /** POST /outbox/batch may carry it: queued back to back on the road, sent as one request. */
  batch: boolean;
  /**
   * What it makes stale in the server's read cache: every cached answer (the default), or only the
   * answers that show the job named by this route parameter.
   */
  readCache?: { oneJob: string };
};

const savedJob = (method: 'PUT' | 'DELETE'): WriteRoute => ({ method, url: '/candidate/saved/:jobId' });

export const offlineWrites = {
  apply: {
    routes: { apply: { method: 'POST', url: '/candidate/applyjob/:jobId' } },
    changes: ['jobs', 'my-applications'],
    keyed: true,
    batch: false,
    // An apply changes that job's count of applications and nothing else a visitor sees.
    readCache: { oneJob: 'jobId' },
  },
  post: {
    routes: { post: { method: 'POST', url: '/feed/post' } },
    changes: ['feed'],
    keyed: true,
    batch: false,
  },
  decision: {
    routes: {
      accept: { method: 'PUT', url: '/recruiter/acceptJob/:applicationId' },
      reject: { method: 'PUT', url: '/recruiter/rejectJob/:applicationId' },
    },
    changes: ['applicants', 'jobs'],
    keyed: true,
    batch: false,
  },
  // Saving and unsaving one job: the last one the user made is the job's state.
  save: {
    routes: { save: savedJob('PUT'), unsave: savedJob('DELETE') },
    changes: ['saved'],
    keyed: true,
    batch: false,
  },
  withdraw: {
    routes: { withdraw: { method: 'PUT', url: '/candidate/withdraw/:applicationId' } },
    changes: ['jobs', 'my-applications'],
    keyed: true,
    batch: false,
  },
  // Queued at logout, after the device is wiped: removing a subscription twice removes nothing.
  'push-unsubscribe': {
    routes: { unsubscribe: { method: 'DELETE', url: '/push/subscriptions' } },
    changes: [],
    keyed: false,
    batch: false,
  },
  move: {
    routes: { move: { method: 'POST', url: '/applications/:applicationId/moves' } },
    changes: ['hiring'],
    keyed: true,
    batch: true,
  },
  note: {
    routes: { note: { method: 'POST', url: '/applications/:applicationId/notes' } },
    changes: ['hiring'],
    keyed: true,
    batch: true,
  },
  message: {
    routes: { message: { method: 'POST', url: '/applications/:applicationId/messages' } },
    changes: ['messages'],
    keyed: true,
    batch: true,
  },
} as const satisfies Record<string, OfflineWrite>;

/**
 * The server's other write routes (method and URL as registered, /api included), by the reason
 * they need the network. Queue one offline: move it into offlineWrites.
 */
export const onlineOnlyWrites: Readonly<Record<string, readonly string[]>> = {
  'Signing in, up or out, and recovering an account, answer with a session or a mail now': [
    'POST /api/signup',
    'POST /api/signin',
    'POST /api/google-auth',
    'POST /api/signout',
    'POST /api/auth/forgot-password',
    'POST /api/auth/reset-password',
    'POST /api/auth/reset-password/check',
    'POST /api/auth/verify-email',
    'POST /api/auth/resend-verification',
    'POST /sign-in',
    'POST /sign-up',
    'POST /forgot-password',
    'POST /reset-password',
    'POST /verify-email',
  ],
  'Security and account changes must be confirmed by the server while the user waits': [
    'PUT /api/account/password',
    'DELETE /api/account/sessions/:id',
    'DELETE /api/account/sessions',
    'POST /api/account/delete',
    'POST /api/account/email',
    'POST /api/account/email/confirm',
    'POST /unsubscribe',
  ],
  'Forms whose answer the next step shows (a posted job, a profile, a file upload token)': [
    'POST /api/postjob',
    'PUT /api/recruiter/closeJob/:UrlPath',
    'PUT /api/recruiter/reopenJob/:UrlPath',
    'POST /api/firebase-token',
    'POST /api/onboard-candidate',
    'POST /api/onboard-recruiter',
    'PUT /api/recruiter/userprofile',
    'PUT /api//recruiter/userprofile',
    'PUT /api/recruiter/companyprofile',
    'PUT /api/candidate/profile',
  ],
  'Settings and alerts: a switch needs the network and says so offline': [
    'POST /api/candidate/alerts',
    'PUT /api/candidate/alerts/:id',
    'DELETE /api/candidate/alerts/:id',
    'PUT /api/account/notification-settings',
    'POST /api/push/subscriptions',
  ],
  'Only matters while a thread or the bell is open; the next visit marks it again': [
    'POST /api/applications/:applicationId/messages/seen',
    'PUT /api/notifications/read',
  ],
  'Team changes: an invitation mails a link now, and roles must hold while the owner watches': [
    'POST /api/team/invitations',
    'POST /api/team/invitations/accept',
    'PATCH /api/team/members/:userId',
    'DELETE /api/team/members/:userId',
    'POST /api/team/owner',
  ],
  'Interviews mail invitations to several people now, and a time must be free when it is taken': [
    'POST /api/applications/:id/interviews',
    'PATCH /api/interviews/:id',
    'POST /api/interviews/:id/cancel',
    'POST /api/interviews/:id/choose',
  ],
  'The device reports its time zone again at each start; a lost report changes nothing': [
    'PUT /api/account/time-zone',
  ],
  "The outbox's own route: it carries queued writes, it is never queued itself": ['POST /api/outbox/batch'],
};

export type OfflineWriteKind = keyof typeof offlineWrites;

const entries = Object.entries(offlineWrites) as [OfflineWriteKind, OfflineWrite][];

/** Every declared route with its kind and the kind's declaration. */
export const offlineRoutes = entries.flatMap(([kind, write]) =>
  Object.values(write.routes).map((route) => ({ kind, write, ...route })),
);

/** A route's request for the outbox: its parameters filled in, each encoded. */
export function queuedRequest<B extends Record<string, unknown> | null>(
  route: WriteRoute,
  params: Record<string, string>,
  body: B,
): { method: WriteRoute['method']; path: string; body: B } {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.url} needs ${name}`);
    return encodeURIComponent(value);
  });
  return { method: route.method, path, body };
}
