import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';

/** A round photo, else the uppercase first letter of the name, else U. */
type AvatarProps = { image?: string | null; name?: string | null; size?: string; square?: boolean };

export function ProfileAvatar({ image, name, size = '20', square }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const initial = name?.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Box
      boxSize={size}
      rounded={square ? 'xl' : 'full'}
      overflow="hidden"
      flexShrink={0}
      bg="blue.solid"
      color="blue.contrast"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize="2xl"
      fontWeight="bold"
      data-testid="profile-avatar"
    >
      {image && broken !== image ? (
        <chakra.img
          src={image}
          alt={square ? `${name || 'Company'} logo` : name ? `${name}'s photo` : 'Profile photo'}
          boxSize="full"
          objectFit="cover"
          referrerPolicy="no-referrer"
          onError={() => setBroken(image)}
        />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </Box>
  );
}
