import type { z } from 'zod';

/** Messages of a failed parse, in the order the schema reported them; [] when the input is valid. */
export function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Paths of a failed parse, joined with dots. */
export function pathsOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

export function isValid(schema: z.ZodType, input: unknown): boolean {
  return schema.safeParse(input).success;
}

/** The operator-injection payload every string field must refuse. */
export const INJECTION = { $gt: '' };
