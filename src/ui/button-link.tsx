import { Button, type ButtonProps } from '@chakra-ui/react';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type ButtonAnchorProps = Omit<ButtonProps, 'asChild'> &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/** Chakra's button drawn on the router's anchor: it navigates like a link. */
function ButtonAnchor({ ref, href, children, ...props }: ButtonAnchorProps) {
  return (
    // Chakra's button says type="button", which on an anchor names a MIME type: invalid HTML.
    <Button asChild {...props} type={undefined}>
      <a ref={ref} href={href}>
        {children}
      </a>
    </Button>
  );
}

/** A link that looks like a button, with the router's typed `to` and `params`. */
export const ButtonLink = createLink(ButtonAnchor);
