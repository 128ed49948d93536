import { Box, defineStyle } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { initialOf } from '../../ui/initial.ts';
import { focusRingOutside } from '../../ui/focus-ring.ts';

type Props = { username?: string | null; image?: string | null };

// One style object for the link and its image (the navbar's parts are plain elements, navbar.tsx).
const avatarStyle = defineStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '9',
  rounded: 'full',
  overflow: 'hidden',
  flexShrink: 0,
  bg: 'blue.solid',
  color: 'blue.contrast',
  fontWeight: 'semibold',
  fontSize: 'sm',
  _focusVisible: focusRingOutside,
  '& .avatar-image': { boxSize: 'full', objectFit: 'cover' },
});

/** Avatar link to /account: profile image, else the first letter of the username, else U. */
export function AvatarView({ username, image }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = image && broken !== image;
  return (
    <Box asChild css={avatarStyle}>
      <Link to="/account" aria-label="Account" data-testid="nav-avatar">
        {showImage ? (
          <img
            className="avatar-image"
            src={image}
            alt=""
            referrerPolicy="no-referrer"
            onError={() => setBroken(image)}
          />
        ) : (
          <span aria-hidden="true">{initialOf(username)}</span>
        )}
      </Link>
    </Box>
  );
}
