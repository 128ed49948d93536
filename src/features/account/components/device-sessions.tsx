// "Signed-in devices": each sign-in with its browser and when it was last seen, "Sign out" for the
// others, and "Sign out everywhere" (this device too). Needs the network; offline it says so.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../../lib/session.ts';
import { FormMessage } from '../../../ui/form-field.tsx';
import { relativeTime } from '../../../ui/relative-time.ts';
import {
  deviceSessionsOptions,
  profileErrorMessage,
  useSignOutDevice,
  useSignOutEverywhere,
} from '../api.ts';

export function DeviceSessions() {
  const userId = useSession()?.user?._id;
  const navigate = useNavigate();
  const devices = useQuery(deviceSessionsOptions(userId));
  const signOut = useSignOutDevice(userId);
  const everywhere = useSignOutEverywhere();
  const error = signOut.error ?? everywhere.error ?? (devices.data ? null : devices.error);

  return (
    <Stack gap="3">
      {devices.isPending && <Text color="fg.muted">Loading your devices…</Text>}
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Signed-in devices">
        {devices.data?.map((d) => (
          <HStack as="li" key={d.id} justify="space-between" borderWidth="1px" rounded="md" px="3" py="2">
            <Stack gap="0">
              <Text fontWeight="medium">
                {d.device}
                {d.current && (
                  <Text as="span" color="green.fg" fontWeight="normal">
                    {' '}
                    (this device)
                  </Text>
                )}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Last seen {relativeTime(d.lastSeenAt)}
              </Text>
            </Stack>
            {!d.current && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Sign out ${d.device}`}
                loading={signOut.isPending && signOut.variables === d.id}
                onClick={() => signOut.mutate(d.id)}
              >
                Sign out
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        loading={everywhere.isPending}
        loadingText="Signing out…"
        onClick={() =>
          everywhere.mutate(undefined, { onSuccess: () => void navigate({ to: '/sign-in', replace: true }) })
        }
      >
        Sign out everywhere
      </Button>
      <FormMessage message={error ? profileErrorMessage(error) : null} />
    </Stack>
  );
}
