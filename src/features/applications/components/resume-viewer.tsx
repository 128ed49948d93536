// The in-app résumé viewer: draws a kept PDF with pdf.js, one page at a time fitted to the width
// of the screen, with Previous / Next, zoom and selectable text, so a phone without a PDF viewer
// of its own can read it offline. Loaded on first use only, with its stylesheet.
import './text-layer.css';
import { Box, Button, Center, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame.tsx';
import pdfWorkerUrl from '../pdf-worker-url.ts';
import { PdfPage } from './pdf-page.tsx';
import { stepZoom, ZOOMS } from './pdf-size.ts';

GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

type Props = { name: string; blob: Blob | null; onClose: () => void };

/** The document in `blob`, once pdf.js has read it; `failed` when it could not. */
function usePdf(blob: Blob) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const loading = blob.arrayBuffer().then((data) => getDocument({ data: new Uint8Array(data) }));
    loading
      .then((task) => task.promise)
      .then((doc) => !cancelled && setPdf(doc))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void loading.then((task) => task.destroy()).catch(() => {});
    };
  }, [blob]);
  return { pdf, failed, setFailed };
}

/** The inner width of the element, kept up to date as the dialog or the window resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setWidth(Math.floor(box.clientWidth)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function Pages({ blob }: { blob: Blob }) {
  const { pdf, failed, setFailed } = usePdf(blob);
  const { ref, width } = useWidth();
  const [number, setNumber] = useState(1);
  const [zoom, setZoom] = useState<number>(1);
  const onFailed = useCallback(() => setFailed(true), [setFailed]);
  const pages = pdf?.numPages ?? 0;

  return (
    <>
      {pdf && !failed && (
        <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={number <= 1} onClick={() => setNumber(number - 1)}>
              Previous
            </Button>
            <Text fontSize="sm" aria-live="polite" minW="6.5rem" textAlign="center">
              Page {number} of {pages}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={number >= pages}
              onClick={() => setNumber(number + 1)}
            >
              Next
            </Button>
          </HStack>
          <HStack gap="2">
            <IconButton
              size="sm"
              variant="outline"
              aria-label="Zoom out"
              disabled={zoom <= Math.min(...ZOOMS)}
              onClick={() => setZoom(stepZoom(zoom, -1))}
            >
              −
            </IconButton>
            <Text fontSize="sm" minW="3rem" textAlign="center" aria-label="Zoom">
              {Math.round(zoom * 100)}%
            </Text>
            <IconButton
              size="sm"
              variant="outline"
              aria-label="Zoom in"
              disabled={zoom >= Math.max(...ZOOMS)}
              onClick={() => setZoom(stepZoom(zoom, 1))}
            >
              +
            </IconButton>
          </HStack>
        </HStack>
      )}
      {!pdf && !failed && (
        <Center py="10" gap="3">
          <Spinner size="sm" />
          <Text color="fg.muted">Opening resume…</Text>
        </Center>
      )}
      {failed && (
        <Text role="alert" color="red.fg">
          This resume could not be shown.
        </Text>
      )}
      {/* Zoomed past the width, the page scrolls sideways here; 100% is the width that fits. */}
      <Box ref={ref} overflowX="auto" display="flex">
        {pdf && !failed && (
          <PdfPage pdf={pdf} number={number} width={width} zoom={zoom} onFailed={onFailed} />
        )}
      </Box>
    </>
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
      {blob && <Pages blob={blob} />}
    </DialogFrame>
  );
}
