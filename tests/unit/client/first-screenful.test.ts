// @vitest-environment happy-dom
// A long list renders a first screenful, then the rest a task later (src/ui/use-first-screenful.ts).
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstScreenful } from '../../../src/ui/use-first-screenful.ts';

describe('useFirstScreenful', () => {
  it('renders a screenful first, then everything', async () => {
    const { result } = renderHook(() => useFirstScreenful(20, 6));
    expect(result.current).toBe(6);
    await waitFor(() => expect(result.current).toBe(20));
  });

  it('renders a short list whole at once', () => {
    const { result } = renderHook(() => useFirstScreenful(4, 6));
    expect(result.current).toBe(4);
  });

  it('shows a screenful when the items arrive after the first render', async () => {
    const { result, rerender } = renderHook(({ total }) => useFirstScreenful(total, 6), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 20 });
    expect(result.current).toBe(6);
    await waitFor(() => expect(result.current).toBe(20));
  });
});
