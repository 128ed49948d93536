// The end of both onboarding forms: why nothing was sent, if so, and the Submit button.
import { Button } from '@chakra-ui/react';
import { FormMessage } from '../../ui/form-field.tsx';

export function SubmitRow({ error, busy }: { error: string | null; busy: boolean }) {
  return (
    <>
      <FormMessage message={error} />
      <Button type="submit" colorPalette="blue" size="lg" loading={busy} loadingText="Submitting…">
        Submit
      </Button>
    </>
  );
}
