import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';

/** The candidate's photo, else the first letter of their name, else U. */
export function PersonAvatar({
  name,
  image,
  size = '12',
}: {
  name: string;
  image: string | null;
  size?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const show = image && broken !== image;
  return (
    <Box
      boxSize={size}
      rounded="full"
      overflow="hidden"
      flexShrink={0}
      bg="blue.solid"
      color="blue.contrast"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="semibold"
    >
      {show ? (
        <chakra.img
          src={image}
          alt=""
          boxSize="full"
          objectFit="cover"
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setBroken(image)}
        />
      ) : (
        <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || 'U'}</span>
      )}
    </Box>
  );
}

/** Only http(s) links are rendered as links (a profile field could hold anything). */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}
