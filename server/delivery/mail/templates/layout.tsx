/** @jsxRuntime automatic */
// The frame of every Hireloop email: the name in the brand colour, a white card, a footer. Mail
// clients ignore stylesheets unevenly, so colours are inline (light) and a dark scheme is added
// by a media query for the clients that honour it; clients that invert colours themselves get
// a light design that inverts cleanly (no images of text, no colour carrying meaning alone).
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

export const brand = '#4338ca';
const ink = '#1f2937';
const muted = '#6b7280';

const darkCss = `
  @media (prefers-color-scheme: dark) {
    .hl-body { background-color: #111827 !important; }
    .hl-card { background-color: #1f2937 !important; border-color: #374151 !important; }
    .hl-text { color: #f3f4f6 !important; }
    .hl-muted { color: #9ca3af !important; }
    .hl-brand { color: #a5b4fc !important; }
  }`;

export type LayoutProps = {
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  /** The site's origin, for the links (always absolute in an email). */
  origin: string;
  /** A non-essential mail's one-click way out; essential mails have none. */
  unsubscribeUrl?: string;
  children: ReactNode;
};

export function Layout({ preview, heading, origin, unsubscribeUrl, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="hl-body"
        style={{ backgroundColor: '#f3f4f6', fontFamily: 'system-ui, Arial, sans-serif' }}
      >
        <Container style={{ maxWidth: '560px', padding: '24px 12px' }}>
          <Link
            href={origin}
            className="hl-brand"
            style={{ color: brand, fontSize: '22px', fontWeight: 700 }}
          >
            Hireloop
          </Link>
          <Section
            className="hl-card"
            style={{
              backgroundColor: '#ffffff',
              border: '1px solid #e5e7eb',
              borderRadius: '8px',
              marginTop: '12px',
              padding: '24px',
            }}
          >
            <Heading as="h1" className="hl-text" style={{ color: ink, fontSize: '20px', margin: '0 0 12px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: '20px 0 8px' }} />
          <Text className="hl-muted" style={{ color: muted, fontSize: '12px', margin: 0 }}>
            Hireloop, where candidates find jobs and recruiters hire.{' '}
            {unsubscribeUrl ? (
              <Link href={unsubscribeUrl} style={{ color: muted, textDecoration: 'underline' }}>
                Unsubscribe from these emails
              </Link>
            ) : (
              'You receive this email because it concerns your account.'
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the card. */
export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text
      className="hl-text"
      style={{ color: ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' }}
    >
      {children}
    </Text>
  );
}
