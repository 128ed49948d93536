// A JobPosting's `description`, which search engines read as HTML: the job's own text is escaped
// (markup in it stays text), set in <p> and <ul> as the job page shows it: paragraphs at blank
// lines, line breaks kept, then the responsibilities and requirements as lists.
import type { JobDetail } from '../../../contract/jobs.ts';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function list(label: string, items: string[] | undefined): string {
  if (!items?.length) return '';
  return `<p>${label}:</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

export function jobDescriptionHtml(
  job: Pick<JobDetail, 'JobDescription' | 'Responsibilities' | 'Requirements'>,
): string {
  return `${paragraphs(job.JobDescription)}${list('Responsibilities', job.Responsibilities)}${list('Requirements', job.Requirements)}`;
}
