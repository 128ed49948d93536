import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './providers.tsx';
import { router } from './router.ts';

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
