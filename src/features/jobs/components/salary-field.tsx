// "Salary at least", per year, with its currency: a number field applied when it is left or Enter
// is pressed, not at each keystroke.
import { chakra, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { JobQuery } from '../../../../contract/job-query.ts';
import { currencies } from '../../../../contract/job-query-values.ts';
import { type Change, Label, NumberInput, Select } from './filter-controls.ts';

/** Salary at least, per year: applied when the field is left or Enter is pressed, not per keystroke. */
export function SalaryField({ query, onChange }: { query: JobQuery; onChange: Change }) {
  const id = useId();
  const [text, setText] = useState(query.salary === undefined ? '' : String(query.salary));
  const commit = () => {
    const n = Number(text);
    const salary = text.trim() === '' || !Number.isSafeInteger(n) || n < 0 ? undefined : n;
    if (salary !== query.salary) onChange({ salary });
  };
  return (
    <Stack gap="1" flex="1" minW="40">
      <Label htmlFor={id}>Salary at least (per year)</Label>
      <chakra.div display="flex" gap="1">
        <NumberInput
          id={id}
          name="salary"
          type="number"
          min={0}
          step={1000}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
          flex="1"
        />
        <Select
          name="currency"
          aria-label="Currency"
          value={query.currency ?? ''}
          onChange={(e) =>
            onChange({ currency: (e.currentTarget.value || undefined) as JobQuery['currency'] })
          }
        >
          <option value="">Any</option>
          {currencies.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Select>
      </chakra.div>
    </Stack>
  );
}
