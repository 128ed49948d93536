// The query keys of the signed-in user's notifications. Here, below the features, because the
// bell, the notifications screen and the message threads all refresh them. They start with
// 'account', so they are kept for offline reading like the account.
export const notificationKeys = {
  all: ['account', 'notifications'] as const,
  unread: ['account', 'notifications', 'unread'] as const,
  list: ['account', 'notifications', 'list'] as const,
  /** This device's push state: read from the browser, never kept. */
  devicePush: ['device-push'] as const,
};
