// One file's upload with its progress. A file already uploaded is not sent again when the form is
// submitted a second time (say after the server refused another field).
import { useCallback, useRef, useState } from 'react';
import { type UploadFolder, uploadFile } from '../lib/upload.ts';

export function useUpload(folder: UploadFolder) {
  const [progress, setProgress] = useState<number | null>(null);
  const done = useRef(new WeakMap<File, string>());

  const upload = useCallback(
    async (file: File): Promise<string> => {
      const known = done.current.get(file);
      if (known) return known;
      setProgress(0);
      try {
        const url = await uploadFile(file, { folder, fileName: file.name, onProgress: setProgress });
        done.current.set(file, url);
        return url;
      } catch (e) {
        setProgress(null);
        throw e;
      }
    },
    [folder],
  );

  const reset = useCallback(() => setProgress(null), []);
  return { progress, upload, reset };
}
