// How large the viewer draws a PDF page. A page states its own size, and a hostile one claims
// 1 × 100,000 pt: fitted to the screen's width as it is, that asks for a canvas of 848 × 84,800,000
// pixels. So the page is fitted to the width and zoomed, then bounded on screen and on its canvas.

/**
 * The longest side of one canvas, in pixels: 4096 is the largest texture many phone GPUs take (a
 * larger canvas is drawn in software, slowly, or not at all). A page wider or taller than this on
 * a sharp screen is drawn a little softer instead.
 */
export const MAX_CANVAS_SIDE = 4096;
/**
 * The pixels of one canvas: iOS Safari draws nothing on a canvas above 16,777,216 (64 MB of RGBA).
 * With the side limit above no canvas exceeds it; it stays so that neither limit can be raised
 * alone past what Safari draws.
 */
export const MAX_CANVAS_PIXELS = 16_777_216;
/** The longest side of a page on screen, in CSS px: what a reader can still scroll through. */
export const MAX_CSS_SIDE = 20_000;
/** The zoom steps, times the width that fits the screen. */
export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export type PageLayout = {
  /** CSS px per PDF unit: the page is `cssWidth` × `cssHeight` on screen. */
  cssScale: number;
  cssWidth: number;
  cssHeight: number;
  /** Canvas pixels per PDF unit: the canvas is `canvasWidth` × `canvasHeight`. */
  pixelScale: number;
  canvasWidth: number;
  canvasHeight: number;
};

/**
 * A page of `width` × `height` PDF units fitted to `boxWidth` CSS px, times `zoom`, on a screen of
 * `pixelRatio` device pixels per CSS px.
 */
export function layoutPage(
  { width, height }: { width: number; height: number },
  boxWidth: number,
  zoom: number,
  pixelRatio: number,
): PageLayout {
  // A page under 1 unit (or of no size, or NaN) counts as 1: nothing below divides by zero.
  const w = width > 1 ? width : 1;
  const h = height > 1 ? height : 1;
  const cssScale = Math.min((boxWidth / w) * zoom, MAX_CSS_SIDE / Math.max(w, h));
  const wanted = cssScale * Math.max(pixelRatio, 1);
  const pixelScale = Math.min(
    wanted,
    MAX_CANVAS_SIDE / Math.max(w, h),
    Math.sqrt(MAX_CANVAS_PIXELS / (w * h)),
  );
  return {
    cssScale,
    cssWidth: w * cssScale,
    cssHeight: h * cssScale,
    pixelScale,
    // At least one pixel: a canvas of 0 px throws in pdf.js.
    canvasWidth: Math.max(1, Math.floor(w * pixelScale)),
    canvasHeight: Math.max(1, Math.floor(h * pixelScale)),
  };
}

/** The next zoom step in `direction` (+1 in, -1 out), or the same one at either end. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const i = ZOOMS.findIndex((z) => z >= zoom);
  const at = i === -1 ? ZOOMS.length - 1 : i;
  return ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, at + direction))] ?? zoom;
}
