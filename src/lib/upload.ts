// Uploads to Firebase Storage with progress: resumable (chunked above 256 KB) under
// `{folder}/{ourUserId}/{timestamp}_{name}`, signed in to Firebase as our user (a custom token from
// our server) so the production storage.rules can hold each user to their own prefix.
import { getFirebaseAuth, getFirebaseStorage } from './firebase.ts';
import { http } from './http.ts';
import { getSession } from './session.ts';

export type UploadFolder = 'resumes' | 'logos' | 'feed-posts' | 'UpdatedProfiles';

export const uploadLimits = {
  pdf: { types: ['application/pdf'], maxBytes: 5 * 1024 * 1024, label: 'a PDF of at most 5 MB' },
  image: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 2 * 1024 * 1024,
    label: 'a JPG, PNG or WebP image of at most 2 MB',
  },
} as const;

/** A message for a file that breaks the limits, or null when it is fine. */
export function checkFile(file: Blob, kind: keyof typeof uploadLimits): string | null {
  const limit = uploadLimits[kind];
  if (!(limit.types as readonly string[]).includes(file.type)) return `Please choose ${limit.label}`;
  if (file.size > limit.maxBytes) return `The file is too large: please choose ${limit.label}`;
  return null;
}

async function signInAsOurUser(userId: string): Promise<void> {
  const auth = await getFirebaseAuth();
  if (auth.currentUser?.uid === userId) return;
  const { signInWithCustomToken } = await import('firebase/auth');
  const res = await http.post<{ token: string }>('/firebase-token');
  await signInWithCustomToken(auth, res.token);
}

const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(-100) || 'file';

export async function uploadFile(
  file: Blob,
  options: { folder: UploadFolder; fileName: string; onProgress?: (percent: number) => void },
): Promise<string> {
  const userId = getSession()?.user._id;
  if (!userId) throw new Error('Please sign in to upload files');
  await signInAsOurUser(userId);
  const [storage, { ref, uploadBytesResumable, getDownloadURL }] = await Promise.all([
    getFirebaseStorage(),
    import('firebase/storage'),
  ]);
  const target = ref(storage, `${options.folder}/${userId}/${Date.now()}_${safeName(options.fileName)}`);
  const task = uploadBytesResumable(target, file, { contentType: file.type || undefined });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snap) =>
        options.onProgress?.(
          snap.totalBytes ? Math.round((snap.bytesTransferred / snap.totalBytes) * 100) : 0,
        ),
      reject,
      () => resolve(),
    );
  });
  options.onProgress?.(100);
  return getDownloadURL(target);
}
