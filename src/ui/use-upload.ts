// One chosen file and its upload with progress. A file already uploaded is not sent again when the
// form is submitted a second time (say after the server refused another field).
import { useCallback, useRef, useState } from 'react';
import { type UploadFolder, uploadFile } from '../lib/upload.ts';

export function useUpload(folder: UploadFolder) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const done = useRef(new WeakMap<File, string>());

  /** A new file (or none) was chosen: the last one's progress no longer applies. */
  const choose = useCallback((next: File | null) => {
    setFile(next);
    setProgress(null);
  }, []);

  /** The chosen file's URL, uploading it unless that was done already; null when none is chosen. */
  const upload = useCallback(async (): Promise<string | null> => {
    if (!file) return null;
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
  }, [folder, file]);

  return { file, progress, choose, upload };
}

export type Upload = ReturnType<typeof useUpload>;
