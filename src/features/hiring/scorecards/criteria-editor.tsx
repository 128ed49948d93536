// A job's scorecard criteria, for its recruiters: up to ten names in the order interviewers rate
// them. Saving needs the network (the list is the job's, and a refusal must be seen while editing);
// a criterion kept keeps its id, so the ratings already given to it stay attached.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { maxCriteria } from '../../../../contract/scorecards.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useOnline } from '../../../offline/index.ts';
import { Input } from '../../../ui/form-field.tsx';
import { useSaveCriteria } from '../api-writes.ts';
import { criteriaOptions } from './queries.ts';

type Row = { _id?: string; name: string; key: string };
const newKey = () => crypto.randomUUID();

export function CriteriaEditor({ jobId }: { jobId: string }) {
  const query = useQuery(criteriaOptions(jobId));
  const save = useSaveCriteria(jobId);
  const online = useOnline();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (query.data && rows === null) setRows(query.data.map((c) => ({ ...c, key: c._id })));
  }, [query.data, rows]);

  if (!rows) {
    return query.isError ? (
      <Text role="alert" color="red.fg" fontSize="sm">
        {errorMessage(query.error, 'Could not load the criteria')}
      </Text>
    ) : (
      <Text fontSize="sm">Loading the criteria…</Text>
    );
  }
  const edit = (next: Row[]) => {
    setSaved(false);
    setRows(next);
  };
  const swap = (i: number, j: number) => {
    const next = [...rows];
    [next[i], next[j]] = [next[j] as Row, next[i] as Row];
    edit(next);
  };
  return (
    <Stack
      as="form"
      gap="2"
      aria-label="Scorecard criteria"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        const criteria = rows.map(({ _id, name }) => ({ ...(_id ? { _id } : {}), name: name.trim() }));
        save.mutate(criteria, {
          onSuccess: (list) => {
            setRows(list.map((c) => ({ ...c, key: c._id })));
            setSaved(true);
          },
        });
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        Interviewers rate each criterion from 1 to 4 and recommend. With none, a scorecard is the
        recommendation and notes.
      </Text>
      {rows.map((row, i) => (
        <HStack key={row.key} gap="2">
          <Input
            aria-label={`Criterion ${i + 1}`}
            value={row.name}
            maxLength={80}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
              edit(rows.map((r) => (r.key === row.key ? { ...r, name: e.currentTarget.value } : r)))
            }
          />
          <Button
            size="xs"
            variant="ghost"
            aria-label={`Move criterion ${i + 1} up`}
            disabled={i === 0}
            onClick={() => swap(i, i - 1)}
          >
            ↑
          </Button>
          <Button
            size="xs"
            variant="ghost"
            aria-label={`Remove criterion ${i + 1}`}
            onClick={() => edit(rows.filter((r) => r.key !== row.key))}
          >
            Remove
          </Button>
        </HStack>
      ))}
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={rows.length >= maxCriteria}
          onClick={() => edit([...rows, { name: '', key: newKey() }])}
        >
          Add criterion
        </Button>
        <Button type="submit" size="sm" colorPalette="blue" loading={save.isPending} disabled={!online}>
          Save criteria
        </Button>
      </HStack>
      {!online && <Text fontSize="sm">You're offline: saving the criteria needs the network.</Text>}
      {save.isError && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {errorMessage(save.error, 'The criteria were not saved')}
        </Text>
      )}
      {saved && (
        <Text fontSize="sm" role="status">
          Criteria saved
        </Text>
      )}
    </Stack>
  );
}
