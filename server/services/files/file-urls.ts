// The server's own check of every file URL a client sends. Storage rules keep each user under
// their own prefix in production, but locally the Storage emulator allows everything, and a client
// can always send any URL: so a URL is accepted only if it is a download URL of OUR bucket, in the
// expected folder, under the caller's own user id, with the expected file type.
import type { Config } from '../../config.ts';
import { badRequest } from '../../http-error.ts';

export type FileFolder = 'resumes' | 'logos' | 'feed-posts' | 'UpdatedProfiles';
export type FileKind = 'pdf' | 'image';

const realHost = 'firebasestorage.googleapis.com';
const extensions: Record<FileKind, RegExp> = {
  pdf: /\.pdf$/i,
  image: /\.(jpe?g|png|webp)$/i,
};
const kindNames: Record<FileKind, string> = {
  pdf: 'a PDF file',
  image: 'a .jpg, .jpeg, .png or .webp image',
};

export type FileRule = {
  /** Names the field in messages: "Resume", "Company logo". */
  label: string;
  folders: readonly FileFolder[];
  kind: FileKind;
};

/** Backslashes (a second path separator on some systems) and control characters. */
const hasUnsafeCharacter = (s: string) =>
  [...s].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c === '\u007f');

/** The object path (`folder/uid/name`) of a download URL of our bucket, or a 400 saying why not. */
function objectPath(firebase: Config['firebase'], raw: string, label: string): string {
  const notOurs = badRequest(`${label} must be a file uploaded to Hireloop's storage`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badRequest(`${label} must be a link to an uploaded file`);
  }
  if (url.username || url.password) throw notOurs;
  const real = url.protocol === 'https:' && url.host === realHost;
  const emulator =
    Boolean(firebase.storageEmulatorHost) &&
    url.protocol === 'http:' &&
    url.host === firebase.storageEmulatorHost;
  if (!real && !emulator) throw notOurs;
  // The URL parser has already resolved any `..` segments of the path itself.
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname);
  if (!match?.[1] || !match[2]) throw notOurs;
  if (url.searchParams.get('alt') !== 'media') throw notOurs;
  let bucket: string;
  let path: string;
  try {
    bucket = decodeURIComponent(match[1]);
    path = decodeURIComponent(match[2]);
  } catch {
    throw notOurs;
  }
  if (bucket !== firebase.storageBucket) throw notOurs;
  return path;
}

/**
 * Returns the normalised URL to store, or throws 400. The object must be `{folder}/{userId}/{name}`
 * with one of the rule's folders, the caller's own id, and a name with the rule's extension.
 */
export function checkFileUrl(
  firebase: Config['firebase'],
  raw: string,
  userId: string,
  rule: FileRule,
): string {
  const path = objectPath(firebase, raw, rule.label);
  const segments = path.split('/');
  const [folder, owner, name] = segments;
  const unsafe = segments.some((s) => s === '' || s === '.' || s === '..' || hasUnsafeCharacter(s));
  if (segments.length !== 3 || unsafe || !folder || !owner || !name) {
    throw badRequest(`${rule.label} must be a file uploaded to Hireloop's storage`);
  }
  if (!(rule.folders as readonly string[]).includes(folder)) {
    throw badRequest(`${rule.label} must be uploaded to ${rule.folders.map((f) => `${f}/`).join(' or ')}`);
  }
  if (owner !== userId) throw badRequest(`${rule.label} must be a file you uploaded yourself`);
  if (!extensions[rule.kind].test(name)) throw badRequest(`${rule.label} must be ${kindNames[rule.kind]}`);
  return new URL(raw.trim()).href;
}

/**
 * For optional file fields: null/'' clears, the value already stored is kept as is (it may predate
 * these rules, e.g. a Google photo), anything else must pass `checkFileUrl`.
 */
export function checkOptionalFileUrl(
  firebase: Config['firebase'],
  value: string | null | undefined,
  userId: string,
  rule: FileRule,
  current?: string | null,
): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (value.trim() === '') return null;
  if (current && value === current) return current;
  return checkFileUrl(firebase, value, userId, rule);
}

export const fileRules = {
  resume: { label: 'Resume', folders: ['resumes'], kind: 'pdf' },
  profilePhoto: { label: 'Profile photo', folders: ['UpdatedProfiles'], kind: 'image' },
  companyLogo: { label: 'Company logo', folders: ['logos'], kind: 'image' },
  userImage: { label: 'Profile image', folders: ['UpdatedProfiles', 'logos'], kind: 'image' },
  feedImage: { label: 'Image', folders: ['feed-posts'], kind: 'image' },
} as const satisfies Record<string, FileRule>;
