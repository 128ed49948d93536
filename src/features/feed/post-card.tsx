import { Box, chakra, defineStyle, Flex, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../ui/relative-time.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { Avatar } from '../../ui/avatar.tsx';

export type PostView = {
  username: string;
  avatar: string | null;
  createdAt: string | number;
  content: string;
  imageUrl: string | null;
};

type Props = { post: PostView; status?: ReactNode; muted?: boolean };

/**
 * The card is styled by one style object on the article; its parts are plain elements picked by
 * class. A feed renders 20 posts a page, and each Chakra element costs a style resolution per
 * render (see ui/job-card.tsx, which does the same).
 */
const postStyle = defineStyle({
  borderWidth: '1px',
  borderColor: 'border',
  borderStyle: 'solid',
  rounded: 'xl',
  bg: 'bg.panel',
  shadow: 'xs',
  overflow: 'hidden',
  '&[data-muted]': { borderColor: 'border.emphasized', borderStyle: 'dashed', shadow: 'none' },
  '& .post-head': { display: 'flex', gap: '3', alignItems: 'center', px: { base: '4', md: '5' }, pt: '4' },
  '& .post-names': { minW: '0' },
  '& .post-name-row': { display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' },
  '& .post-username': { fontWeight: 'semibold', truncate: true },
  '& .post-role': {
    fontSize: 'xs',
    fontWeight: 'medium',
    px: '2',
    py: '0.5',
    rounded: 'full',
    bg: 'blue.subtle',
    color: 'blue.fg',
  },
  '& .post-date': { display: 'block', fontSize: 'sm', color: 'fg.muted' },
  '& .post-content': {
    px: { base: '4', md: '5' },
    py: '4',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

/** One post. The content is plain text (React escapes it), line breaks kept; never HTML. */
export function PostCard({ post, status, muted }: Props) {
  return (
    <chakra.article css={postStyle} data-muted={muted || undefined}>
      {status}
      <div className="post-head">
        <Avatar
          name={post.username}
          image={post.avatar}
          boxSize="10"
          pixels={40}
          aria-hidden="true"
          data-testid="post-avatar"
        />
        <div className="post-names">
          <div className="post-name-row">
            <span className="post-username">{post.username}</span>
            <span className="post-role">Recruiter</span>
          </div>
          <PostTime createdAt={post.createdAt} />
        </div>
      </div>
      <p className="post-content" data-testid="post-content">
        {post.content}
      </p>
      {post.imageUrl && <PostImage src={post.imageUrl} alt={`Shared by ${post.username}`} />}
    </chakra.article>
  );
}

/**
 * The server knows no visitor's time zone: its HTML, and hydration, show the time in UTC, then the
 * local time. Its own component, so that only it renders again once hydration ends.
 */
function PostTime({ createdAt }: { createdAt: PostView['createdAt'] }) {
  const local = useHydrated();
  const date = new Date(createdAt);
  const iso = Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  return (
    // data-local: a visitor's document has no app; its small script (src/visitor.ts) shows local time.
    <time className="post-date" dateTime={iso} data-local="">
      {formatDateTime(createdAt, { utc: !local })}
    </time>
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
