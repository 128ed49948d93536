// Plain values shared by the client and the server. No zod here: first-load screens import these,
// and zod (≈24 KB gzip) must stay out of the shell.
export const jobTypes = ['Full-Time', 'Part-Time', 'Contract', 'Internship', 'Temporary'] as const;
export type JobType = (typeof jobTypes)[number];

export const feedPostMaxLength = 5000;
