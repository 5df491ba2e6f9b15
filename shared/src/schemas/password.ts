import type { z } from 'zod';

import { PASSWORD_MIN_LENGTH } from '../constants';

/** docs/product/rules.md#validation messages, in the order the rules are checked. */
export const PASSWORD_MESSAGES = {
  mismatch: 'Passwords do not match',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  noUppercase: 'Password must contain at least one uppercase letter',
  noNumber: 'Password must contain at least one number',
  noSpecial: 'Password must contain at least one special character',
  phoneRequired: 'Phone number is required',
} as const;

export interface PasswordForm {
  password: string;
  confirmPassword: string;
}

/** The sign-up form also carries the phone; the phone picker reports an empty field as undefined. */
export interface SignupPasswordForm extends PasswordForm {
  phone: string | undefined;
}

interface Rule {
  field: 'password' | 'confirmPassword' | 'phone';
  message: string;
  fails: (form: PasswordForm | SignupPasswordForm) => boolean;
}

// Unicode classes, so 'Á' counts as an upper-case letter and 'é' is not taken for a special character.
const RULES: readonly Rule[] = [
  { field: 'confirmPassword', message: PASSWORD_MESSAGES.mismatch, fails: (f) => f.password !== f.confirmPassword },
  { field: 'password', message: PASSWORD_MESSAGES.tooShort, fails: (f) => f.password.length < PASSWORD_MIN_LENGTH },
  { field: 'password', message: PASSWORD_MESSAGES.noUppercase, fails: (f) => !/\p{Lu}/u.test(f.password) },
  { field: 'password', message: PASSWORD_MESSAGES.noNumber, fails: (f) => !/[0-9]/.test(f.password) },
  { field: 'password', message: PASSWORD_MESSAGES.noSpecial, fails: (f) => !/[^\p{L}\p{N}\s]/u.test(f.password) },
  // Only forms that have a phone field (sign-up, not reset) are checked for it.
  { field: 'phone', message: PASSWORD_MESSAGES.phoneRequired, fails: (f) => 'phone' in f && !f.phone?.trim() },
];

function firstFailingRule(form: PasswordForm | SignupPasswordForm): Rule | undefined {
  return RULES.find((rule) => rule.fails(form));
}

/**
 * The first failing sign-up/reset rule's message, or null. The client shows it before submitting and
 * the server's schemas report the same one, so both sides always name the same first problem.
 */
export function firstPasswordError(form: PasswordForm | SignupPasswordForm): string | null {
  return firstFailingRule(form)?.message ?? null;
}

/**
 * Every failing rule's message, by the field it belongs under, in SPEC order: the forms show all
 * unmet rules together instead of making the customer fix them one submit at a time.
 */
export function passwordRuleMessages(form: PasswordForm | SignupPasswordForm): Partial<Record<Rule['field'], string[]>> {
  const messages: Partial<Record<Rule['field'], string[]>> = {};
  for (const rule of RULES.filter((candidate) => candidate.fails(form))) (messages[rule.field] ??= []).push(rule.message);
  return messages;
}

/** Object refinement for request schemas: reports the first failing rule on its field; true if one failed. */
export function addPasswordRuleIssue(form: PasswordForm | SignupPasswordForm, ctx: z.RefinementCtx): boolean {
  const rule = firstFailingRule(form);
  if (rule) ctx.addIssue({ code: 'custom', message: rule.message, path: [rule.field] });
  return rule !== undefined;
}
