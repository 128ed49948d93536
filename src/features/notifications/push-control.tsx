// "Turn on notifications on this device": Web Push for this browser, asked for only when tapped,
// with a switch per kind. Says plainly when the browser cannot, has blocked it, or (iPhone, iPad)
// needs the app on the Home Screen first.
import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { PushTopic } from '../../../contract/push.ts';
import { useSession } from '../../lib/session.ts';
import { LabelledSwitch } from '../../ui/labelled-switch.tsx';
import { devicePushOptions, usePushTopics, useTurnOffPush, useTurnOnPush } from './api.ts';

const switchLabels: Record<PushTopic, string> = {
  applicants: 'New applicants',
  decisions: 'Decisions on my applications',
  'job-alerts': 'Job alerts',
  messages: 'Messages',
};

const explanations = {
  unsupported: "This browser can't show Hireloop's notifications while the app is closed.",
  'ios-needs-install':
    'On iPhone and iPad, first add Hireloop to your Home Screen (Share, then "Add to Home Screen") and open it from there: then notifications can be turned on.',
  denied:
    "Notifications are blocked for Hireloop in this browser's settings. Allow them there, then come back to turn them on.",
} as const;

export function PushControl() {
  const role = useSession()?.role;
  const { data } = useQuery(devicePushOptions());
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const setTopics = usePushTopics();
  if (!data) return null;
  // A recruiter hears of applicants; a candidate of decisions and job alerts; both of messages.
  const mine: PushTopic[] =
    role === 'recruiter' ? ['applicants', 'messages'] : ['decisions', 'job-alerts', 'messages'];
  const busy = turnOn.isPending || turnOff.isPending || setTopics.isPending;

  let content: React.ReactNode;
  if (data.state === 'unsupported' || data.state === 'ios-needs-install' || data.state === 'denied') {
    content = <Text color="fg.muted">{explanations[data.state]}</Text>;
  } else if (data.state === 'off') {
    content = (
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted">Get notified on this device even when Hireloop is closed.</Text>
        <Button
          size="sm"
          colorPalette="blue"
          loading={turnOn.isPending}
          onClick={() => turnOn.mutate(data.topics)}
        >
          Turn on notifications on this device
        </Button>
      </HStack>
    );
  } else {
    // While a change is on its way, the switches show it.
    const topics = setTopics.isPending && setTopics.variables ? setTopics.variables : data.topics;
    const toggle = (topic: PushTopic, on: boolean) =>
      setTopics.mutate(on ? [...topics, topic] : topics.filter((t) => t !== topic));
    content = (
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text>Notifications are on for this device.</Text>
          <Button size="sm" variant="outline" loading={turnOff.isPending} onClick={() => turnOff.mutate()}>
            Turn off
          </Button>
        </HStack>
        <chakra.fieldset display="flex" flexDirection="column" gap="2" disabled={busy}>
          <Text as="legend" fontSize="sm" color="fg.muted" mb="1">
            Send me
          </Text>
          {mine.map((topic) => (
            <LabelledSwitch
              key={topic}
              label={switchLabels[topic]}
              checked={topics.includes(topic)}
              onChange={(on) => toggle(topic, on)}
            />
          ))}
        </chakra.fieldset>
      </Stack>
    );
  }
  return (
    <Box
      as="section"
      aria-label="Notifications on this device"
      borderWidth="1px"
      rounded="xl"
      p="4"
      mb="6"
      bg="bg.panel"
    >
      {content}
    </Box>
  );
}
