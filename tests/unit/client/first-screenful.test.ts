// @vitest-environment happy-dom
// A long list renders a few items first, then `step` more per task (src/ui/use-first-screenful.ts).
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstScreenful } from '../../../src/ui/use-first-screenful.ts';

describe('useFirstScreenful', () => {
  it('renders a few first, then one step more per task until all are shown', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useFirstScreenful(20, 2, 6);
      if (seen.at(-1) !== shown) seen.push(shown);
      return shown;
    });
    expect(result.current).toBe(2);
    await waitFor(() => expect(result.current).toBe(20));
    expect(seen).toEqual([2, 8, 14, 20]);
  });

  it('shows a next page in steps too', async () => {
    const { result, rerender } = renderHook(({ total }) => useFirstScreenful(total, 6, 6), {
      initialProps: { total: 6 },
    });
    expect(result.current).toBe(6);
    rerender({ total: 16 });
    expect(result.current).toBe(6);
    await waitFor(() => expect(result.current).toBe(16));
  });

  it('renders a short list whole at once', () => {
    const { result } = renderHook(() => useFirstScreenful(4, 6, 6));
    expect(result.current).toBe(4);
  });

  it('shows a screenful when the items arrive after the first render', async () => {
    const { result, rerender } = renderHook(({ total }) => useFirstScreenful(total, 6, 6), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 20 });
    expect(result.current).toBe(6);
    await waitFor(() => expect(result.current).toBe(20));
  });
});
