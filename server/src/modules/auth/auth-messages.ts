/** Every sentence the auth endpoints answer with; people read them as is (docs/product/rules.md#errors-people-see). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'Email already exists',
  phoneTaken: 'Phone number already in use',
  phoneUnverified: 'Phone verification failed or has expired. Please verify your phone number again.',
  phoneMismatch: 'The verified phone number does not match the phone number you entered.',
  resetRequested: 'If an account exists for this email, a reset link has been sent.',
  resetInvalid: 'This reset link is invalid or has expired.',
  passwordChanged: 'Password changed',
  codeInvalid: 'Invalid or expired code',
  codeNotSent: 'The sign-in code could not be e-mailed. Please try again later.',
} as const;
