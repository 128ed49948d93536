// "Download my data": one JSON file of everything Hireloop keeps of the account.
import { Button, Stack, Text } from '@chakra-ui/react';
import { FormMessage } from '../../../ui/form-field.tsx';
import { accountDataError, useDownloadMyData } from '../api-writes.ts';

export function ExportData() {
  const download = useDownloadMyData();
  return (
    <Stack gap="2" align="flex-start">
      <Text color="fg.muted" fontSize="sm">
        Your profile, applications, saved jobs, alerts, notifications, jobs and posts, with links to your
        files, in one JSON file.
      </Text>
      <Button
        variant="outline"
        size="sm"
        onClick={() => download.mutate()}
        loading={download.isPending}
        loadingText="Preparing…"
      >
        Download my data
      </Button>
      <FormMessage message={download.error && accountDataError(download.error)} mt="1" />
    </Stack>
  );
}
