// 'Apply for {title}': an optional note (at most 2,000 characters), Cancel and 'Confirm Application'.
// Loaded on the first 'Apply Now', so the dialog recipe costs nothing before that.
import { Button, chakra, Text } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame.tsx';

const Textarea = chakra('textarea', textareaRecipe);
export const NOTE_MAX = 2000;

type Props = {
  open: boolean;
  title: string;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (note: string) => void;
};

export function ApplyDialog({ open, title, busy, onOpenChange, onConfirm }: Props) {
  const [note, setNote] = useState('');
  const id = useId();
  return (
    <DialogFrame
      open={open}
      onClose={() => !busy && onOpenChange(false)}
      title={`Apply for ${title}`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button
            colorPalette="blue"
            onClick={() => onConfirm(note)}
            loading={busy}
            loadingText="Applying..."
          >
            Confirm Application
          </Button>
        </>
      }
    >
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1.5">
        Note to the recruiter (optional)
      </chakra.label>
      <Textarea
        id={id}
        rows={6}
        value={note}
        maxLength={NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
        placeholder="Why does this role fit you?"
        aria-describedby={`${id}-count`}
      />
      <Text id={`${id}-count`} fontSize="xs" color="fg.muted" mt="1" textAlign="end">
        {note.length}/{NOTE_MAX}
      </Text>
    </DialogFrame>
  );
}
