// The in-app résumé viewer: draws a kept PDF with pdf.js, page by page, to the width of the
// screen, so a phone without a PDF viewer of its own can read it offline. Loaded on first use only.
import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame.tsx';
import pdfWorkerUrl from '../pdf-worker-url.ts';

GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

/** A résumé longer than this is cut short here: the rest is not what a decision rests on. */
const MAX_PAGES = 20;

type Props = { name: string; blob: Blob | null; onClose: () => void };

function Pages({ blob }: { blob: Blob }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  useEffect(() => {
    const box = holder.current;
    if (!box) return;
    let cancelled = false;
    const draw = async () => {
      const loading = getDocument({ data: new Uint8Array(await blob.arrayBuffer()) });
      try {
        const pdf = await loading.promise;
        const width = box.clientWidth || 600;
        for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES) && !cancelled; n++) {
          const page = await pdf.getPage(n);
          const scale = width / page.getViewport({ scale: 1 }).width;
          const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.style.width = '100%';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `Page ${n} of ${pdf.numPages}`);
          await page.render({ canvas, viewport }).promise;
          if (cancelled) break;
          box.append(canvas);
          setState('shown');
        }
      } catch {
        if (!cancelled) setState('failed');
      } finally {
        if (cancelled) void loading.destroy();
      }
    };
    void draw();
    return () => {
      cancelled = true;
      box.replaceChildren();
    };
  }, [blob]);

  return (
    <Stack gap="3">
      {state === 'loading' && (
        <Center py="10" gap="3">
          <Spinner size="sm" />
          <Text color="fg.muted">Opening resume…</Text>
        </Center>
      )}
      {state === 'failed' && (
        <Text role="alert" color="red.fg">
          This resume could not be shown.
        </Text>
      )}
      <Stack ref={holder} gap="3" css={{ '& canvas': { borderWidth: '1px', bg: 'white' } }} />
    </Stack>
  );
}

export function ResumeViewer({ name, blob, onClose }: Props) {
  return (
    <DialogFrame
      open={Boolean(blob)}
      onClose={onClose}
      size={{ base: 'full', md: 'xl' }}
      title={`Resume — ${name}`}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Box>{blob && <Pages blob={blob} />}</Box>
    </DialogFrame>
  );
}
