// A job's type and salary as the cards and the job page print them: plain text, no component, so
// the jobs list (which shows the type in its own styled span) loads no Badge for it.

/** Defaults when a job leaves them empty: job type 'Full-time', salary 'Competitive'. */
export const jobTypeLabel = (type: string | null | undefined) => type || 'Full-time';
export const salaryLabel = (salary: string | null | undefined) => salary || 'Competitive';
