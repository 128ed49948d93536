// @vitest-environment happy-dom
// The Feed screen through the app's router, Chakra system, Dexie (fake IndexedDB) and outbox,
// answered by the real server on a real database.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { posts, users } from '../../../server/db/schema.ts';
import { queryClient } from '../../../src/lib/query-client.ts';
import { makeUser, type TestUser } from '../../api/harness.ts';
import { renderAt, seed, serveRealApi, signIn } from './route-harness.tsx';

const server = serveRealApi();

let priya: TestUser;
let marcus: TestUser;
beforeAll(async () => {
  priya = await makeUser(server.ctx, 'recruiter', 'priya Raman');
  marcus = await makeUser(server.ctx, 'recruiter', 'marcus');
  await seed(server.ctx, (db) =>
    db.update(users).set({ image: 'https://img.example.com/m.png' }).where(eq(users.id, marcus.id)),
  );
});
beforeEach(() => seed(server.ctx, (db) => db.delete(posts)));

const postedAt = (n: number) => new Date(Date.UTC(2030, 5, 1, 12, n));

/** Post number n by `author`, n minutes past noon: a higher n is newer. */
function addPost(n: number, over: { content?: string; image?: string; author?: TestUser } = {}) {
  return seed(server.ctx, (db) =>
    db.insert(posts).values({
      userId: (over.author ?? priya).id,
      content: over.content ?? `Post number ${n}`,
      image: over.image ?? null,
      createdAt: postedAt(n),
    }),
  );
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create Post' }));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

describe('feed', () => {
  it('shows each post: avatar letter, username, date and time, Recruiter label, image and content', async () => {
    await addPost(2, { image: 'https://storage.example.com/a.png', content: 'Hiring now' });
    await addPost(1, { author: marcus });
    renderAt('/Feed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeTruthy();
    const [first, second] = await screen.findAllByRole('article');
    const a = within(first as HTMLElement);
    expect(a.getByText('priya Raman')).toBeTruthy();
    expect(a.getByText('Recruiter')).toBeTruthy();
    expect(a.getByTestId('post-avatar').textContent).toBe('P');
    expect(a.getByText('Hiring now')).toBeTruthy();
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe(postedAt(2).toISOString());
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
    renderAt('/feed');
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    expect(screen.getByText('Be the first to share something!')).toBeTruthy();
  });

  it('renders content as text, never as HTML, keeping line breaks', async () => {
    const content = '<script>window.__pwned = 1</script><b>bold</b>\nsecond line';
    await addPost(1, { content });
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
    // One more than a page of ten.
    for (let n = 1; n <= 11; n++) await addPost(n);
    renderAt('/feed');
    await screen.findByText('Post number 2');
    expect(screen.queryByText('Post number 1')).toBeNull();
    await act(async () => trigger());
    expect(await screen.findByText('Post number 1')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    const feedCalls = server.log.filter((c) => c.startsWith('GET /api/feed/posts'));
    expect(feedCalls).toHaveLength(2);
    expect(feedCalls[0]).toBe('GET /api/feed/posts?limit=10');
    expect(feedCalls[1]).toMatch(/^GET \/api\/feed\/posts\?limit=10&cursor=[^&]+$/);
    expect(screen.queryByTestId('load-more')).toBeNull(); // nothing more to load
  });

  it('says when posts cannot be fetched and tries again', async () => {
    await addPost(1);
    // The server is down until `fail` is cleared: the network answers 503 in its place.
    let fail = true;
    server.serverDownFor('/feed/posts', () => fail);
    renderAt('/feed');
    // A 5xx is asked again twice before the screen gives up.
    expect(
      await screen.findByText('Error fetching posts', { selector: '[data-part=title]' }, { timeout: 8000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Post number 1')).toBeTruthy();
  });

  it('shows Create Post to recruiters only', async () => {
    await addPost(1);
    await signIn(server.ctx, 'candidate');
    renderAt('/feed');
    await screen.findByText('Post number 1');
    expect(screen.queryByRole('button', { name: 'Create Post' })).toBeNull();
    cleanup();
    queryClient.clear();
    await signIn(server.ctx, 'recruiter');
    renderAt('/feed');
    expect(await screen.findByRole('button', { name: 'Create Post' })).toBeTruthy();
  });

  it('keeps Post disabled while the content is blank, and counts characters', async () => {
    await signIn(server.ctx, 'recruiter');
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
