import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { initialOf } from './format.ts';

/** The poster's photo, else the first letter of the username (also when the photo fails to load). */
export function PostAvatar({ username, image }: { username: string; image?: string | null }) {
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = image && broken !== image;
  return (
    <Box
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="10"
      rounded="full"
      overflow="hidden"
      flexShrink={0}
      bg="blue.solid"
      color="blue.contrast"
      fontWeight="semibold"
      aria-hidden="true"
      data-testid="post-avatar"
    >
      {showImage ? (
        <chakra.img
          src={image}
          alt=""
          htmlWidth="40"
          htmlHeight="40"
          boxSize="full"
          objectFit="cover"
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setBroken(image)}
        />
      ) : (
        initialOf(username)
      )}
    </Box>
  );
}
