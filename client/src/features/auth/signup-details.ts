import { signupRequestSchema } from '@pizza/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
// The phone input's own export, so the page bundles one copy of the phone metadata.
import { isValidPhoneNumber } from 'react-phone-number-input';

import { withAllPasswordRules } from './password-rules';
import { LEGAL_REQUIRED_MESSAGE, PHONE_INVALID_MESSAGE } from './validation-messages';

/**
 * Step one of sign-up; `phone` is E.164 ('+36301234567') or undefined while empty. No free-text
 * address: nothing used it (delivery addresses are chosen at checkout), so the form no longer asks.
 */
export type SignupDetails = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string;
  /** The box 'I accept the terms and the privacy notice': unticked at first, required. */
  acceptLegal: boolean;
};

export const EMPTY_SIGNUP_DETAILS: SignupDetails = { name: '', email: '', password: '', confirmPassword: '', acceptLegal: false };

/**
 * Step one's checks: the plain fields with the shared request schema's own field rules, then the
 * phone number's format; withAllPasswordRules adds every unmet password and phone rule (SPEC's
 * rules, all at once rather than the first only).
 */
const fieldsResolver: Resolver<SignupDetails> = (values) => {
  const errors: FieldErrors<SignupDetails> = {};
  const cleaned = { ...values };
  for (const field of ['name', 'email'] as const) {
    const result = signupRequestSchema.shape[field].safeParse(values[field]);
    if (result.success) cleaned[field] = result.data;
    else errors[field] = { type: 'schema', message: result.error.issues[0]?.message };
  }
  if (values.phone && !isValidPhoneNumber(values.phone)) errors.phone = { type: 'format', message: PHONE_INVALID_MESSAGE };
  if (!values.acceptLegal) errors.acceptLegal = { type: 'required', message: LEGAL_REQUIRED_MESSAGE };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: cleaned, errors: {} };
};

export const signupDetailsResolver = withAllPasswordRules(fieldsResolver);
