import '../../../test/setup';

import { useAuthStore } from '../../../lib/session/auth-store';
import { resetAuthState, type Routes, stubFetch } from '../../../test/auth-support';
import { startSession } from '../hooks/start-session';

const VALIDATE = 'GET /auth/validate-token/anna%40example.com';

/** A session as the store restores it from localStorage: logged in, pending the server's word. */
function storedSession(keys: { token?: string; email?: string } = { token: 'jwt', email: 'anna@example.com' }): void {
  if (keys.token) localStorage.setItem('authToken', keys.token);
  if (keys.email) localStorage.setItem('email', keys.email);
  localStorage.setItem('name', 'Anna');
  const both = Boolean(keys.token && keys.email);
  useAuthStore.setState({
    token: keys.token ?? null,
    email: keys.email ?? null,
    name: 'Anna',
    isAuthenticated: both,
    isAuthLoading: both,
  });
}

let warn: jest.SpyInstance;

beforeEach(() => {
  resetAuthState();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

async function start(routes: Routes) {
  const sent = stubFetch(routes);
  expect(useAuthStore.getState().isAuthLoading).toBe(useAuthStore.getState().isAuthenticated);
  await startSession();
  return sent;
}

describe('session start (docs/product/rules.md#states-and-transitions)', () => {
  it('when the server says the stored token is valid, then the session stays and loading ends', async () => {
    storedSession();
    const sent = await start({ [VALIDATE]: { status: 200, body: { status: 'valid', message: 'ok', isExpired: false } } });

    expect(sent[0]?.headers.Authorization).toBe('Bearer jwt');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isAuthLoading: false, name: 'Anna' });
    expect(localStorage.getItem('authToken')).toBe('jwt');
  });

  it.each([
    ['401 invalid', { status: 401, body: { status: 'invalid', message: 'Invalid token', isExpired: false } }],
    ['401 expired', { status: 401, body: { status: 'expired', message: 'Token is expired', isExpired: true } }],
    ['403 forbidden', { status: 403, body: { status: 'forbidden', message: 'Not yours', isExpired: false } }],
    ['200 with a status other than valid', { status: 200, body: { status: 'malformed', message: 'x', isExpired: false } }],
  ])('when the server answers %s, then the visitor is logged out and the keys are gone', async (_name, answer) => {
    storedSession();
    await start({ [VALIDATE]: answer });

    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isAuthLoading: false, token: null });
    expect([localStorage.getItem('authToken'), localStorage.getItem('email'), localStorage.getItem('name')]).toEqual([null, null, null]);
  });

  it.each([
    ['the network fails', 'network-error' as const],
    ['the server fails with 503', { status: 503, body: { message: 'Database unavailable', code: 'DB_DOWN' } }],
  ])('when %s, then the failure is logged and the session is left as it was', async (_name, answer) => {
    storedSession();
    await start({ [VALIDATE]: answer });

    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isAuthLoading: false, token: 'jwt' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not validate the session'), expect.anything());
  });

  it.each([
    ['only a token', { token: 'jwt' }],
    ['only an email', { email: 'anna@example.com' }],
  ])('when %s is stored, then both warnings are logged and the visitor is logged out without a call', async (_name, keys) => {
    storedSession(keys);
    const sent = await start({});

    expect(sent).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Missing token or email');
    expect(warn).toHaveBeenCalledWith('No token or email found, logging out.');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isAuthLoading: false });
    expect(localStorage.length).toBe(0);
  });

  it('when nothing is stored, then there is nothing to check and nothing to warn about', async () => {
    const sent = await start({});
    expect(sent).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isAuthLoading).toBe(false);
  });

  it('when the visitor logs in as someone else while the old token is checked, then the new session survives', async () => {
    storedSession();
    stubFetch({ [VALIDATE]: { status: 401, body: { status: 'invalid', message: 'x', isExpired: false } } });
    const check = startSession();
    useAuthStore.getState().login({ token: 'new-jwt', email: 'bela@example.com', name: 'Béla' });
    await check;

    expect(useAuthStore.getState()).toMatchObject({ token: 'new-jwt', isAuthenticated: true });
  });
});
