// Ranking quality: graded judgments (3 = what was asked, 2 = close, 1 = related, 0 = not it) over
// a realistic board, scored by NDCG@10 through the real endpoint.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './harness.ts';
import { makeRecruiter } from './jobs-fixtures.ts';
import { buildCorpus, type JudgedJob } from './relevance-corpus.ts';
import { insertJobs } from './search-fixtures.ts';

type Judged = { q: string; grade: (job: JudgedJob) => number };

const has = (j: JudgedJob, ...words: string[]) => words.every((w) => j.title.toLowerCase().includes(w));
const is = (j: JudgedJob, ...keys: string[]) => keys.includes(j.role);
const inCity = (j: JudgedJob, city: string) => j.location === city;
const skill = (j: JudgedJob, s: string) => (j.skills ?? []).includes(s);

const judged: Judged[] = [
  { q: 'nurse', grade: (j) => (has(j, 'nurse') ? 3 : is(j, 'care') ? 1 : 0) },
  { q: 'nurses', grade: (j) => (has(j, 'nurse') ? 3 : is(j, 'care') ? 1 : 0) },
  { q: 'registered nurse', grade: (j) => (has(j, 'registered nurse') ? 3 : has(j, 'nurse') ? 1 : 0) },
  { q: 'nursery teacher', grade: (j) => (has(j, 'nursery teacher') ? 3 : is(j, 'nursery') ? 2 : 0) },
  { q: 'nurse lisbon', grade: (j) => (has(j, 'nurse') && inCity(j, 'Lisbon') ? 3 : 0) },
  { q: 'javascript', grade: (j) => (has(j, 'javascript') ? 3 : skill(j, 'JavaScript') ? 2 : 0) },
  { q: 'java', grade: (j) => (is(j, 'java') ? (has(j, 'java') ? 3 : 2) : 0) },
  { q: 'java developer', grade: (j) => (has(j, 'java developer') ? 3 : is(j, 'java') ? 2 : 0) },
  { q: 'engineer', grade: (j) => (has(j, 'engineer') ? 3 : 0) },
  { q: 'enginer', grade: (j) => (has(j, 'engineer') ? 3 : 0) },
  { q: 'software engineer', grade: (j) => (has(j, 'software engineer') ? 3 : is(j, 'software') ? 2 : 0) },
  { q: 'sofware engineer', grade: (j) => (has(j, 'software engineer') ? 3 : is(j, 'software') ? 2 : 0) },
  { q: 'pyhton', grade: (j) => (skill(j, 'Python') ? 3 : 0) },
  { q: 'data engineer zurich', grade: (j) => (has(j, 'data engineer') && inCity(j, 'Zürich') ? 3 : 0) },
  { q: 'data zürich', grade: (j) => (is(j, 'data') && inCity(j, 'Zürich') ? 3 : 0) },
  { q: 'accountant lisbon', grade: (j) => (is(j, 'accountant') && inCity(j, 'Lisbon') ? 3 : 0) },
  { q: 'accountants', grade: (j) => (is(j, 'accountant') ? 3 : 0) },
  { q: 'acountant', grade: (j) => (is(j, 'accountant') ? 3 : 0) },
  { q: 'chef porto', grade: (j) => (is(j, 'chef') && inCity(j, 'Porto') ? 3 : 0) },
  { q: '"product manager"', grade: (j) => (has(j, 'product manager') ? 3 : is(j, 'pm') ? 1 : 0) },
  { q: 'product designer', grade: (j) => (has(j, 'product designer') ? 3 : is(j, 'design') ? 2 : 0) },
  { q: 'ux designer', grade: (j) => (has(j, 'ux designer') ? 3 : is(j, 'design') ? 1 : 0) },
  { q: 'devops', grade: (j) => (has(j, 'devops') ? 3 : is(j, 'devops') ? 2 : 0) },
  { q: 'kubernetes', grade: (j) => (skill(j, 'Kubernetes') ? 3 : is(j, 'devops') ? 2 : 0) },
  { q: 'react', grade: (j) => (skill(j, 'React') ? 3 : 0) },
  { q: 'teacher', grade: (j) => (is(j, 'teacher') ? 3 : has(j, 'teacher') ? 2 : 0) },
  { q: 'driver', grade: (j) => (has(j, 'driver') ? 3 : 0) },
  { q: 'sales manager', grade: (j) => (has(j, 'sales manager') ? 3 : is(j, 'sales') ? 1 : 0) },
  { q: 'customer support', grade: (j) => (has(j, 'customer support') ? 3 : is(j, 'support') ? 2 : 0) },
  { q: 'recruiter', grade: (j) => (has(j, 'recruiter') ? 3 : is(j, 'hr') ? 1 : 0) },
  { q: 'electrician', grade: (j) => (has(j, 'electrician') ? 3 : 0) },
  { q: 'pharmacist', grade: (j) => (has(j, 'pharmacist') ? 3 : is(j, 'pharmacy') ? 2 : 0) },
  {
    q: 'senior data scientist',
    grade: (j) => (has(j, 'senior data scientist') ? 3 : has(j, 'data scientist') ? 2 : 0),
  },
  { q: 'frontend developer', grade: (j) => (has(j, 'frontend developer') ? 3 : is(j, 'js') ? 2 : 0) },
  {
    q: 'mechanical engineer',
    grade: (j) => (has(j, 'mechanical engineer') ? 3 : is(j, 'engineering') ? 1 : 0),
  },
  { q: 'figma', grade: (j) => (skill(j, 'Figma') ? 3 : 0) },
  { q: 'nurse -pediatric', grade: (j) => (has(j, 'nurse') && !has(j, 'pediatric') ? 3 : 0) },
  { q: 'coffee sao paulo', grade: (j) => (is(j, 'barista') && inCity(j, 'São Paulo') ? 3 : 0) },
  { q: 'munchen', grade: (j) => (inCity(j, 'München') ? 3 : 0) },
  { q: 'chefs', grade: (j) => (is(j, 'chef') ? 3 : 0) },
];

