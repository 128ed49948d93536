// @vitest-environment happy-dom
// Creating a feed post through the real dialog, outbox and replayer (fake IndexedDB), answered by
// the real server on a real database; the Firebase SDK (outside the project) is faked.
import 'fake-indexeddb/auto';
import Cookies from 'js-cookie';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { posts } from '../../../server/db/schema.ts';
import type { Session } from '../../../src/lib/session.ts';
import { db } from '../../../src/offline/db.ts';
import { enqueue } from '../../../src/offline/outbox.ts';
import { firebaseEvents } from './onboarding-firebase-fake.ts';
import { renderAt, seed, serveRealApi, signIn } from './route-harness.tsx';

vi.mock('firebase/app', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAppFake);
vi.mock('firebase/auth', async () => (await import('./onboarding-firebase-fake.ts')).firebaseAuthFake);
vi.mock('firebase/storage', async () => (await import('./onboarding-firebase-fake.ts')).firebaseStorageFake);

const server = serveRealApi();
let me: Session;
beforeEach(async () => {
  firebaseEvents.length = 0;
  await seed(server.ctx, (db) => db.delete(posts));
  me = await signIn(server.ctx, 'recruiter');
});

/** The posts the server has stored, oldest first. */
const storedPosts = () => server.ctx.db.select().from(posts).orderBy(posts.createdAt);

/** Closes the toast showing `title` while the page is still mounted, so the next test's toast shows. */
async function closeToast(title: string) {
  const root = (await screen.findByText(title, {}, { timeout: 4000 })).closest('[data-part=root]');
  fireEvent.click(root?.querySelector('[data-part=close-trigger]') as HTMLElement);
  await waitFor(() => expect(screen.queryByText(title)).toBeNull());
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
    expect(await storedPosts()).toEqual([]);
    await closeToast('Error');
  });

  it('uploads the image with progress, posts, closes the dialog and shows the post', async () => {
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
    const [stored, ...more] = await storedPosts();
    expect(more).toEqual([]);
    expect(stored?.content).toBe('We are hiring\nin Lisbon');
    expect(stored?.image).toContain(encodeURIComponent(`feed-posts/${me.user._id}/`));
    const article = await screen.findByRole('article');
    expect(within(article).getByTestId('post-content').textContent).toBe('We are hiring\nin Lisbon');
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows the server's reason in the dialog when the post is refused", async () => {
    renderAt('/feed');
    const dialog = await openDialog();
    // The field's maxlength stops typing, not a pasted value set by script: the server has the last word.
    write(dialog, 'x'.repeat(5001));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect((await within(dialog).findByRole('alert', {}, { timeout: 8000 })).textContent).toBe(
      'Content must be at most 5000 characters',
    );
    expect(await screen.findByText('Error creating post', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Please try again')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy(); // stays open to fix and post again
    expect(await db.outbox.count()).toBe(0); // shown here, not twice
    expect(await storedPosts()).toEqual([]);
    await closeToast('Error creating post');
  });

  it('queues an image post made offline, shows it pending, and publishes it with its image once online', async () => {
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
    expect(await storedPosts()).toEqual([]);

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('pending-post')).toBeNull(), { timeout: 8000 });
    const [stored, ...more] = await storedPosts();
    expect(more).toEqual([]);
    expect(stored?.content).toBe('Written on the train');
    expect(stored?.image).toContain(encodeURIComponent(`feed-posts/${me.user._id}/`));
    expect(await screen.findByText('Written on the train')).toBeTruthy();
  });

  it('shows a refused queued post with the reason, Retry and Discard', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false); // keep the replayer away
    const entry = await enqueue({
      kind: 'post',
      request: { method: 'POST', path: '/feed/post', body: { content: 'From yesterday' } },
      token: me.token,
      ref: { userId: me.user._id, username: me.user.username, image: '' },
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
