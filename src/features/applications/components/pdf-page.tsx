// One page of a PDF, drawn by pdf.js at the size layoutPage allows, with pdf.js's text layer over
// it so its text can be selected. Only the page on show is drawn: one canvas at a time, whatever
// the number of pages.
import { Box } from '@chakra-ui/react';
import { type PDFDocumentProxy, TextLayer } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import { layoutPage } from './pdf-size.ts';

type Props = {
  pdf: PDFDocumentProxy;
  number: number;
  /** The width to fit, in CSS px (0 until measured). */
  width: number;
  zoom: number;
  onFailed: () => void;
};

export function PdfPage({ pdf, number, width, zoom, onFailed }: Props) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = frame.current;
    if (!box || width <= 0) return;
    let cancelled = false;
    let stop = () => {};
    const draw = async () => {
      const page = await pdf.getPage(number);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      const size = layoutPage(base, width, zoom, window.devicePixelRatio || 1);
      const canvas = document.createElement('canvas');
      canvas.width = size.canvasWidth;
      canvas.height = size.canvasHeight;
      Object.assign(canvas.style, { position: 'absolute', inset: '0', width: '100%', height: '100%' });
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', `Page ${number} of ${pdf.numPages}`);
      const text = document.createElement('div');
      text.className = 'textLayer';
      text.style.setProperty('--total-scale-factor', String(size.cssScale * base.userUnit));
      const render = page.render({ canvas, viewport: page.getViewport({ scale: size.pixelScale }) });
      const layer = new TextLayer({
        textContentSource: page.streamTextContent(),
        container: text,
        viewport: page.getViewport({ scale: size.cssScale }),
      });
      stop = () => {
        render.cancel();
        layer.cancel();
      };
      await render.promise;
      // The drawn page replaces the last one only once it is ready: zooming never flashes blank.
      if (cancelled) return;
      Object.assign(box.style, { width: `${size.cssWidth}px`, height: `${size.cssHeight}px` });
      box.replaceChildren(canvas, text);
      // Without its text the page still reads: a text layer that fails is left out.
      await layer.render().catch(() => text.remove());
    };
    draw().catch(() => {
      if (!cancelled) onFailed();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [pdf, number, width, zoom, onFailed]);

  return <Box ref={frame} position="relative" mx="auto" bg="white" shadow="sm" flexShrink={0} />;
}
