// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Providers } from '../../../src/app/providers.tsx';
import { toast } from '../../../src/ui/toaster/toast.ts';
import { ToasterHost } from '../../../src/ui/toaster/toaster-host.tsx';

afterEach(cleanup);

it('loads the toaster on the first toast and shows one toast at a time', async () => {
  render(
    <Providers>
      <ToasterHost />
    </Providers>,
  );
  expect(document.querySelector('[data-part="group"]')).toBeNull(); // nothing loaded yet
  toast({ title: 'First', description: 'shown now', type: 'success' });
  toast({ title: 'Second' });
  expect(await screen.findByText('First', {}, { timeout: 3000 })).toBeTruthy();
  expect(screen.getByText('shown now')).toBeTruthy();
  expect(screen.queryByText('Second')).toBeNull(); // queued behind the visible one
  expect(document.querySelector('[data-part="group"]')?.getAttribute('aria-label')).toContain('F8');
});
