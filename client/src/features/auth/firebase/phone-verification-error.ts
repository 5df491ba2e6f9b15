/** Why phone verification stopped; the sign-up page turns the reason into SPEC's sentence. */
export type PhoneVerificationFailure =
  'recaptchaContainerMissing' | 'recaptchaInitFailed' | 'recaptchaExpired' | 'recaptchaError' | 'sendFailed' | 'confirmFailed';

export class PhoneVerificationError extends Error {
  override readonly name = 'PhoneVerificationError';

  constructor(
    readonly reason: PhoneVerificationFailure,
    /** Firebase's error code ('auth/invalid-phone-number'), when Firebase gave one. */
    readonly firebaseCode?: string,
    cause?: unknown,
  ) {
    super(firebaseCode ? `${reason}: ${firebaseCode}` : reason, { cause });
  }
}
