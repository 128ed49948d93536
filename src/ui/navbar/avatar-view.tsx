import { Box, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PATHS } from '../paths.ts';
import { avatarInitial } from './nav-links.ts';

type Props = { username?: string | null; image?: string | null };

/** Avatar link to /account: profile image, else the first letter of the username, else U. */
export function AvatarView({ username, image }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = image && broken !== image;
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="9"
      rounded="full"
      overflow="hidden"
      flexShrink={0}
      bg="blue.solid"
      color="blue.contrast"
      fontWeight="semibold"
      fontSize="sm"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
    >
      <Link to={PATHS.account} aria-label="Account" data-testid="nav-avatar">
        {showImage ? (
          <chakra.img
            src={image}
            alt=""
            boxSize="full"
            objectFit="cover"
            referrerPolicy="no-referrer"
            onError={() => setBroken(image)}
          />
        ) : (
          <span aria-hidden="true">{avatarInitial(username)}</span>
        )}
      </Link>
    </Box>
  );
}
