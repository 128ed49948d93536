// The résumé viewer's page sizes: fitted to the width and zoomed, and never a canvas the browser
// cannot draw, whatever size a page claims.
import { describe, expect, it } from 'vitest';
import {
  layoutPage,
  MAX_CANVAS_PIXELS,
  MAX_CANVAS_SIDE,
  MAX_CSS_SIDE,
  stepZoom,
} from '../../../src/features/applications/components/pdf-size.ts';

const A4 = { width: 595, height: 842 };

describe('layoutPage', () => {
  it('fits an A4 page to the width, sharp on a 2× screen', () => {
    const size = layoutPage(A4, 400, 1, 2);
    expect(size.cssWidth).toBeCloseTo(400);
    expect(size.cssHeight).toBeCloseTo(566, 0);
    expect(size.canvasWidth).toBe(800);
    expect(size.canvasHeight).toBe(1132);
  });

  it('zooms from the fitted width', () => {
    expect(layoutPage(A4, 400, 2, 1).cssWidth).toBeCloseTo(800);
    expect(layoutPage(A4, 400, 0.5, 1).cssWidth).toBeCloseTo(200);
  });

  it('draws a page larger than the canvas limits softer, never larger', () => {
    const size = layoutPage(A4, 1200, 3, 3); // 3600 CSS px wide, 10,800 device px
    expect(size.cssWidth).toBeCloseTo(3600);
    expect(size.canvasWidth).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
    expect(size.canvasHeight).toBe(MAX_CANVAS_SIDE);
    expect(size.canvasWidth / size.canvasHeight).toBeCloseTo(595 / 842, 2);
  });

  it('bounds a hostile 1 × 100,000 pt page on screen and on its canvas', () => {
    const size = layoutPage({ width: 1, height: 100_000 }, 424, 1, 2);
    // Fitted as it claims, that would be a canvas of 848 × 84,800,000 px.
    expect(size.cssHeight).toBeLessThanOrEqual(MAX_CSS_SIDE);
    expect(size.canvasHeight).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
    expect(size.canvasWidth).toBe(1);
    expect(size.canvasWidth * size.canvasHeight).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
  });

  it('bounds a page that claims to be huge both ways, and one of zero size', () => {
    const huge = layoutPage({ width: 14_400, height: 14_400 }, 1000, 3, 2);
    expect(huge.canvasWidth * huge.canvasHeight).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(Math.max(huge.cssWidth, huge.cssHeight)).toBeLessThanOrEqual(MAX_CSS_SIDE);
    // No size at all counts as one unit square, fitted like any page.
    const empty = layoutPage({ width: 0, height: Number.NaN }, 400, 1, 1);
    expect([empty.canvasWidth, empty.canvasHeight, empty.cssWidth]).toEqual([400, 400, 400]);
  });
});

describe('stepZoom', () => {
  it('steps through the zoom levels and stops at either end', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.5, -1)).toBe(0.5);
  });
});
