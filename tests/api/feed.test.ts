import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../server/db/schema.ts';
import { call, type TestContext } from './harness.ts';
import { everyone, imageOf, onboardedRecruiter, profileContext } from './profile-fixtures.ts';

let ctx: TestContext;
let p: Awaited<ReturnType<typeof everyone>>;
beforeAll(async () => {
  ctx = await profileContext();
  p = await everyone(ctx);
});
afterAll(() => ctx.close());

const create = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  call(ctx, 'POST', '/api/feed/post', { token, body, headers });
const feed = (query = '', token?: string) => call(ctx, 'GET', `/api/feed/posts${query}`, { token });
const postsOf = (userId: string) => ctx.db.select().from(posts).where(eq(posts.userId, userId));
let keyCounter = 0;
const newKey = () => `feed-test-${process.pid}-${++keyCounter}-${Date.now()}`;

describe('POST /api/feed/post', () => {
  it('creates a post with an image and answers 201 with it', async () => {
    const image = imageOf('feed-posts', p.recruiter.id, '1700000000000_team.jpg');
    const res = await create(p.recruiter.token, { content: 'We are hiring!', image });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Post created successfully',
      data: {
        _id: expect.any(String),
        content: 'We are hiring!',
        image,
        createdAt: expect.any(String),
        userId: { _id: p.recruiter.id, username: p.recruiter.username, image: null },
      },
    });
  });

  it('stores a script-looking content exactly as sent and returns it unchanged', async () => {
    const content = '  <script>alert(1)</script>\n<img src=x onerror="alert(2)"> & "quotes" \u{1F680}  ';
    const res = await create(p.recruiter.token, { content, image: '' });
    expect(res.status).toBe(201);
    expect(res.body.data.content).toBe(content);
    expect(res.body.data.image).toBeNull();
    const listed = (await feed('?limit=50')).body.data.find((x: any) => x._id === res.body.data._id);
    expect(listed.content).toBe(content);
    const [row] = await ctx.db.select().from(posts).where(eq(posts.id, res.body.data._id));
    expect(row?.content).toBe(content);
  });

  it("ignores unknown fields: a post is always the caller's", async () => {
    const res = await create(p.recruiter.token, { content: 'Mine', userId: p.otherRecruiter.id, likes: 99 });
    expect(res.status).toBe(201);
    expect(res.body.data.userId._id).toBe(p.recruiter.id);
    expect(res.body.data).not.toHaveProperty('likes');
    const [row] = await ctx.db.select().from(posts).where(eq(posts.id, res.body.data._id));
    expect(row?.userId).toBe(p.recruiter.id);
  });

  it('accepts exactly 5,000 characters', async () => {
    expect((await create(p.recruiter.token, { content: 'x'.repeat(5000) })).status).toBe(201);
  });

  it.each([
    [{}, 'Content is required'],
    [{ content: '' }, 'Content is required'],
    [{ content: ' \n\t ' }, 'Content is required'],
    [{ content: 42 }, 'Content is required'],
    [{ content: 'x'.repeat(5001) }, 'Content must be at most 5000 characters'],
    [
      { content: 'Hi', image: 'https://evil.example.com/x.png' },
      "Image must be a file uploaded to Hireloop's storage",
    ],
    [{ content: 'Hi', image: 'javascript:alert(1)' }, "Image must be a file uploaded to Hireloop's storage"],
  ])('answers 400 for %j', async (body, message) => {
    const before = (await postsOf(p.recruiter.id)).length;
    const res = await create(p.recruiter.token, body);
    expect(res.body.message).toBe(message);
    expect(res.body).toEqual({ success: false, message });
    expect(res.status).toBe(400);
    expect(await postsOf(p.recruiter.id)).toHaveLength(before);
  });

  it.each([
    [
      'another user',
      () => imageOf('feed-posts', p.otherRecruiter.id),
      'Image must be a file you uploaded yourself',
    ],
    ['the logo folder', () => imageOf('logos', p.recruiter.id), 'Image must be uploaded to feed-posts/'],
    [
      'a PDF',
      () => imageOf('feed-posts', p.recruiter.id, '1_doc.pdf'),
      'Image must be a .jpg, .jpeg, .png or .webp image',
    ],
  ])('refuses an image of %s', async (_name, image, message) => {
    const res = await create(p.recruiter.token, { content: 'Hi', image: image() });
    expect(res.body).toEqual({ success: false, message });
  });
});

