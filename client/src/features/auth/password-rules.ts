import { type PasswordForm, passwordRuleMessages } from '@pizza/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Every unmet password rule at once: wraps a form's resolver so the password, its
 * confirmation and (at sign-up) the phone each list all their unmet rules, one per line, instead
 * of only the first (the shared request schemas, and so the server, still name the first).
 */
export function withAllPasswordRules<T extends FieldValues & PasswordForm>(resolver: Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const unmet = Object.entries(passwordRuleMessages(values));
    if (unmet.length === 0) return result;
    const errors: Record<string, { type: string; message: string }> = {
      ...(result.errors as Record<string, { type: string; message: string }>),
    };
    for (const [field, messages] of unmet) errors[field] = { type: 'rules', message: messages.join('\n') };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
