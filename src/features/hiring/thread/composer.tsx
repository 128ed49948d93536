// Writes a message (or a note): plain text up to the limit, with a counter; Ctrl+Enter or the button
// sends. The box empties at once: what was sent shows in the list (queued until the server has it).
import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Textarea } from '../../../ui/form-field-more.tsx';

type Props = {
  label: string;
  placeholder: string;
  action: string;
  max: number;
  onSend: (text: string) => void;
  /** Why nothing can be sent now (the application was withdrawn); the box is then disabled. */
  closed?: string | null;
};

export function Composer({ label, placeholder, action, max, onSend, closed }: Props) {
  const [text, setText] = useState('');
  const id = useId();
  const trimmed = text.trim();
  const send = () => {
    if (!trimmed || trimmed.length > max || closed) return;
    onSend(trimmed);
    setText('');
  };
  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        send();
      }}
    >
      <chakra.label htmlFor={id} srOnly>
        {label}
      </chakra.label>
      <Textarea
        id={id}
        value={text}
        placeholder={placeholder}
        maxLength={max}
        rows={3}
        disabled={Boolean(closed)}
        aria-describedby={`${id}-count`}
        onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setText(e.currentTarget.value)}
        onKeyDown={(e: React.KeyboardEvent) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            send();
          }
        }}
      />
      <HStack justify="space-between">
        <Text id={`${id}-count`} fontSize="xs" color={text.length >= max ? 'red.fg' : 'fg.muted'}>
          {closed ?? `${text.length} / ${max}`}
        </Text>
        <Button type="submit" size="sm" colorPalette="blue" disabled={!trimmed || Boolean(closed)}>
          {action}
        </Button>
      </HStack>
    </Stack>
  );
}
