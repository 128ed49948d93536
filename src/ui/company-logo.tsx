import { Box, type BoxProps, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { initialOf } from './initial.ts';

/** The seven bundled logos (public/logos), matched by company name. */
const BUNDLED = ['amazon', 'atlassian', 'google', 'ibm', 'meta', 'microsoft', 'netflix'];

export function fallbackLogo(companyName: string): string | null {
  const name = companyName.toLowerCase();
  const match = BUNDLED.find((key) => new RegExp(`\\b${key}\\b`).test(name));
  return match ? `/logos/${match}.svg` : null;
}

type Props = { src: string | null | undefined; name: string; size?: BoxProps['boxSize'] };

/** One logo for every company card and job: the uploaded logo, else a bundled logo matched by name, else the initial on a tinted square. */
export function CompanyLogo({ src, name, size = '14' }: Props) {
  const [broken, setBroken] = useState<string[]>([]);
  const candidates = [src, fallbackLogo(name)].filter(
    (s): s is string => Boolean(s) && !broken.includes(s as string),
  );
  const shown = candidates[0];
  return (
    <Box
      boxSize={size}
      flexShrink={0}
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      bg={shown ? 'white' : 'blue.subtle'}
      color="blue.fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="xl"
      data-testid="company-logo"
    >
      {shown ? (
        <chakra.img
          src={shown}
          alt={`${name} logo`}
          boxSize="full"
          objectFit="contain"
          p="1"
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setBroken((b) => [...b, shown])}
        />
      ) : (
        <span aria-hidden="true">{initialOf(name, '?')}</span>
      )}
    </Box>
  );
}
