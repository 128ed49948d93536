import type { ButtonProps } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ButtonLink } from './button-link.tsx';

type SignInLinkProps = Pick<ButtonProps, 'size' | 'variant' | 'colorPalette' | 'w'> & {
  children: ReactNode;
  'aria-label'?: string;
};

/**
 * A visitor's Apply, Save or Alert me: a link to sign in that brings them back to this page, then
 * in the app. A link, so it works in a document with no script.
 */
export function SignInLink({ children, ...props }: SignInLinkProps) {
  const here = useRouterState({ select: (s) => s.location.href });
  return (
    <ButtonLink to="/sign-in" search={{ redirect: here }} {...props}>
      {children}
    </ButtonLink>
  );
}
