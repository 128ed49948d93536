// Request validation: the zod schemas of contract/, after one check of our own. PostgreSQL cannot
// store the NUL character in text or jsonb (it fails the query), so a NUL anywhere in a body, query
// or address is refused here as bad input (400) instead of failing later as a 500.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { badRequest } from '../http-error.ts';

const nulMessage = 'Text cannot contain the NUL character (\\u0000)';

/** True when a string, or any key or string inside arrays and objects, holds a NUL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

export const validateWithoutNul: FastifySchemaCompiler<$ZodType> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  return (data: unknown) => {
    if (containsNul(data)) return { error: badRequest(nulMessage) };
    try {
      return validate(data);
    } catch {
      // A schema's own code that throws on some input is still bad input, never a 500.
      return { error: badRequest('A value in the request is not valid') };
    }
  };
};
