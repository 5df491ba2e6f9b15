import type { z } from 'zod';

/** A zod failure as messages by field path ("deliveryBands.1.upToKm"), the first message per field. */
export function fieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
