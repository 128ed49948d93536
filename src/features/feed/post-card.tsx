import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from './format.ts';
import { PostAvatar } from './post-avatar.tsx';

export type PostView = {
  username: string;
  avatar: string | null;
  createdAt: string | number;
  content: string;
  imageUrl: string | null;
};

type Props = { post: PostView; status?: ReactNode; muted?: boolean };

/** One post. The content is plain text (React escapes it), line breaks kept; never HTML. */
export function PostCard({ post, status, muted }: Props) {
  const date = new Date(post.createdAt);
  const iso = Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderColor={muted ? 'border.emphasized' : 'border'}
      borderStyle={muted ? 'dashed' : 'solid'}
      rounded="xl"
      bg="bg.panel"
      shadow={muted ? undefined : 'xs'}
      overflow="hidden"
    >
      {status}
      <Flex gap="3" align="center" px={{ base: '4', md: '5' }} pt="4">
        <PostAvatar username={post.username} image={post.avatar} />
        <Box minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text as="span" fontWeight="semibold" truncate>
              {post.username}
            </Text>
            <Text
              as="span"
              fontSize="xs"
              fontWeight="medium"
              px="2"
              py="0.5"
              rounded="full"
              bg="blue.subtle"
              color="blue.fg"
            >
              Recruiter
            </Text>
          </Flex>
          <chakra.time dateTime={iso} display="block" fontSize="sm" color="fg.muted">
            {formatDateTime(post.createdAt)}
          </chakra.time>
        </Box>
      </Flex>
      <Text
        px={{ base: '4', md: '5' }}
        py="4"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        data-testid="post-content"
      >
        {post.content}
      </Text>
      {post.imageUrl && <PostImage src={post.imageUrl} alt={`Shared by ${post.username}`} />}
    </Box>
  );
}

/** A fixed 16:10 frame, so nothing below moves when the (lazy) image arrives or fails. */
function PostImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Box bg="bg.muted" aspectRatio={16 / 10} borderTopWidth="1px">
      {failed === src ? (
        <Flex boxSize="full" align="center" justify="center" color="fg.muted" fontSize="sm" px="4">
          {/* Offline, an image never seen on this device cannot be shown. */}
          <Text role="img" aria-label={alt}>
            Image not available right now
          </Text>
        </Flex>
      ) : (
        <chakra.img
          src={src}
          alt={alt}
          htmlWidth="1600"
          htmlHeight="1000"
          loading="lazy"
          decoding="async"
          boxSize="full"
          objectFit="contain"
          onError={() => setFailed(src)}
        />
      )}
    </Box>
  );
}
