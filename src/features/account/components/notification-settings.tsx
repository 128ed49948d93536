// "Email and push": a switch per kind and channel for the signed-in account. In-app notifications
// are always on, so they have no switch. Offline the saved switches show, and cannot be turned.
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { NotificationSetting, PreferenceKind } from '../../../../contract/notification-settings.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useOnline } from '../../../offline/index.ts';
import { useSession } from '../../../lib/session.ts';
import { LabelledSwitch } from '../../../ui/labelled-switch.tsx';
import { notificationSettingsOptions, SETTINGS_OFFLINE, useChangeNotificationSetting } from '../api.ts';

const kindLabels: Record<PreferenceKind, string> = {
  applicants: 'New applicants',
  decisions: 'Decisions and stage changes',
  messages: 'New messages',
  'job-alerts': 'Job alerts',
};

// A recruiter hears of applicants; a candidate of decisions and job alerts; both of messages.
const kindsOf = (role: string | null | undefined): PreferenceKind[] =>
  role === 'recruiter' ? ['applicants', 'messages'] : ['decisions', 'messages', 'job-alerts'];

export function NotificationSettings() {
  const session = useSession();
  const userId = session?.user?._id;
  const online = useOnline();
  const settings = useQuery(notificationSettingsOptions(userId));
  const change = useChangeNotificationSetting(userId);

  let body: React.ReactNode;
  if (!settings.data) {
    body = settings.isPending ? (
      <Text color="fg.muted">Loading your email and push settings…</Text>
    ) : (
      <Text color="fg.error">{online ? errorMessage(settings.error) : SETTINGS_OFFLINE}</Text>
    );
  } else {
    // While a change is on its way, its switch shows it.
    const pending = change.isPending ? change.variables : undefined;
    const switchValue = (s: NotificationSetting, channel: 'email' | 'push') =>
      pending?.kind === s.kind && pending[channel] !== undefined ? pending[channel] : s[channel];
    const shown = kindsOf(session?.role);
    body = (
      <Stack gap="3">
        {settings.data.data
          .filter((s) => shown.includes(s.kind))
          .map((s) => (
            <HStack
              key={s.kind}
              role="group"
              aria-labelledby={`email-push-${s.kind}`}
              justify="space-between"
              wrap="wrap"
              gap="3"
            >
              <Text id={`email-push-${s.kind}`} fontWeight="medium">
                {kindLabels[s.kind]}
              </Text>
              <HStack gap="5">
                {(['email', 'push'] as const).map((channel) => (
                  <LabelledSwitch
                    key={channel}
                    label={channel === 'email' ? 'Email' : 'Push'}
                    disabled={!online || change.isPending}
                    checked={switchValue(s, channel)}
                    onChange={(on) => change.mutate({ kind: s.kind, [channel]: on })}
                  />
                ))}
              </HStack>
            </HStack>
          ))}
        {!online && <Text color="fg.muted">{SETTINGS_OFFLINE}</Text>}
        {change.isError && (
          <Text color="fg.error" role="alert">
            {errorMessage(change.error)}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Box
      as="section"
      aria-labelledby="email-and-push"
      borderWidth="1px"
      rounded="xl"
      p="4"
      mb="6"
      bg="bg.panel"
    >
      <Heading as="h2" size="md" id="email-and-push" mb="1">
        Email and push
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        In-app notifications are always on. Push reaches the devices where you turned notifications on.
      </Text>
      {body}
    </Box>
  );
}
