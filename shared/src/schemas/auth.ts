import { z } from 'zod';

import { PASSWORD_MAX_LENGTH, STAFF_CODE_LENGTH, TEXT_LIMITS } from '../constants';
import { legalAcceptanceSchema } from './legal';
import { addPasswordRuleIssue, PASSWORD_MESSAGES } from './password';
import {
  emailSchema,
  idSchema,
  isoDateTimeSchema,
  limitedString,
  nameSchema,
  optionalText,
  roleSchema,
  tooLongMessage,
} from './primitives';

/** A password being chosen: its strength rules live in the object refinement (addPasswordRuleIssue) so they are reported in SPEC order. */
export const newPasswordSchema = limitedString(PASSWORD_MAX_LENGTH);
/** Login checks the stored hash only; strength rules apply when a password is chosen. */
const passwordSchema = limitedString(PASSWORD_MAX_LENGTH).min(1, 'Password is required');
const phoneE164Schema = z.e164();

/** `POST /auth/signup`. The Firebase ID token proves the phone was verified by SMS code. */
export const signupRequestSchema = z
  .strictObject({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: newPasswordSchema,
    phone: z.string({ error: PASSWORD_MESSAGES.phoneRequired }).trim().max(TEXT_LIMITS.phone, tooLongMessage(TEXT_LIMITS.phone)),
    /** Free text the original form asked for and nothing uses; still accepted, no longer required. */
    address: optionalText(300),
    firebaseIdToken: z
      .string({ error: 'Phone verification is required' })
      .min(1, 'Phone verification is required')
      .max(4096, 'Phone verification token is too long'),
    /**
     * The terms and privacy notice versions the customer accepted (our sign-up form requires the box;
     * docs/product/legal.md#acceptance). Optional for the original client, which has no box: its
     * customers accept at their first checkout.
     */
    acceptedLegal: legalAcceptanceSchema.optional(),
  })
  .superRefine((form, ctx) => {
    // The format is checked after the SPEC rules so their order decides the first message.
    if (!addPasswordRuleIssue(form, ctx) && !phoneE164Schema.safeParse(form.phone).success) {
      ctx.addIssue({
        code: 'custom',
        message: 'Phone number must be in international format, e.g. +36301234567',
        path: ['phone'],
      });
    }
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** `POST /auth/login`. */
export const loginRequestSchema = z.strictObject({ email: emailSchema, password: passwordSchema }).meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answer of login and sign-up: the customer session. */
export const authResponseSchema = z.object({ email: z.string(), name: z.string(), token: z.string() }).meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `POST /auth/admin-login`, step one of staff sign-in. */
export const adminLoginRequestSchema = z.strictObject({ email: emailSchema, password: passwordSchema }).meta({ id: 'AdminLoginRequest' });
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminLoginResponseSchema = z.object({ otpSent: z.boolean() }).meta({ id: 'AdminLoginResponse' });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** `POST /auth/verify-otp`, step two: the e-mailed one-time code. */
export const verifyOtpRequestSchema = z
  .strictObject({
    email: emailSchema,
    otp: z
      .string()
      .trim()
      .min(1, { error: 'OTP is required', abort: true })
      .regex(new RegExp(`^\\d{${STAFF_CODE_LENGTH}}$`), `OTP must be ${STAFF_CODE_LENGTH} digits`),
  })
  .meta({ id: 'VerifyOtpRequest' });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const verifyOtpResponseSchema = z.object({ token: z.string(), email: z.string() }).meta({ id: 'VerifyOtpResponse' });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** `POST /auth/forgot-password`: e-mails a single-use reset token. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema }).meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** `POST /auth/resetPassword`: the token from the e-mail is required (the original ignored it). */
export const resetPasswordRequestSchema = z
  .strictObject({
    token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(512),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: newPasswordSchema,
  })
  .superRefine((form, ctx) => {
    addPasswordRuleIssue(form, ctx);
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Answer of `GET /auth/check-email?email=`. */
export const checkEmailResponseSchema = z.object({ exists: z.boolean() }).meta({ id: 'CheckEmailResponse' });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

export const TOKEN_VALIDATION_STATUSES = ['valid', 'invalid', 'expired', 'forbidden', 'malformed'] as const;
export type TokenValidationStatus = (typeof TOKEN_VALIDATION_STATUSES)[number];

/** Answer of `GET /auth/validate-token/{email}`; the extra fields come with status 'valid'. */
export const tokenValidationResponseSchema = z
  .object({
    status: z.enum(TOKEN_VALIDATION_STATUSES),
    message: z.string(),
    isExpired: z.boolean(),
    role: roleSchema.optional(),
    /** The e-mail the token belongs to. */
    authenticatedUser: z.string().optional(),
    expiresAt: isoDateTimeSchema.optional(),
    /** Status 'valid': what is left of the session, as the original wrote it ('<n> ms'). */
    timeUntilExpiry: z
      .string()
      .regex(/^\d+ ms$/)
      .optional(),
    /** Status 'expired': when it ran out. */
    expiredAt: isoDateTimeSchema.optional(),
  })
  .meta({ id: 'TokenValidationResponse' });
export type TokenValidationResponse = z.infer<typeof tokenValidationResponseSchema>;

/** Answer of `GET /auth/me`: the signed-in principal, reloaded from the database. */
export const meResponseSchema = z
  .object({
    id: idSchema,
    email: z.string(),
    name: z.string(),
    /** Staff accounts may have none. */
    phone: z.string().optional(),
    role: roleSchema,
  })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof meResponseSchema>;
