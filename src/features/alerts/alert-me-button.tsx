import { Button } from '@chakra-ui/react';
import type { JobFilters } from '../jobs/api.ts';
import { useCreateAlert } from './api.ts';

/** 'Alert me' on /jobs: be told when a job posted later matches this search. */
export function AlertMeButton({ filters }: { filters: JobFilters }) {
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
