// The recruiter's private notes on an application (the server never shows them to the candidate):
// newest first, notes queued on this device on top, and a box to add one.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { noteMaxLength } from '../../../../contract/hiring.ts';
import { errorMessage } from '../../../lib/http.ts';
import { discardEntry, useOutboxEntries } from '../../../offline/outbox.ts';
import { relativeTime } from '../../../ui/relative-time.ts';
import { notesOptions } from '../api.ts';
import { Composer } from '../thread/composer.tsx';
import { useAddNote } from '../api-writes.ts';

function NoteItem({
  text,
  by,
  at,
  children,
}: {
  text: string;
  by: string;
  at: string | number;
  children?: React.ReactNode;
}) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="md" p="3" bg="bg.panel">
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">
        {text}
      </Text>
      <HStack gap="2" mt="1" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>
          {by} · {relativeTime(at)}
        </Text>
        {children}
      </HStack>
    </Box>
  );
}

export function Notes({ applicationId }: { applicationId: string }) {
  const query = useQuery(notesOptions(applicationId));
  const add = useAddNote(applicationId);
  const queued = useOutboxEntries('note').filter((e) => e.ref.applicationId === applicationId);
  const notes = query.data ?? [];
  return (
    <Stack gap="3">
      <Composer
        label="New note"
        placeholder="Only you and other recruiters of this job see notes"
        action="Add note"
        max={noteMaxLength}
        onSend={(text) => add.mutate(text)}
      />
      {query.isError && !query.data && (
        <Text fontSize="sm" color="red.fg" role="alert">
          {errorMessage(query.error, 'Could not load the notes')}
        </Text>
      )}
      <Stack as="ul" gap="2" m="0" p="0" aria-label="Notes">
        {[...queued].reverse().map((e) => (
          <NoteItem key={e.id} text={e.ref.text ?? ''} by="You" at={e.createdAt}>
            {e.state === 'failed' ? (
              <>
                <Text color="red.fg" role="alert">
                  Not saved: {e.error ?? 'the server refused it'}
                </Text>
                <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => void discardEntry(e.id)}>
                  Discard
                </Button>
              </>
            ) : (
              <Badge recipe={badgeRecipe} colorPalette="orange" size="sm">
                Queued
              </Badge>
            )}
          </NoteItem>
        ))}
        {notes.map((n) => (
          <NoteItem key={n._id} text={n.text} by={n.by.fullName} at={n.at} />
        ))}
      </Stack>
      {query.isSuccess && notes.length === 0 && queued.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No notes yet.
        </Text>
      )}
    </Stack>
  );
}
