import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Keeps the tab's title in step with the screen as the user moves around. The server sends each
 * page's whole head (description, previews, canonical) for visitors and crawlers; in the browser
 * only the title shows, so TanStack's HeadContent stays out of every page's first load.
 */
export function useDocumentTitle(): void {
  const title = useRouterState({
    select: (state) =>
      state.matches
        .flatMap((match) => match.meta ?? [])
        .reduce<string | undefined>((last, meta) => meta?.title ?? last, undefined),
  });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
