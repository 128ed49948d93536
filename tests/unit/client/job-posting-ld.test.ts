// @vitest-environment happy-dom
// The job page's JSON-LD JobPosting and head tags: pure data from a job payload.
import { describe, expect, it } from 'vitest';
import type { JobDetail } from '../../../contract/jobs.ts';
import { jobPageHead } from '../../../src/features/jobs/job-head.ts';
import { jobPostingLd } from '../../../src/features/jobs/job-posting-ld.ts';
import { scriptSafeJson } from '../../../src/lib/script-safe-json.ts';
import { parseSalary } from '../../../src/features/jobs/salary-text.ts';

const origin = 'https://hireloop.example.com';
const now = new Date('2030-03-15T12:34:56Z');

function job(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    _id: 'b2c3d4e5-0000-4000-8000-000000000001',
    JobTitle: 'Backend Engineer',
    CompanyName: 'Northwind Labs',
    Location: 'Berlin',
    SalaryRange: '€60k – €80k',
    JobType: 'Full-Time',
    RequiredSkills: ['Node.js', 'PostgreSQL'],
    ExperienceLevel: 'Mid',
    ApplicationDeadline: '2030-04-30T23:59:59.999Z',
    LastDate: '2030-04-30T23:59:59.999Z',
    JobDescription: 'Build and run   the APIs\nbehind our product.',
    Requirements: ['3 years of Node.js'],
    Responsibilities: ['Own the jobs API'],
    ApplicationsReceived: 3,
    closed: false,
    UrlPath: 'backend-engineer-x1y2',
    createdAt: '2030-03-01T09:00:00.000Z',
    UserId: { _id: 'u1', image: null },
    recruiterId: {
      _id: 'r1',
      currentCompany: 'Northwind Labs',
      currentRole: 'Head of Talent',
      companyLogo: 'https://firebasestorage.googleapis.com/v0/b/x/o/logos%2Fr1%2Flogo.png?alt=media',
      companyDescription: null,
    },
    myApplication: null,
    ...overrides,
  };
}

const ld = (overrides: Partial<JobDetail> = {}) =>
  jobPostingLd(job(overrides), origin, now) as Record<string, any>;

