import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  authResponseSchema,
  checkEmailResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meResponseSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  tokenValidationResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '../index';
import { signup } from './fixtures';
import { isValid, messagesOf, pathsOf } from './helpers';

describe('signupRequestSchema', () => {
  it('when a complete sign-up is given, then it parses', () => {
    expect(signupRequestSchema.parse(signup)).toEqual(signup);
  });

  it('when the e-mail has spaces and capitals, then it is trimmed and lower-cased', () => {
    expect(signupRequestSchema.parse({ ...signup, email: '  Anna@Example.COM ' }).email).toBe('anna@example.com');
  });

  it('when the e-mail is not an address, then it is rejected', () => {
    expect(messagesOf(signupRequestSchema, { ...signup, email: 'anna@' })).toEqual(['Invalid email address']);
  });

  it('when the phone lacks the leading + or has letters, then the format message is given', () => {
    const message = 'Phone number must be in international format, e.g. +36301234567';
    expect(messagesOf(signupRequestSchema, { ...signup, phone: '36301234567' })).toEqual([message]);
    expect(messagesOf(signupRequestSchema, { ...signup, phone: '+36 30 ABC' })).toEqual([message]);
  });

  it('when the Firebase ID token is missing, then it is reported; a missing address is fine (no longer asked)', () => {
    const { firebaseIdToken: _token, address: _address, ...rest } = signup;
    expect(pathsOf(signupRequestSchema, rest)).toEqual(['firebaseIdToken']);
    const { address: _unused, ...withoutAddress } = signup;
    expect(signupRequestSchema.parse(withoutAddress).address).toBeUndefined();
  });

  it('when the Firebase ID token is missing or empty, then "Phone verification is required" is reported', () => {
    const { firebaseIdToken: _token, ...rest } = signup;
    expect(messagesOf(signupRequestSchema, rest)).toEqual(['Phone verification is required']);
    expect(messagesOf(signupRequestSchema, { ...signup, firebaseIdToken: '' })).toEqual(['Phone verification is required']);
  });

  it('when the name is blank, then "Name is required" is reported', () => {
    expect(messagesOf(signupRequestSchema, { ...signup, name: '   ' })).toEqual(['Name is required']);
  });

  it('when an unknown field such as role is sent, then it is rejected', () => {
    expect(isValid(signupRequestSchema, { ...signup, role: 'ADMIN' })).toBe(false);
  });
});

describe('login', () => {
  it('when e-mail and password are given, then the e-mail is normalised', () => {
    expect(loginRequestSchema.parse({ email: 'Anna@Example.com', password: 'x' })).toEqual({
      email: 'anna@example.com',
      password: 'x',
    });
  });

  it('when the password is empty, then "Password is required" is reported', () => {
    expect(messagesOf(loginRequestSchema, { email: 'anna@example.com', password: '' })).toEqual(['Password is required']);
  });

  it('when the answer has email, name and token, then it parses; without the token it is rejected', () => {
    const answer = { email: 'anna@example.com', name: 'Anna', token: 'jwt' };
    expect(authResponseSchema.parse(answer)).toEqual(answer);
    expect(isValid(authResponseSchema, { email: 'anna@example.com', name: 'Anna' })).toBe(false);
  });
});

describe('staff sign-in', () => {
  it('when admin-login gets e-mail and password, then it parses; the answer is {otpSent}', () => {
    expect(isValid(adminLoginRequestSchema, { email: 'admin@example.com', password: 'ChangeMe#2026' })).toBe(true);
    expect(adminLoginResponseSchema.parse({ otpSent: true })).toEqual({ otpSent: true });
    expect(isValid(adminLoginResponseSchema, { otpSent: 'true' })).toBe(false);
  });

  it('when the code is 6 digits, then verify-otp parses', () => {
    expect(verifyOtpRequestSchema.parse({ email: 'admin@example.com', otp: ' 123456 ' }).otp).toBe('123456');
  });

  it('when the code is empty, then only "OTP is required" is reported', () => {
    expect(messagesOf(verifyOtpRequestSchema, { email: 'admin@example.com', otp: '' })).toEqual(['OTP is required']);
  });

  it.each(['12345', '1234567', '12a456', 123456])('when the code is %p, then it is rejected', (otp) => {
    expect(pathsOf(verifyOtpRequestSchema, { email: 'admin@example.com', otp })).toEqual(['otp']);
  });

  it('when the verify answer has token and email, then it parses', () => {
    expect(verifyOtpResponseSchema.parse({ token: 'jwt', email: 'admin@example.com' })).toEqual({
      token: 'jwt',
      email: 'admin@example.com',
    });
  });
});

describe('password reset and e-mail check', () => {
  it('when forgot-password gets an e-mail, then it parses; without one it is rejected', () => {
    expect(forgotPasswordRequestSchema.parse({ email: 'ANNA@example.com' })).toEqual({ email: 'anna@example.com' });
    expect(isValid(forgotPasswordRequestSchema, {})).toBe(false);
  });

  it('when the reset has no token, then "Reset token is required" is reported', () => {
    const reset = { token: '', email: 'anna@example.com', password: 'Abcdefgh1!', confirmPassword: 'Abcdefgh1!' };
    expect(messagesOf(resetPasswordRequestSchema, reset)).toEqual(['Reset token is required']);
    const { token: _omitted, ...withoutToken } = reset;
    expect(messagesOf(resetPasswordRequestSchema, withoutToken)).toEqual(['Reset token is required']);
  });

  it('when check-email answers {exists}, then it parses', () => {
    expect(checkEmailResponseSchema.parse({ exists: false })).toEqual({ exists: false });
  });
});

describe('tokenValidationResponseSchema', () => {
  it('when a valid staff token is described, then it parses', () => {
    const answer = {
      status: 'valid',
      message: 'Token is valid',
      isExpired: false,
      role: 'ADMIN',
      authenticatedUser: 'admin@example.com',
      expiresAt: '2026-03-15T00:00:00.000Z',
      timeUntilExpiry: '43199000 ms',
    };
    expect(tokenValidationResponseSchema.parse(answer)).toEqual(answer);
  });

  it('when an expired token is described with its expiry instant, then it parses', () => {
    const answer = { status: 'expired', message: 'Token is expired', isExpired: true, expiredAt: '2026-03-15T00:00:00.000Z' };
    expect(tokenValidationResponseSchema.parse(answer)).toEqual(answer);
  });

  it.each(['invalid', 'expired', 'forbidden', 'malformed'])('when the status is %s with no extras, then it parses', (status) => {
    expect(isValid(tokenValidationResponseSchema, { status, message: 'No', isExpired: status === 'expired' })).toBe(true);
  });

  it('when the status is "error" or the role is unknown, then it is rejected', () => {
    expect(isValid(tokenValidationResponseSchema, { status: 'error', message: 'x', isExpired: false })).toBe(false);
    expect(isValid(tokenValidationResponseSchema, { status: 'valid', message: 'x', isExpired: false, role: 'ROOT' })).toBe(false);
  });
});

describe('meResponseSchema', () => {
  it('when a customer is described, then it parses; a staff member may have no phone', () => {
    const me = { id: '665f1c2e9b1d8c0012345678', email: 'anna@example.com', name: 'Anna', phone: '+36301234567', role: 'USER' };
    expect(meResponseSchema.parse(me)).toEqual(me);
    const { phone: _omitted, ...staff } = me;
    expect(isValid(meResponseSchema, { ...staff, role: 'ADMIN' })).toBe(true);
  });
});
