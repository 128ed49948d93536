// Shared pieces of the wire contract. Every object schema here and in the other contract files is a
// plain z.object, which drops keys it does not know: an old client's stray form keys (`jobTitle_0`)
// neither fail its request nor get stored, and since responses are encoded through these schemas
// too, no field beyond the contract ever leaves the server.
import { z } from 'zod';

/** Every error body the API sends. */
export const errorBody = z.object({ success: z.literal(false), message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const roleSchema = z.enum(['candidate', 'recruiter']);
export type Role = z.infer<typeof roleSchema>;

/** Trimmed text with a length limit and a message that names the field. */
export const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const idParam = (label: string) => z.string().uuid({ error: `${label} is not a valid id` });

/** Cursor pagination shared by every list: newest first. */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;