describe('jobPostingLd', () => {
  it('carries the fields search engines require', () => {
    expect(ld()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Backend Engineer',
      description:
        '<p>Build and run   the APIs<br>behind our product.</p><p>Responsibilities:</p><ul><li>Own the jobs API</li></ul><p>Requirements:</p><ul><li>3 years of Node.js</li></ul>',
      identifier: {
        '@type': 'PropertyValue',
        name: 'Northwind Labs',
        value: 'b2c3d4e5-0000-4000-8000-000000000001',
      },
      url: `${origin}/jobs/Info/backend-engineer-x1y2`,
      datePosted: '2030-03-01T09:00:00.000Z',
      validThrough: '2030-04-30T23:59:59.999Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Northwind Labs',
        logo: 'https://firebasestorage.googleapis.com/v0/b/x/o/logos%2Fr1%2Flogo.png?alt=media',
      },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' },
      },
      skills: 'Node.js, PostgreSQL',
      directApply: true,
    });
  });

  it('gives the description as HTML a search engine reads as text: only <p>, <ul>, <li> and <br>', () => {
    const hostile = [
      '<script>alert(1)</script> & <img src=x onerror=alert(2)>',
      '<a href="javascript:alert(3)">apply</a>\r\nsecond line',
    ] as const;
    const requirement = `<b onmouseover='alert(4)'>bold</b>`;
    const { description } = ld({
      JobDescription: `${hostile[0]}\r\n\r\n${hostile[1]}`,
      Requirements: [requirement],
      Responsibilities: [],
    });
    // The browser's own HTML parser, as a search engine's reads it.
    const doc = new DOMParser().parseFromString(description, 'text/html');
    const elements = [...doc.body.querySelectorAll('*')];
    expect([...new Set(elements.map((e) => e.tagName))].sort()).toEqual(['BR', 'LI', 'P', 'UL']);
    expect(elements.flatMap((e) => [...e.attributes].map((a) => a.name))).toEqual([]);
    const paragraphs = [...doc.body.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([hostile[0], hostile[1].replace('\r\n', ''), 'Requirements:']);
    expect(doc.body.querySelector('li')?.textContent).toBe(requirement);
  });

  it('maps every job type to the employment type Google expects', () => {
    const types = {
      'Part-Time': 'PART_TIME',
      Contract: 'CONTRACTOR',
      Internship: 'INTERN',
      Temporary: 'TEMPORARY',
    };
    for (const [JobType, expected] of Object.entries(types)) {
      expect(ld({ JobType: JobType as JobDetail['JobType'] }).employmentType).toBe(expected);
    }
  });

  it('leaves the logo out when there is none, and makes a relative one absolute', () => {
    const none = job();
    none.recruiterId = { ...none.recruiterId, companyLogo: null };
    expect(jobPostingLd(none, origin, now).hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Northwind Labs',
    });
    const relative = job();
    relative.recruiterId = { ...relative.recruiterId, companyLogo: '/logos/acme.png' };
    expect((jobPostingLd(relative, origin, now) as any).hiringOrganization.logo).toBe(
      `${origin}/logos/acme.png`,
    );
  });

  it('describes a remote job as telecommuting, with where applicants may live', () => {
    const cases: [string, unknown[]][] = [
      ['Remote', [{ '@type': 'AdministrativeArea', name: 'Worldwide' }]],
      ['Anywhere', [{ '@type': 'AdministrativeArea', name: 'Worldwide' }]],
      ['Remote (EU)', [{ '@type': 'AdministrativeArea', name: 'EU' }]],
      ['Remote (Germany)', [{ '@type': 'Country', name: 'Germany' }]],
      ['Remote - US', [{ '@type': 'Country', name: 'United States' }]],
      [
        'Remote, UK or Ireland',
        [
          { '@type': 'Country', name: 'United Kingdom' },
          { '@type': 'Country', name: 'Ireland' },
        ],
      ],
    ];
    for (const [Location, areas] of cases) {
      const data = ld({ Location });
      expect([Location, data.jobLocationType, data.applicantLocationRequirements]).toEqual([
        Location,
        'TELECOMMUTE',
        areas,
      ]);
      expect(data.jobLocation).toBeUndefined();
    }
    // Hybrid work keeps its place, and so does a remote-first company's office.
    for (const Location of ['Hybrid, Lisbon (remote 2 days)', 'Remote-first, Berlin']) {
      expect(ld({ Location }).jobLocation.address.addressLocality).toBe(Location);
    }
  });

  it('reads the salary when it is numbers with a currency, and leaves it out otherwise', () => {
    const cases: [string, unknown][] = [
      ['$120k–$150k', { currency: 'USD', unit: 'YEAR', min: 120000, max: 150000 }],
      ['120,000 - 150,000 USD', { currency: 'USD', unit: 'YEAR', min: 120000, max: 150000 }],
      ['€50k', { currency: 'EUR', unit: 'YEAR', min: 50000, max: 50000 }],
      ['£30/hour', { currency: 'GBP', unit: 'HOUR', min: 30, max: 30 }],
      ['£25.50 - £30 per hour', { currency: 'GBP', unit: 'HOUR', min: 25.5, max: 30 }],
      ['₹50,000 per month', { currency: 'INR', unit: 'MONTH', min: 50000, max: 50000 }],
      ['10-15 LPA', { currency: 'INR', unit: 'YEAR', min: 1_000_000, max: 1_500_000 }],
      ['60.000 – 75.000 EUR', { currency: 'EUR', unit: 'YEAR', min: 60000, max: 75000 }],
      ['$90–110k', { currency: 'USD', unit: 'YEAR', min: 90000, max: 110000 }],
      ['Up to $150k', { currency: 'USD', unit: 'YEAR', max: 150000 }],
      ['$100k+', { currency: 'USD', unit: 'YEAR', min: 100000 }],
      ['$120k + 401k', { currency: 'USD', unit: 'YEAR', min: 120000, max: 120000 }],
    ];
    for (const [text, expected] of cases) expect([text, parseSalary(text)]).toEqual([text, expected]);
    // No currency, no number, a figure too small to guess the period of, or too many numbers.
    for (const text of ['90000', 'Competitive', 'DOE', '$45', '$1 - $2 - $3', '$150k–$120k', null]) {
      expect([text, parseSalary(text)]).toEqual([text, null]);
      expect(ld({ SalaryRange: text }).baseSalary).toBeUndefined();
    }
    expect(ld({ SalaryRange: '£30/hour' }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', value: 30, unitText: 'HOUR' },
    });
  });

  it('puts a closed job’s validThrough in the past', () => {
    // Closed by its recruiter before the deadline: the start of today, not before it was posted.
    const early = ld({ closed: true });
    expect(early.validThrough).toBe('2030-03-15T00:00:00.000Z');
    expect(Date.parse(early.validThrough)).toBeLessThan(now.getTime());
    const postedToday = ld({ closed: true, createdAt: '2030-03-15T08:00:00.000Z' });
    expect(postedToday.validThrough).toBe('2030-03-15T08:00:00.000Z');
    // Past its deadline: the deadline itself.
    expect(ld({ closed: true, ApplicationDeadline: '2030-03-10T23:59:59.999Z' }).validThrough).toBe(
      '2030-03-10T23:59:59.999Z',
    );
  });

  it('is plain data: a hostile title and description survive JSON and cannot end the script', () => {
    const hostile = 'Dev </script><script>alert(1)</script> <!-- x \u2028 y \u2029 --> & "q"';
    const data = jobPostingLd(
      job({ JobTitle: hostile, JobDescription: hostile, CompanyName: hostile }),
      origin,
      now,
    );
    const json = JSON.stringify(data);
    expect(JSON.parse(json)).toEqual(data);
    expect((data as any).title).toBe(hostile);
    // What the server puts between <script type="application/ld+json"> and </script>.
    const rendered = scriptSafeJson(data);
    expect(rendered).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    expect(JSON.parse(rendered)).toEqual(data);
  });
});

