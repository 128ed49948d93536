// The shape every account form shares: its fields, one submit button, the server's answer under it.
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from '../../../ui/form-field.tsx';

export function AccountForm(props: {
  label: string;
  /** Called with the form's fields and the form itself (to reset it once saved). */
  onSubmit: (data: FormData, form: HTMLFormElement) => void;
  busy: boolean;
  submitLabel: string;
  loadingText: string;
  done?: string | null;
  error?: string | null;
  children: ReactNode;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(new FormData(event.currentTarget), event.currentTarget);
  };
  return (
    <chakra.form onSubmit={onSubmit} aria-label={props.label} maxW="md">
      <Stack gap="3">
        {props.children}
        <Button
          type="submit"
          size="sm"
          alignSelf="flex-start"
          loading={props.busy}
          loadingText={props.loadingText}
        >
          {props.submitLabel}
        </Button>
      </Stack>
      {props.done && (
        <Text role="status" mt="3" fontSize="sm" color="green.fg">
          {props.done}
        </Text>
      )}
      <FormMessage message={props.error ?? null} />
    </chakra.form>
  );
}
