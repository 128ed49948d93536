/** @jsxRuntime automatic */
// The one call to action of an email: a button, and the address written out for clients that
// show no buttons (and for the plain-text part, which prints it beside the label).
import { Button } from '@react-email/components';
import { brand } from './layout.tsx';

export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: brand,
        borderRadius: '6px',
        color: '#ffffff',
        display: 'inline-block',
        fontSize: '15px',
        fontWeight: 600,
        margin: '4px 0 16px',
        padding: '10px 18px',
        textDecoration: 'none',
      }}
    >
      {children}
    </Button>
  );
}
