/** @jsxRuntime automatic */
// A candidate's job-alert digest: the new jobs their alerts matched since the last one.
import { Link, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { brand, Layout, Paragraph } from './layout.tsx';
import { absolute, mailTemplate } from './template.ts';

const data = z.object({
  items: z
    .array(z.object({ title: z.string(), companyName: z.string(), location: z.string(), link: z.string() }))
    .min(1),
  count: z.number().int().min(1).default(1),
});
type Data = z.infer<typeof data>;

const headline = (d: Data) =>
  d.count === 1
    ? `New job for your alert: ${d.items[0]?.title} at ${d.items[0]?.companyName}`
    : `${d.count} new jobs for your alerts`;

export const jobAlertsMail = mailTemplate({
  data,
  subject: headline,
  Body: ({ data: d, origin, unsubscribeUrl }) => {
    const more = d.count - d.items.length;
    return (
      <Layout preview={headline(d)} heading={headline(d)} origin={origin} unsubscribeUrl={unsubscribeUrl}>
        {d.items.map((job) => (
          <Section key={job.link} style={{ marginBottom: '12px' }}>
            <Link
              href={absolute(origin, job.link)}
              className="hl-brand"
              style={{ color: brand, fontWeight: 600 }}
            >
              {job.title}
            </Link>
            <Text className="hl-muted" style={{ color: '#6b7280', fontSize: '14px', margin: '2px 0 0' }}>
              {job.companyName} · {job.location}
            </Text>
          </Section>
        ))}
        {more > 0 && (
          <Paragraph>
            And {more} more: <Link href={absolute(origin, '/notifications')}>see them all</Link>.
          </Paragraph>
        )}
        <Paragraph>You get this digest for the job alerts on your Hireloop account.</Paragraph>
      </Layout>
    );
  },
});
