// A person's (or a company's) picture, else the first letter of the name, else U; also when the
// picture fails to load. Pictures come from other origins (Google, Storage): no referrer is sent.
import { Box, type BoxProps, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { initialOf } from './initial.ts';

type Props = Omit<BoxProps, 'children'> & {
  name: string | null | undefined;
  image: string | null | undefined;
  /** The picture's text alternative; '' when the name beside it already says who it is. */
  alt?: string;
  /** Pixel size for the img's width and height attributes (reserves its space). */
  pixels?: number;
};

export function Avatar({ name, image, alt = '', pixels, ...box }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Box
      boxSize="12"
      rounded="full"
      overflow="hidden"
      flexShrink={0}
      bg="blue.solid"
      color="blue.contrast"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="semibold"
      {...box}
    >
      {image && broken !== image ? (
        <chakra.img
          src={image}
          alt={alt}
          htmlWidth={pixels}
          htmlHeight={pixels}
          boxSize="full"
          objectFit="cover"
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setBroken(image)}
        />
      ) : (
        <span aria-hidden="true">{initialOf(name)}</span>
      )}
    </Box>
  );
}
