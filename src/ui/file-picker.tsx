// A single-file picker (click or drop) that shows the chosen file's name, size in MB, type and
// modified date, and says in words why a file was refused. The upload itself is the caller's.
import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { checkFile } from '../lib/upload.ts';
import type { Upload } from './use-upload.ts';

const logoTypes = ['image/jpeg', 'image/png'];

/** The pickers the forms use: a PDF resume, a .jpg/.png/.jpeg logo, a profile photo. */
export const filePresets = {
  resume: {
    accept: 'application/pdf,.pdf',
    hint: 'PDF only, at most 5 MB',
    check: (file: File) => checkFile(file, 'pdf'),
  },
  logo: {
    accept: '.jpg,.png,.jpeg,image/jpeg,image/png',
    hint: '.jpg, .png or .jpeg, at most 2 MB',
    check: (file: File) =>
      /\.(jpe?g|png)$/i.test(file.name) && logoTypes.includes(file.type)
        ? checkFile(file, 'image')
        : 'Please choose a .jpg, .png or .jpeg image of at most 2 MB',
  },
  photo: {
    accept: 'image/jpeg,image/png,image/webp',
    hint: 'JPG, PNG or WebP, at most 2 MB',
    check: (file: File) => checkFile(file, 'image'),
  },
} as const;

type Props = {
  label: string;
  /** The input's accept list, e.g. "application/pdf,.pdf". */
  accept: string;
  /** What the picker takes, shown under it: "PDF only, at most 5 MB". */
  hint: string;
  required?: boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A message when the file is refused, else null. */
  check: (file: File) => string | null;
  /** 0–100 while uploading, null otherwise. */
  progress?: number | null;
  disabled?: boolean;
};

export const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

export function FilePicker({
  label,
  accept,
  hint,
  required,
  file,
  onChange,
  check,
  progress,
  disabled,
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragActive, setDragActive] = useState(false);

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      setRejection('Please choose a single file.');
      return;
    }
    const picked = files[0] as File;
    const problem = check(picked);
    setRejection(problem);
    if (!problem) onChange(picked);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragActive(false);
    if (!disabled) choose(e.dataTransfer.files);
  };

  return (
    <Stack gap="1.5">
      <chakra.div fontSize="sm" fontWeight="medium">
        <chakra.label htmlFor={id}>{label}</chakra.label>
        {/* Outside the label, so the field's name stays the plain label text. */}
        {required && (
          <chakra.span color="red.fg" ms="1" aria-hidden="true">
            *
          </chakra.span>
        )}
      </chakra.div>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragActive ? 'blue.solid' : 'border'}
        bg={dragActive ? 'blue.subtle' : 'bg.subtle'}
        rounded="lg"
        p="4"
        onDragOver={(e) => {
          e.preventDefault();
          setDragActive(true);
        }}
        onDragLeave={() => setDragActive(false)}
        onDrop={onDrop}
      >
        <chakra.input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          srOnly
          tabIndex={-1}
          disabled={disabled}
          onChange={(e) => {
            choose(e.currentTarget.files);
            e.currentTarget.value = ''; // choosing the same file again still fires change
          }}
        />
        <HStack gap="3" flexWrap="wrap">
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
            {file ? 'Choose another file' : 'Choose file'}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {hint} — or drop it here
          </Text>
        </HStack>
        {file && <ChosenFile file={file} onRemove={disabled ? undefined : () => onChange(null)} />}
        {progress != null && <UploadProgress percent={progress} />}
      </Box>
      {rejection && (
        <Text role="alert" fontSize="sm" color="red.fg">
          {rejection}
        </Text>
      )}
    </Stack>
  );
}

function ChosenFile({ file, onRemove }: { file: File; onRemove?: () => void }) {
  return (
    <HStack mt="3" gap="3" justify="space-between" align="start" data-testid="chosen-file">
      <Box fontSize="sm" minW="0">
        <Text fontWeight="medium" truncate>
          {file.name}
        </Text>
        <Text color="fg.muted">
          {sizeInMb(file.size)} · {file.type || 'unknown type'} · modified{' '}
          {new Date(file.lastModified).toLocaleDateString()}
        </Text>
      </Box>
      {onRemove && (
        <Button size="xs" variant="ghost" onClick={onRemove} aria-label={`Remove ${file.name}`}>
          Remove
        </Button>
      )}
    </HStack>
  );
}

/** A bar and the percentage in words (progress is shown as a percentage). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Box mt="3">
      <Box
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="2"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="blue.solid" transition="width 0.2s" />
      </Box>
      <Text fontSize="sm" mt="1" aria-live="polite" data-testid="upload-percent">
        {percent < 100 ? `Uploading… ${percent}%` : 'Uploaded 100%'}
      </Text>
    </Box>
  );
}

/** A picker for a file that `useUpload` sends: the chosen file and its progress live there. */
export function UploadPicker({
  upload,
  ...props
}: Omit<Props, 'file' | 'onChange' | 'progress'> & { upload: Upload }) {
  return <FilePicker {...props} file={upload.file} onChange={upload.choose} progress={upload.progress} />;
}
