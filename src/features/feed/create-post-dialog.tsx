// Recruiters' "Create Post" dialog (loaded on demand). Online, the image is uploaded first with
// progress and the post is queued with its URL; offline, the image itself is queued and uploaded
// by the replayer before the post is sent, so it is published with its image after reconnecting.
import { Button, chakra, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, useRef, useState } from 'react';
import { feedPostMaxLength } from '../../../contract/constants.ts';
import { errorMessage } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import { checkFile } from '../../lib/upload.ts';
import { FilePicker } from '../../ui/file-picker.tsx';
import { Field, FormMessage } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/form-field-more.tsx';
import { toast } from '../../ui/toaster/toast.ts';
import { useCreatePost, useUploadPostImage } from './api-writes.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function CreatePostDialog({ open, onOpenChange }: Props) {
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPostImage(setProgress);
  const post = useCreatePost();
  const busy = upload.isPending ? 'uploading' : post.isPending ? 'posting' : 'idle';
  const error = upload.error ?? post.error;
  // An image already uploaded for this dialog is not uploaded again when Post is pressed twice.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const close = () => {
    onOpenChange(false);
    setContent('');
    setImage(null);
    setProgress(null);
    upload.reset();
    post.reset();
    uploaded.current = null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (content.trim() === '' || busy !== 'idle') return;
    const session = getSession();
    if (!session?.token) {
      toast({ title: 'Error', description: 'You must be logged in to create a post', type: 'error' });
      return;
    }
    upload.reset();
    post.reset();
    let imageUrl: string | null = null;
    try {
      if (image) {
        if (uploaded.current?.file === image) imageUrl = uploaded.current.url;
        else {
          setProgress(0);
          imageUrl = await upload.mutateAsync({ file: image, content });
          if (imageUrl) uploaded.current = { file: image, url: imageUrl };
          else setProgress(null); // offline: the image is queued with the post instead
        }
      }
      await post.mutateAsync({ post: { content, image, imageUrl }, session });
      close();
    } catch {
      // Told by the mutation's onError, and shown below the fields from its error.
    }
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
                <FormMessage message={error && errorMessage(error)} />
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
