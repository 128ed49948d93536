// The place field's list (place-input.tsx): places from GET /api/places for what is typed, moved
// through with the arrow keys, picked with Enter or a click, closed with Escape. A place typed but
// not picked is searched as typed.
import { Box } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import type { PlacesResponse } from '../../../../contract/job-search.ts';
import { http } from '../../../lib/http.ts';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';

export type ListState = { expanded: boolean; activeId: string | undefined };

type Props = {
  id: string;
  value: string;
  onPick: (label: string) => void;
  onState: (state: ListState) => void;
  /** The field's key and open handlers, set by this list. */
  keys: RefObject<((e: React.KeyboardEvent<HTMLInputElement>) => void) | undefined>;
  open: RefObject<((open: boolean) => void) | undefined>;
};

export function PlaceSuggestions({ id, value, onPick, onState, keys, open: setOpenRef }: Props) {
  const [open, setOpen] = useState(true);
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
  const activeId = expanded && active >= 0 ? `${id}-place-${active}` : undefined;
  useEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState]);
  const pick = (label: string) => {
    setOpen(false);
    setActive(-1);
    onPick(label);
  };
  setOpenRef.current = (next) => {
    setOpen(next);
    setActive(-1);
  };
  keys.current = (e) => {
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
  );
}
