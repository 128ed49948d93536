// Recruiters' "Create Post" dialog (loaded on demand). Online, the image is uploaded first with
// progress and the post is queued with its URL; offline, the image itself is queued and uploaded
// by the replayer before the post is sent, so it is published with its image after reconnecting.
import { Button, chakra, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { feedPostMaxLength } from '../../../contract/constants.ts';
import { errorMessage } from '../../lib/http.ts';
import { getSession, type Session } from '../../lib/session.ts';
import { checkFile } from '../../lib/upload.ts';
import { discardEntry } from '../../offline/outbox.ts';
import { FilePicker } from '../../ui/file-picker.tsx';
import { Field, FormMessage } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/form-field-more.tsx';
import { toast } from '../../ui/toaster/toast.ts';
import { feedKeys } from './api.ts';
import { submitPost } from './submit-post.ts';
import { uploadUnlessOffline } from './upload-image.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };
type Busy = 'idle' | 'uploading' | 'posting';

export function CreatePostDialog({ open, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [phase, setPhase] = useState<'uploading' | 'posting'>('posting');
  // An image already uploaded for this dialog is not uploaded again when Post is pressed twice.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  // Uploads the image (unless offline: then it is queued with the post), then sends or queues the
  // post. A refusal answered at once is thrown, to be shown here where the user can fix it.
  const post = useMutation({
    mutationFn: async (session: Session) => {
      let imageUrl: string | null = null;
      if (image) {
        if (uploaded.current?.file === image) imageUrl = uploaded.current.url;
        else {
          setPhase('uploading');
          setProgress(0);
          imageUrl = await uploadUnlessOffline(image, setProgress);
          if (imageUrl) uploaded.current = { file: image, url: imageUrl };
          else setProgress(null);
        }
      }
      setPhase('posting');
      const outcome = await submitPost({ content, image, imageUrl }, session);
      if (outcome.status === 'failed') {
        // No second copy waits in the outbox.
        void discardEntry(outcome.entry.id);
        throw new Error(outcome.message);
      }
      return outcome;
    },
    onSuccess: (outcome) => {
      if (outcome.status === 'queued') {
        toast({
          title: 'Post saved',
          description: "It will be posted when you're back online.",
          type: 'info',
        });
      } else {
        void queryClient.invalidateQueries({ queryKey: feedKeys.all });
      }
      close();
    },
    onError: () => {
      toast({ title: 'Error creating post', description: 'Please try again', type: 'error' });
      setProgress(null);
    },
  });
  const busy: Busy = !post.isPending ? 'idle' : phase;
  const error = post.error ? errorMessage(post.error) : null;

  function close() {
    onOpenChange(false);
    setContent('');
    setImage(null);
    setProgress(null);
    post.reset();
    uploaded.current = null;
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (content.trim() === '' || busy !== 'idle') return;
    const session = getSession();
    if (!session?.token) {
      toast({ title: 'Error', description: 'You must be logged in to create a post', type: 'error' });
      return;
    }
    post.reset();
    post.mutate(session);
  };

  const uploading = busy === 'uploading' && (progress ?? 0) < 100;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => !e.open && busy === 'idle' && close()}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={busy === 'idle'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <chakra.form display="contents" onSubmit={submit} noValidate aria-label="Create Post">
              <Dialog.Header>
                <Dialog.Title>Create Post</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Field label="Content" required>
                    {({ id }) => (
                      <Stack gap="1">
                        <Textarea
                          id={id}
                          name="content"
                          required
                          rows={6}
                          maxLength={feedPostMaxLength}
                          placeholder="What would you like to share?"
                          value={content}
                          onChange={(ev) => setContent(ev.currentTarget.value)}
                          aria-describedby={`${id}-count`}
                        />
                        <Text id={`${id}-count`} fontSize="xs" color="fg.muted" textAlign="end">
                          {content.length.toLocaleString('en-US')} /{' '}
                          {feedPostMaxLength.toLocaleString('en-US')}
                        </Text>
                      </Stack>
                    )}
                  </Field>
                  <FilePicker
                    label="Image (optional)"
                    accept="image/jpeg,image/png,image/webp"
                    hint="JPG, PNG or WebP, at most 2 MB"
                    file={image}
                    onChange={setImage}
                    check={(f) => checkFile(f, 'image')}
                    progress={progress}
                    disabled={busy !== 'idle'}
                  />
                </Stack>
                <FormMessage message={error} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={busy !== 'idle'}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="blue"
                  disabled={content.trim() === '' || busy !== 'idle'}
                  loading={busy === 'posting'}
                  loadingText="Posting..."
                >
                  {uploading ? 'Uploading...' : 'Post'}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild disabled={busy !== 'idle'}>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