describe('jobPageHead', () => {
  const byKey = (head: ReturnType<typeof jobPageHead>) =>
    Object.fromEntries(
      head.meta.map((m: any) => [m.name ?? m.property ?? ('title' in m ? 'title' : 'ld'), m.content ?? m]),
    );

  it('gives the page its title, description, canonical URL and share tags', () => {
    const head = jobPageHead(job(), origin);
    const tags = byKey(head);
    const title = 'Backend Engineer at Northwind Labs — Hireloop';
    const url = `${origin}/jobs/Info/backend-engineer-x1y2`;
    expect(tags.title).toEqual({ title });
    expect(tags.description).toBe(
      'Northwind Labs · Berlin · Full-Time · €60k – €80k. Build and run the APIs behind our product.',
    );
    expect(tags).toMatchObject({
      'og:title': title,
      'og:description': tags.description,
      'og:type': 'website',
      'og:url': url,
      'og:image': job().recruiterId.companyLogo,
      'og:site_name': 'Hireloop',
      'twitter:card': 'summary',
      'twitter:title': title,
      'twitter:description': tags.description,
      'twitter:image': job().recruiterId.companyLogo,
      'og:image:alt': 'Northwind Labs logo',
      'twitter:image:alt': 'Northwind Labs logo',
      'og:locale': 'en_US',
    });
    expect(head.links).toEqual([{ rel: 'canonical', href: url }]);
  });

  it('falls back to the app icon, keeps the description short, and says a closed job is closed', () => {
    const long = job({ closed: true, JobDescription: 'word '.repeat(200) });
    long.recruiterId = { ...long.recruiterId, companyLogo: 'javascript:alert(1)' };
    const tags = byKey(jobPageHead(long, origin));
    expect(tags['og:image']).toBe(`${origin}/icons/icon-512.png`);
    // The alt describes the icon sent in the logo's place, not the logo.
    expect(tags['og:image:alt']).toBe('Hireloop logo');
    expect(tags['twitter:image:alt']).toBe('Hireloop logo');
    expect(tags.description.length).toBeLessThanOrEqual(160);
    expect(tags.description).toMatch(/^Closed: no longer accepting applications\. .*word…$/);
    expect(tags.description).not.toMatch(/\s{2}/);
  });
});
