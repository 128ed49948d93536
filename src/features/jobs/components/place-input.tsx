// The place field of the job search: a combobox (WAI-ARIA 1.2 pattern, list autocomplete) that
// completes from the server's gazetteer (GET /api/places). Arrow keys move through the places,
// Enter picks one, Escape closes the list; a place typed but not picked is searched as typed.
import { Box, chakra } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PlacesResponse } from '../../../../contract/job-search.ts';
import { http } from '../../../lib/http.ts';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';

const Input = chakra('input', inputRecipe);

type Props = { value: string; onChange: (value: string) => void; onPick: (label: string) => void };

export function PlaceInput({ value, onChange, onPick }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(value.trim(), 150);
  const places = useQuery({
    queryKey: ['places', typed.toLowerCase()],
    queryFn: ({ signal }) =>
      http.get<PlacesResponse>(`/places?q=${encodeURIComponent(typed)}`, { signal, auth: false }),
    enabled: open && typed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const options = open && typed.length >= 2 ? (places.data?.data ?? []) : [];
  const expanded = options.length > 0;
  const pick = (label: string) => {
    setOpen(false);
    setActive(-1);
    onPick(label);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : -1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      pick(options[active]?.label ?? value);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };
  return (
    <Box position="relative" flex="1" minW={{ base: 'full', sm: '0' }}>
      <Input
        name="where"
        role="combobox"
        aria-label="Where: city or place"
        placeholder="City or place"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-places`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-place-${active}` : undefined}
        autoComplete="off"
        maxLength={100}
        bg="bg.panel"
        value={value}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <Box
        as="ul"
        id={`${id}-places`}
        role="listbox"
        aria-label="Places"
        hidden={!expanded}
        position="absolute"
        zIndex="dropdown"
        insetX="0"
        mt="1"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="md"
        listStyleType="none"
      >
        {options.map((place, i) => (
          <Box
            as="li"
            key={place.label}
            id={`${id}-place-${i}`}
            role="option"
            aria-selected={i === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={i === active ? 'bg.muted' : undefined}
            // Picked before the field's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(place.label);
            }}
          >
            {place.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
