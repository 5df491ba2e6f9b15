import type { useAuthStore as UseAuthStore } from '../auth-store';

/** The store reads localStorage when its module loads, so each test loads a fresh copy. */
function loadStore(): typeof UseAuthStore {
  let store!: typeof UseAuthStore;
  jest.isolateModules(() => {
    store = (jest.requireActual('../auth-store') as { useAuthStore: typeof UseAuthStore }).useAuthStore;
  });
  return store;
}

afterEach(() => localStorage.clear());

describe('auth store', () => {
  it('when nothing is stored, then the visitor is logged out and not loading', () => {
    expect(loadStore().getState()).toMatchObject({
      token: null,
      email: null,
      name: null,
      isAuthenticated: false,
      isAuthLoading: false,
    });
  });

  it('when a token and email are stored, then the session is restored pending the server check', () => {
    localStorage.setItem('authToken', 'jwt');
    localStorage.setItem('email', 'anna@example.com');
    localStorage.setItem('name', 'Anna');
    const state = loadStore().getState();
    expect(state).toMatchObject({ token: 'jwt', email: 'anna@example.com', name: 'Anna', isAuthenticated: true });
    expect(state.isAuthLoading).toBe(true);
  });

  it('when logging in and out, then state and the three localStorage keys follow', () => {
    const store = loadStore();
    store.getState().login({ token: 'jwt', email: 'anna@example.com', name: 'Anna' });
    expect(store.getState().isAuthenticated).toBe(true);
    expect([localStorage.getItem('authToken'), localStorage.getItem('email'), localStorage.getItem('name')]).toEqual([
      'jwt',
      'anna@example.com',
      'Anna',
    ]);

    store.getState().logout();
    expect(store.getState()).toMatchObject({ token: null, email: null, name: null, isAuthenticated: false });
    expect(localStorage.length).toBe(0);
  });
});
