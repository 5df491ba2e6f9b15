import { api } from '../../../lib/api';

/**
 * POST /auth/logout with the token being given up (it is already gone from storage when this
 * runs). Fire and forget: the visitor is logged out locally whatever the server answers.
 */
export function sendLogout(token: string): void {
  api.post('/auth/logout', { token }).catch((error: unknown) => {
    console.warn('Logout request failed', error);
  });
}
