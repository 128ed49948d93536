// @vitest-environment happy-dom
// Creating a feed post through the real dialog, outbox and replayer (fake IndexedDB); fetch and the
// Firebase SDK (outside the project) are faked.
import 'fake-indexeddb/auto';
import Cookies from 'js-cookie';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedPost } from '../../../contract/feed.ts';
import { saveSession } from '../../../src/lib/session.ts';
import { db } from '../../../src/offline/db.ts';
import { enqueue } from '../../../src/offline/outbox.ts';
import { firebaseEvents } from './onboarding-firebase-fake.ts';
import { isolateRouteTests, type Call, fakeApi, json, renderAt, session } from './route-harness.tsx';

vi.mock('firebase/app', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAppFake);
vi.mock('firebase/auth', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAuthFake);
vi.mock('firebase/storage', async () => (await import('./onboarding-firebase-fake.ts')).firebaseStorageFake);

isolateRouteTests();
beforeEach(() => {
  firebaseEvents.length = 0;
  saveSession(session('recruiter', 'r1'));
});

const created = (content: string, image: string | null = null): FeedPost => ({
  _id: `p-${content}`,
  content,
  image,
  createdAt: new Date().toISOString(),
  userId: { _id: 'r1', username: 'ada', image: null },
});

/** Closes the toast showing `title` while the page is still mounted, so the next test's toast shows. */
async function closeToast(title: string) {
  const root = (await screen.findByText(title, {}, { timeout: 4000 })).closest('[data-part=root]');
  fireEvent.click(root?.querySelector('[data-part=close-trigger]') as HTMLElement);
  await waitFor(() => expect(screen.queryByText(title)).toBeNull());
}

/** A server with a feed that grows when posts arrive; `postAnswer` may refuse them. */
function server(postAnswer?: (call: Call) => Response | undefined) {
  const posts: FeedPost[] = [];
  const calls = fakeApi((call) => {
    if (call.method === 'GET' && call.path.startsWith('/feed/posts')) {
      return json(200, { success: true, data: [...posts], nextCursor: null });
    }
    if (call.method === 'POST' && call.path === '/feed/post') {
      const refused = postAnswer?.(call);
      if (refused) return refused;
      const body = call.body as { content: string; image?: string };
      const data = created(body.content, body.image ?? null);
      posts.unshift(data);
      return json(201, { success: true, message: 'Post created successfully', data });
    }
    return undefined;
  });
  return { calls, posts: () => calls.filter((c) => c.method === 'POST' && c.path === '/feed/post') };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create Post' }));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

function chooseImage(
  dialog: HTMLElement,
  file = new File([new Uint8Array(2048)], 'team.png', { type: 'image/png' }),
) {
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
  return file;
}

const write = (dialog: HTMLElement, text: string) =>
  fireEvent.change(within(dialog).getByLabelText('Content'), { target: { value: text } });

describe('creating a post', () => {
  it('asks to log in when the session is gone', async () => {
    const api = server();
    renderAt('/feed');
    const dialog = await openDialog();
    write(dialog, 'Hello');
    // Logged out in another tab: the cookie is gone, this tab was not told.
    Cookies.remove('hireloop', { path: '/' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(
      await screen.findByText('You must be logged in to create a post', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText('Error', { exact: true })).toBeTruthy();
    expect(api.posts()).toEqual([]);
    await closeToast('Error');
  });

  it('uploads the image with progress, posts, closes the dialog and shows the post', async () => {
    const api = server();
    renderAt('/feed');
    await screen.findByText('No posts yet');
    const dialog = await openDialog();
    write(dialog, 'We are hiring\nin Lisbon');
    chooseImage(dialog);
    expect(within(dialog).getByText('team.png')).toBeTruthy();
    expect(within(dialog).getByText(/0\.00 MB · image\/png/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByRole('button', { name: 'Uploading...' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    expect(firebaseEvents).toContain('progress feed-posts 100');
    const [sent] = api.posts();
    expect(sent?.body).toEqual({
      content: 'We are hiring\nin Lisbon',
      image: expect.stringContaining(encodeURIComponent('feed-posts/r1/')),
    });
    const article = await screen.findByRole('article');
    expect(within(article).getByTestId('post-content').textContent).toBe('We are hiring\nin Lisbon');
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows the server's reason in the dialog when the post is refused", async () => {
    server(() => json(400, { success: false, message: 'Content must be at most 5000 characters' }));
    renderAt('/feed');
    const dialog = await openDialog();
    write(dialog, 'Too long, says the server');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect((await within(dialog).findByRole('alert', {}, { timeout: 8000 })).textContent).toBe(
      'Content must be at most 5000 characters',
    );
    expect(await screen.findByText('Error creating post', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Please try again')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy(); // stays open to fix and post again
    expect(await db.outbox.count()).toBe(0); // shown here, not twice
    await closeToast('Error creating post');
  });

  it('queues an image post made offline, shows it pending, and publishes it with its image once online', async () => {
    const api = server();
    renderAt('/feed');
    await screen.findByText('No posts yet');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const dialog = await openDialog();
    write(dialog, 'Written on the train');
    chooseImage(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const pending = await screen.findByTestId('pending-post');
    expect(within(pending).getByText("Pending — will be posted when you're back online")).toBeTruthy();
    expect(within(pending).getByText('Written on the train')).toBeTruthy();
    expect(within(pending).getByRole('img', { name: 'Shared by ada' }).getAttribute('src')).toMatch(/^blob:/);
    const [entry] = await db.outbox.toArray();
    expect(entry?.upload).toMatchObject({ fileName: 'team.png', folder: 'feed-posts', field: 'image' });
    expect(entry?.upload?.blob).toBeTruthy();
    expect(api.posts()).toEqual([]);

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('pending-post')).toBeNull(), { timeout: 8000 });
    expect(api.posts()[0]?.body).toEqual({
      content: 'Written on the train',
      image: expect.stringContaining(encodeURIComponent('feed-posts/r1/')),
    });
    expect(await screen.findByText('Written on the train')).toBeTruthy();
  });

  it('shows a refused queued post with the reason, Retry and Discard', async () => {
    server();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false); // keep the replayer away
    const entry = await enqueue({
      kind: 'post',
      request: { method: 'POST', path: '/feed/post', body: { content: 'From yesterday' } },
      token: 't',
      ref: { userId: 'r1', username: 'ada', image: '' },
    });
    await db.outbox.update(entry.id, { state: 'failed', error: 'Only recruiters can do this' });
    renderAt('/feed');
    const pending = await screen.findByTestId('pending-post');
    expect(within(pending).getByText('Not posted: Only recruiters can do this')).toBeTruthy();
    fireEvent.click(within(pending).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.get(entry.id))?.state).toBe('pending'));
    expect(await within(pending).findByText("Pending — will be posted when you're back online")).toBeTruthy();
    fireEvent.click(within(pending).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByTestId('pending-post')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
  });
});
