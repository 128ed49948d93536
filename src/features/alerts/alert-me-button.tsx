import { Button } from '@chakra-ui/react';
import type { JobType } from '../../../contract/constants.ts';
import { useCreateAlert } from './api.ts';

/** The /jobs search an alert is made from ('' for no words, every type). */
export type AlertSearch = { q: string; type: JobType | '' };

/** 'Alert me' on /jobs: be told when a job posted later matches this search. */
export function AlertMeButton({ filters }: { filters: AlertSearch }) {
  const create = useCreateAlert();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={create.isPending}
      onClick={() => create.mutate({ q: filters.q || undefined, type: filters.type || undefined })}
    >
      Alert me
    </Button>
  );
}
