import { firstPasswordError, PASSWORD_MESSAGES, passwordRuleMessages, resetPasswordRequestSchema, signupRequestSchema } from '../index';
import { signup } from './fixtures';
import { messagesOf, pathsOf } from './helpers';

/**
 * Each row fixes the previous rule and breaks the next, so every later rule also fails: the
 * expected message proves the docs/product/rules.md#validation order, not only the rule.
 */
const CHAIN: Array<[string, { password: string; confirmPassword: string; phone: string | undefined }, string, string]> = [
  ['confirmation differs', { password: 'abc', confirmPassword: 'abd', phone: '' }, 'Passwords do not match', 'confirmPassword'],
  [
    '9 characters',
    { password: 'abcdefghi', confirmPassword: 'abcdefghi', phone: '' },
    'Password must be at least 10 characters',
    'password',
  ],
  [
    'no upper-case letter',
    { password: 'abcdefghij', confirmPassword: 'abcdefghij', phone: '' },
    'Password must contain at least one uppercase letter',
    'password',
  ],
  [
    'no digit',
    { password: 'Abcdefghij', confirmPassword: 'Abcdefghij', phone: '' },
    'Password must contain at least one number',
    'password',
  ],
  [
    'no special character',
    { password: 'Abcdefghi1', confirmPassword: 'Abcdefghi1', phone: '' },
    'Password must contain at least one special character',
    'password',
  ],
  ['no phone', { password: 'Abcdefgh1!', confirmPassword: 'Abcdefgh1!', phone: '' }, 'Phone number is required', 'phone'],
];

describe('firstPasswordError', () => {
  it.each(CHAIN)('when %s, then it returns its SPEC message', (_label, form, message) => {
    expect(firstPasswordError(form)).toBe(message);
  });

  it('when the phone picker reports undefined, then the phone is required', () => {
    expect(firstPasswordError({ password: 'Abcdefgh1!', confirmPassword: 'Abcdefgh1!', phone: undefined })).toBe(
      'Phone number is required',
    );
  });

  it('when every rule passes, then it returns null', () => {
    expect(firstPasswordError({ password: 'Abcdefgh1!', confirmPassword: 'Abcdefgh1!', phone: '+36301234567' })).toBeNull();
  });

  it('when the form has no phone field (reset), then the phone rule is not applied', () => {
    expect(firstPasswordError({ password: 'Abcdefgh1!', confirmPassword: 'Abcdefgh1!' })).toBeNull();
  });

  it('when the upper-case letter is accented, then it counts', () => {
    expect(firstPasswordError({ password: 'Ábcdefgh1!', confirmPassword: 'Ábcdefgh1!' })).toBeNull();
  });

  it('when the only non-alphanumeric characters are accented letters or spaces, then a special character is missing', () => {
    const message = 'Password must contain at least one special character';
    expect(firstPasswordError({ password: 'Abcdefgh1é', confirmPassword: 'Abcdefgh1é' })).toBe(message);
    expect(firstPasswordError({ password: 'Abcdefgh1 ', confirmPassword: 'Abcdefgh1 ' })).toBe(message);
  });
});

describe('signupRequestSchema password rules', () => {
  it.each(CHAIN)('when %s, then the only issue is its SPEC message on its field', (_label, form, message, field) => {
    const input = { ...signup, ...form };
    expect(messagesOf(signupRequestSchema, input)).toEqual([message]);
    expect(pathsOf(signupRequestSchema, input)).toEqual([field]);
  });

  it('when the phone key is missing, then the message is still "Phone number is required"', () => {
    const { phone: _omitted, ...rest } = signup;
    expect(messagesOf(signupRequestSchema, rest)).toEqual(['Phone number is required']);
  });

  it('when the password exceeds 72 characters, then it is rejected', () => {
    const long = `Aa1!${'x'.repeat(69)}`;
    expect(pathsOf(signupRequestSchema, { ...signup, password: long, confirmPassword: long })).toEqual(['password', 'confirmPassword']);
  });
});

describe('resetPasswordRequestSchema password rules', () => {
  const reset = { token: 'c0ffee-token', email: 'anna@example.com', password: 'Abcdefgh1!', confirmPassword: 'Abcdefgh1!' };

  it('when the passwords pass every rule, then it parses', () => {
    expect(resetPasswordRequestSchema.parse(reset)).toEqual(reset);
  });

  it.each(CHAIN.slice(0, 5))('when %s, then the only issue is its SPEC message', (_label, form, message) => {
    const { phone: _phone, ...passwords } = form;
    expect(messagesOf(resetPasswordRequestSchema, { ...reset, ...passwords })).toEqual([message]);
  });
});

describe('passwordRuleMessages', () => {
  it('when several rules fail, then every message comes, under its field, in SPEC order', () => {
    expect(passwordRuleMessages({ password: 'short', confirmPassword: 'other', phone: undefined })).toEqual({
      confirmPassword: [PASSWORD_MESSAGES.mismatch],
      password: [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.noUppercase, PASSWORD_MESSAGES.noNumber, PASSWORD_MESSAGES.noSpecial],
      phone: [PASSWORD_MESSAGES.phoneRequired],
    });
  });

  it('when every rule holds, then there is nothing to say', () => {
    expect(passwordRuleMessages({ password: 'Pizza#Lover2026', confirmPassword: 'Pizza#Lover2026' })).toEqual({});
  });
});