describe('idempotency', () => {
  it('answers the same key with the first response and creates one post', async () => {
    const recruiter = await onboardedRecruiter(ctx);
    const key = newKey();
    const first = await create(recruiter.token, { content: 'Queued offline' }, { 'idempotency-key': key });
    const again = await create(recruiter.token, { content: 'Queued offline' }, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await postsOf(recruiter.id)).toHaveLength(1);
    // A new key is a new post.
    const other = await create(
      recruiter.token,
      { content: 'Queued offline' },
      { 'idempotency-key': newKey() },
    );
    expect(other.status).toBe(201);
    expect(await postsOf(recruiter.id)).toHaveLength(2);
  });

  it('creates one post when the same key arrives twice at once', async () => {
    const recruiter = await onboardedRecruiter(ctx);
    const key = newKey();
    const results = await Promise.all(
      [1, 2, 3].map(() => create(recruiter.token, { content: 'Replayed' }, { 'idempotency-key': key })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.data._id)).size).toBe(1);
    expect(await postsOf(recruiter.id)).toHaveLength(1);
  });

  it('keeps keys per user, and refuses a malformed key', async () => {
    const key = newKey();
    const a = await create(p.recruiter.token, { content: 'Mine' }, { 'idempotency-key': key });
    const b = await create(p.otherRecruiter.token, { content: 'Yours' }, { 'idempotency-key': key });
    expect(b.status).toBe(201);
    expect(b.body.data._id).not.toBe(a.body.data._id);
    const bad = await create(p.recruiter.token, { content: 'Hi' }, { 'idempotency-key': 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores');
  });

  it('does not store a refused request under the key', async () => {
    const recruiter = await onboardedRecruiter(ctx);
    const key = newKey();
    expect((await create(recruiter.token, { content: ' ' }, { 'idempotency-key': key })).status).toBe(400);
    const ok = await create(recruiter.token, { content: 'Now with content' }, { 'idempotency-key': key });
    expect(ok.status).toBe(201);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('GET /api/feed/posts', () => {
  it('pages newest first with userId.username and userId.image, without repeats or gaps', async () => {
    const author = await onboardedRecruiter(ctx);
    for (const n of [1, 2, 3, 4, 5]) {
      expect((await create(author.token, { content: `Post ${n}` })).status).toBe(201);
    }
    const first = await feed('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((x: any) => x.content)).toEqual(['Post 5', 'Post 4']);
    expect(first.body.data[0].userId).toEqual({ _id: author.id, username: author.username, image: null });
    expect(typeof first.body.nextCursor).toBe('string');
    const second = await feed(`?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((x: any) => x.content)).toEqual(['Post 3', 'Post 2']);

    const all = (await feed('?limit=50')).body;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await feed(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...res.body.data.map((x: any) => x._id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.data.map((x: any) => x._id));
    const times = all.data.map((x: any) => Date.parse(x.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('orders posts made in the same millisecond by id, never repeating one across pages', async () => {
    const author = await onboardedRecruiter(ctx);
    const at = new Date('2001-01-01T00:00:00.123Z');
    await ctx.db
      .insert(posts)
      .values([1, 2, 3].map((n) => ({ userId: author.id, content: `Same ${n}`, createdAt: at })));
    const all = (await feed('?limit=50')).body.data.filter((x: any) => x.content.startsWith('Same '));
    expect(all).toHaveLength(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await feed(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...res.body.data.filter((x: any) => x.content.startsWith('Same ')).map((x: any) => x._id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((x: any) => x._id));
  });

  it('answers a bad cursor with 400', async () => {
    const res = await feed('?cursor=bm90LWEtY3Vyc29y');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'The cursor is not valid; start again from the first page',
    });
  });
});

describe('refusals', () => {
  // Who may post or read is in permission-matrix.test.ts; these are the messages.
  it('tells a candidate that only recruiters post, and a visitor to sign in first', async () => {
    expect((await create(p.candidate.token, { content: 'x' })).body).toEqual({
      success: false,
      message: 'Only recruiters can do this',
    });
    expect((await create(undefined, { content: '' })).status).toBe(401);
  });
});
