import { Box, type BoxProps, chakra } from '@chakra-ui/react';
import { useState } from 'react';

type Props = { src: string | null | undefined; name: string; size?: BoxProps['boxSize'] };

/** The company's logo, else its first letter on a tinted square (a broken URL falls back too). */
export function CompanyLogo({ src, name, size = '12' }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const show = src && broken !== src;
  return (
    <Box
      boxSize={size}
      flexShrink={0}
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      bg={show ? 'white' : 'blue.subtle'}
      color="blue.fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="lg"
    >
      {show ? (
        <chakra.img
          src={src}
          alt={`${name} logo`}
          boxSize="full"
          objectFit="contain"
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setBroken(src)}
        />
      ) : (
        <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '?'}</span>
      )}
    </Box>
  );
}