const gain = (g: number) => 2 ** g - 1;
const dcg = (grades: number[]) => grades.slice(0, 10).reduce((s, g, i) => s + gain(g) / Math.log2(i + 2), 0);

let ctx: TestContext;
const byId = new Map<string, JudgedJob>();
const corpus = buildCorpus();

beforeAll(async () => {
  ctx = await createTestContext();
  const recruiter = await makeRecruiter(ctx);
  const ids = await insertJobs(ctx, recruiter, corpus);
  ids.forEach((id, i) => {
    byId.set(id, corpus[i] as JudgedJob);
  });
}, 60_000);
afterAll(() => ctx.close());

it(`ranks a judged set of ${judged.length} queries over ${corpus.length} jobs at NDCG@10 ≥ 0.90`, async () => {
  const scores: { q: string; ndcg: number }[] = [];
  for (const { q, grade } of judged) {
    const res = await call(ctx, 'GET', `/api/jobs/search?limit=10&q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const got = (res.body.data as { _id: string }[]).map((j) => grade(byId.get(j._id) as JudgedJob));
    const ideal = dcg(corpus.map(grade).sort((a, b) => b - a));
    expect(ideal, `no job is relevant to "${q}"`).toBeGreaterThan(0);
    scores.push({ q, ndcg: dcg(got) / ideal });
  }
  const mean = scores.reduce((s, x) => s + x.ndcg, 0) / scores.length;
  const weak = scores.filter((s) => s.ndcg < 0.9).map((s) => `${s.q}: ${s.ndcg.toFixed(3)}`);
  console.log(
    `NDCG@10 over ${scores.length} queries: ${mean.toFixed(3)}${weak.length ? `; below 0.9: ${weak.join(', ')}` : ''}`,
  );
  expect(mean).toBeGreaterThanOrEqual(0.9);
}, 120_000);
