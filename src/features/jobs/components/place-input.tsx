// The place field of the job search: a combobox (WAI-ARIA 1.2, list autocomplete) completing from
// the server's gazetteer. The field itself is part of the page (and of the form sent without
// script); its list, with the requests and the keys, loads when the field is first used.
import { Box, chakra } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { ListState } from './place-suggestions.tsx';

const Input = chakra('input', inputRecipe);
const PlaceSuggestions = lazy(() =>
  import('./place-suggestions.tsx').then((m) => ({ default: m.PlaceSuggestions })),
);

type Props = { value: string; onChange: (value: string) => void; onPick: (label: string) => void };

export function PlaceInput({ value, onChange, onPick }: Props) {
  const id = useId();
  const [used, setUsed] = useState(false);
  const [list, setList] = useState<ListState>({ expanded: false, activeId: undefined });
  const keys = useRef<(e: React.KeyboardEvent<HTMLInputElement>) => void>(undefined);
  const open = useRef<(open: boolean) => void>(undefined);
  return (
    <Box position="relative" flex="1" minW={{ base: 'full', sm: '0' }}>
      <Input
        name="where"
        role="combobox"
        aria-label="Where: city or place"
        placeholder="City or place"
        aria-autocomplete="list"
        aria-expanded={list.expanded}
        aria-controls={`${id}-places`}
        aria-activedescendant={list.activeId}
        autoComplete="off"
        maxLength={100}
        bg="bg.panel"
        value={value}
        onFocus={() => setUsed(true)}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          open.current?.(true);
        }}
        onKeyDown={(e) => keys.current?.(e)}
        onBlur={() => open.current?.(false)}
      />
      {used && (
        <Suspense fallback={null}>
          <PlaceSuggestions id={id} value={value} onPick={onPick} onState={setList} keys={keys} open={open} />
        </Suspense>
      )}
    </Box>
  );
}
