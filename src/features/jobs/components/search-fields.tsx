// The words and the place of the job search form. On a server's page their code loads when the
// form is first used (job-search-bar.tsx); what was typed before it came is taken up then.
import { type RefObject, useState } from 'react';
import { SearchInput } from '../../../ui/search-input.tsx';
import { useFormCaughtUp } from './form-caught-up.ts';
import { PlaceInput } from './place-input.tsx';

export type SearchFieldsProps = {
  form: RefObject<HTMLFormElement | null>;
  text: string;
  onTextChange: (text: string) => void;
  /** The place as the query holds it. */
  where: string;
  /** A place picked from the completion list: searched at once. */
  onPick: (label: string) => void;
  placeholder: string;
  busy: boolean;
  /** A recruiter's own listings: words only. */
  listingsOnly?: boolean;
};

export function SearchFields({
  form,
  text,
  onTextChange,
  where,
  onPick,
  placeholder,
  busy,
  listingsOnly,
}: SearchFieldsProps) {
  const [place, setPlace] = useState(where);
  useFormCaughtUp(form, (fields) => {
    const typed = fields.get('q');
    if (typeof typed === 'string' && typed !== text) onTextChange(typed);
    const placeTyped = fields.get('where');
    if (typeof placeTyped === 'string' && placeTyped !== place) setPlace(placeTyped);
  });
  return (
    <>
      <SearchInput name="q" placeholder={placeholder} value={text} onChange={onTextChange} busy={busy} />
      {!listingsOnly && (
        <PlaceInput
          value={place}
          onChange={setPlace}
          onPick={(label) => {
            setPlace(label);
            onPick(label);
          }}
        />
      )}
    </>
  );
}
