// Plain values shared by the client and the server. No zod here: first-load screens import these,
// and zod (≈24 KB gzip) must stay out of the shell.
export const jobTypes = ['Full-Time', 'Part-Time', 'Contract', 'Internship', 'Temporary'] as const;
export type JobType = (typeof jobTypes)[number];

export const feedPostMaxLength = 5000;

/**
 * A job search's counts stop past this many: a count of `countCap + 1` means "more than 1,000"
 * (shown "1,000+"). Counting every one of 25,000 matches would cost more than the rest of a search.
 */
export const countCap = 1000;
