import { PASSWORD_MESSAGES } from '@pizza/shared';
import request from 'supertest';

import { uniquePhone } from '../../../test/auth';
import { phoneIdToken } from '../../../test/firebase-emulator';
import { UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkAccessToken } from '../tokens';
import { bearer, GOOD_PASSWORD, signupForm } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const signup = (body: object) => request(t.app).post('/auth/signup').send(body);

describe('POST /auth/signup', () => {
  it('when the form is complete and the phone token matches, then 201 with a customer session and a bcrypt-hashed account', async () => {
    const form = await signupForm(t, { email: 'Kata.Nagy@Example.com ' });
    const res = await signup(form).expect(201);
    expect(res.body).toEqual({ email: 'kata.nagy@example.com', name: 'Anna Kovács', token: expect.any(String) });

    const user = await UserModel.findOne({ email: 'kata.nagy@example.com' }).lean();
    expect(user).toMatchObject({ phone: form.phone, address: 'Debrecen, Piac u. 10', role: 'USER', tokenVersion: 0 });
    expect(user?.passwordHash).toMatch(/^\$2b\$12\$/);
    const check = checkAccessToken(res.body.token, t.config);
    expect(check).toMatchObject({ kind: 'valid', claims: { sub: String(user?._id), role: 'USER', ver: 0 } });
    if (check.kind === 'valid') expect(check.claims.exp - check.claims.iat).toBe(24 * 60 * 60);

    const me = await request(t.app).get('/auth/me').set(bearer(res.body.token)).expect(200);
    expect(me.body).toEqual({
      id: String(user?._id),
      email: 'kata.nagy@example.com',
      name: 'Anna Kovács',
      phone: form.phone,
      role: 'USER',
    });
  });

  it('when the form has no address (the sign-up page no longer asks for one), then the account is created', async () => {
    const { address: _unused, ...form } = await signupForm(t);
    const res = await signup(form).expect(201);
    expect((await UserModel.findOne({ email: res.body.email }).lean())?.address).toBe('');
  });

  it('when the form is sent url-encoded, then it is accepted as well', async () => {
    const form = await signupForm(t);
    await request(t.app).post('/auth/signup').type('form').send(form).expect(201);
  });

  it('when there is no Firebase token, then 400 "Phone verification is required" and no account', async () => {
    const { firebaseIdToken: _omitted, ...form } = await signupForm(t);
    const res = await signup(form).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Phone verification is required' });
    expect(await UserModel.exists({ email: form.email })).toBeNull();
  });

  it('when the Firebase token is not a token, then 400 with the phone verification message', async () => {
    const res = await signup(await signupForm(t, { firebaseIdToken: 'not-a-firebase-token' })).expect(400);
    expect(res.body).toEqual({
      code: 'BAD_REQUEST',
      message: 'Phone verification failed or has expired. Please verify your phone number again.',
    });
  });

  it('when the token was issued for another phone, then 400 and no account', async () => {
    const otherPhoneToken = await phoneIdToken(t.config.firebase.authEmulatorHost ?? '', uniquePhone());
    const form = await signupForm(t, { firebaseIdToken: otherPhoneToken });
    const res = await signup(form).expect(400);
    expect(res.body).toEqual({ code: 'BAD_REQUEST', message: 'The verified phone number does not match the phone number you entered.' });
    expect(await UserModel.exists({ email: form.email })).toBeNull();
  });

  it('when the phone already belongs to an account, then 409 "Phone number already in use"', async () => {
    const first = await signupForm(t);
    await signup(first).expect(201);
    const res = await signup(await signupForm(t, { phone: first.phone })).expect(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: 'Phone number already in use' });
  });

  it('when the e-mail is taken in any letter case, then 409 "Email already exists"', async () => {
    const first = await signupForm(t, { email: 'taken@example.com' });
    await signup(first).expect(201);
    const res = await signup(await signupForm(t, { email: 'TAKEN@Example.COM' })).expect(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: 'Email already exists' });
    expect(await UserModel.countDocuments({ email: 'taken@example.com' })).toBe(1);
  });

  it.each([
    ['the passwords differ', { confirmPassword: 'Other#Password2026' }, PASSWORD_MESSAGES.mismatch],
    ['the password is short', { password: 'Ab1!', confirmPassword: 'Ab1!' }, PASSWORD_MESSAGES.tooShort],
    ['there is no upper-case letter', { password: 'margherita#2026', confirmPassword: 'margherita#2026' }, PASSWORD_MESSAGES.noUppercase],
    ['there is no digit', { password: 'Margherita#pizza', confirmPassword: 'Margherita#pizza' }, PASSWORD_MESSAGES.noNumber],
    ['there is no special character', { password: 'Margherita2026', confirmPassword: 'Margherita2026' }, PASSWORD_MESSAGES.noSpecial],
    ['the phone is empty', { phone: '' }, PASSWORD_MESSAGES.phoneRequired],
  ])('when %s, then 400 with the SPEC message', async (_case, overrides, message) => {
    const res = await signup({ ...(await signupForm(t)), ...overrides }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('when several rules fail at once, then the first in SPEC order is reported', async () => {
    const res = await signup({ ...(await signupForm(t)), password: 'short', confirmPassword: 'different', phone: '' }).expect(400);
    expect(res.body.message).toBe(PASSWORD_MESSAGES.mismatch);
  });

  it('when a role or a MongoDB operator is smuggled in, then 400 and nothing is created', async () => {
    await signup({ ...(await signupForm(t)), role: 'ADMIN' }).expect(400);
    const res = await signup({ ...(await signupForm(t)), email: { $gt: '' } }).expect(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(await UserModel.countDocuments({ role: 'ADMIN' })).toBe(1);
  });

  it('when the new customer logs in, then the chosen password works', async () => {
    const form = await signupForm(t);
    await signup(form).expect(201);
    await request(t.app).post('/auth/login').send({ email: form.email, password: GOOD_PASSWORD }).expect(200);
  });
});
