// @vitest-environment happy-dom
// The Feed screen through the real router, Chakra system, Dexie (fake IndexedDB) and outbox; only
// fetch is faked.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FeedPost } from '../../../contract/feed.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { saveSession } from '../../../src/lib/session.ts';
import { isolateRouteTests, type Call, fakeApi, json, renderAt, session } from './route-harness.tsx';

isolateRouteTests();

const post = (n: number, over: Partial<FeedPost> = {}): FeedPost => ({
  _id: `p${n}`,
  content: `Post number ${n}`,
  image: null,
  createdAt: new Date(Date.UTC(2030, 5, 1, 12, n)).toISOString(),
  userId: { _id: 'r1', username: 'priya Raman', image: null },
  ...over,
});

const page = (data: FeedPost[], nextCursor: string | null = null) =>
  json(200, { success: true, data, nextCursor });

/** Feed pages by cursor ('' = first page); other calls go to `other`. */
function feedApi(
  pages: Record<string, Response | (() => Response)>,
  other?: (c: Call) => Response | undefined,
) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path.startsWith('/feed/posts')) {
      const cursor = new URLSearchParams(call.path.split('?')[1]).get('cursor') ?? '';
      const res = pages[cursor];
      return typeof res === 'function' ? res() : res?.clone();
    }
    return other?.(call);
  });
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create Post' }));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

describe('feed', () => {
  it('shows each post: avatar letter, username, date and time, Recruiter label, image and content', async () => {
    feedApi({
      '': page([
        post(2, { image: 'https://storage.example.com/a.png', content: 'Hiring now' }),
        post(1, { userId: { _id: 'r2', username: 'marcus', image: 'https://img.example.com/m.png' } }),
      ]),
    });
    renderAt('/Feed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeTruthy();
    const [first, second] = await screen.findAllByRole('article');
    const a = within(first as HTMLElement);
    expect(a.getByText('priya Raman')).toBeTruthy();
    expect(a.getByText('Recruiter')).toBeTruthy();
    expect(a.getByTestId('post-avatar').textContent).toBe('P');
    expect(a.getByText('Hiring now')).toBeTruthy();
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe(post(2).createdAt);
    expect(first?.querySelector('time')?.textContent).toMatch(/2030/);
    const img = a.getByRole('img', { name: 'Shared by priya Raman' });
    expect(img.getAttribute('src')).toBe('https://storage.example.com/a.png');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBeTruthy();
    // The second poster has a photo: it replaces the letter.
    const avatar = within(second as HTMLElement).getByTestId('post-avatar');
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe('https://img.example.com/m.png');
    // Visitors read the feed but cannot post.
    expect(screen.queryByRole('button', { name: 'Create Post' })).toBeNull();
  });

  it('shows the empty state', async () => {
    feedApi({ '': page([]) });
    renderAt('/feed');
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    expect(screen.getByText('Be the first to share something!')).toBeTruthy();
  });

  it('renders content as text, never as HTML, keeping line breaks', async () => {
    const content = '<script>window.__pwned = 1</script><b>bold</b>\nsecond line';
    feedApi({ '': page([post(1, { content })]) });
    renderAt('/feed');
    const article = await screen.findByRole('article');
    const text = within(article).getByTestId('post-content');
    expect(text.textContent).toBe(content);
    expect(article.querySelector('script, b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('loads more posts when the end of the list comes into view', async () => {
    let trigger: () => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          trigger = () => cb([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        observe() {}
        disconnect() {}
      },
    );
    const calls = feedApi({ '': page([post(3), post(2)], 'c1'), c1: page([post(1)]) });
    renderAt('/feed');
    await screen.findByText('Post number 2');
    expect(screen.queryByText('Post number 1')).toBeNull();
    await act(async () => trigger());
    expect(await screen.findByText('Post number 1')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/feed/posts')).map((c) => c.path)).toEqual([
      '/feed/posts?limit=10',
      '/feed/posts?limit=10&cursor=c1',
    ]);
    expect(screen.queryByTestId('feed-sentinel')).toBeNull(); // nothing more to load
  });

  it('says when posts cannot be fetched and tries again', async () => {
    let fail = true;
    feedApi({
      '': () => (fail ? json(400, { success: false, message: 'Bad cursor' }) : page([post(1)])),
    });
    renderAt('/feed');
    expect(
      await screen.findByText('Error fetching posts', { selector: '[data-part=title]' }, { timeout: 4000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Post number 1')).toBeTruthy();
  });

  it('shows Create Post to recruiters only', async () => {
    feedApi({ '': page([post(1)]) });
    saveSession(session('candidate'));
    renderAt('/feed');
    await screen.findByText('Post number 1');
    expect(screen.queryByRole('button', { name: 'Create Post' })).toBeNull();
    cleanup();
    queryClient.clear();
    saveSession(session('recruiter'));
    renderAt('/feed');
    expect(await screen.findByRole('button', { name: 'Create Post' })).toBeTruthy();
  });

  it('keeps Post disabled while the content is blank, and counts characters', async () => {
    feedApi({ '': page([]) });
    saveSession(session('recruiter'));
    renderAt('/feed');
    const dialog = await openDialog();
    const postButton = within(dialog).getByRole('button', { name: 'Post' }) as HTMLButtonElement;
    expect(postButton.disabled).toBe(true);
    const content = within(dialog).getByLabelText('Content');
    fireEvent.change(content, { target: { value: '   \n ' } });
    expect(postButton.disabled).toBe(true);
    fireEvent.change(content, { target: { value: 'Hello' } });
    expect(postButton.disabled).toBe(false);
    expect(within(dialog).getByText('5 / 5,000')).toBeTruthy();
    expect(content.getAttribute('maxlength')).toBe('5000');
  });
});
