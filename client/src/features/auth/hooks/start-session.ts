import { useAuthStore } from '../../../lib/session/auth-store';
import { isTokenRejection, validateToken } from '../api/validate-token';

/** Logs out only if the session being checked is still the current one (a login may have happened meanwhile). */
function logoutIfStill(token: string): void {
  const state = useAuthStore.getState();
  if (state.token === token) state.logout();
}

/**
 * The session-start check of docs/product/rules.md#states-and-transitions: a stored token and email are validated with the
 * server; anything but status 'valid' logs out. A call that fails (network, 5xx) proves nothing,
 * so it is logged and the session stays. `isAuthLoading` ends when the check does.
 */
export async function startSession(): Promise<void> {
  const { token, email, finishAuthLoading, logout } = useAuthStore.getState();
  if (!token && !email) {
    finishAuthLoading(); // a visitor: nothing to check
    return;
  }
  if (!token || !email) {
    // Half a session cannot be checked; the original app warned with these two sentences.
    console.warn('Missing token or email');
    console.warn('No token or email found, logging out.');
    logout();
    return;
  }
  try {
    const { status } = await validateToken(email, token);
    if (status !== 'valid') logoutIfStill(token);
  } catch (error) {
    if (isTokenRejection(error)) logoutIfStill(token);
    else console.warn('Could not validate the session; keeping it until the server answers.', error);
  } finally {
    finishAuthLoading();
  }
}
