import type { Location } from 'react-router-dom';

import { paths } from '../../config/paths';

/**
 * Pages that send a visitor to /login pass where to come back to as location state, e.g.
 * `navigate(paths.login, { state: loginRedirectState('/?item=PIZ_001') })`.
 */
export interface LoginRedirectState {
  redirectTo?: string;
  /** Set by the reset page so /login can confirm the new password was saved. */
  notice?: 'passwordChanged';
}

export function loginRedirectState(redirectTo: string): LoginRedirectState {
  return { redirectTo };
}

/** Only paths inside the shop: '//evil.example' or 'https://…' would make this an open redirect. */
function isInternalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Where a successful login continues: the page the visitor came from, or the menu. */
export function redirectTarget(location: Pick<Location, 'state'>): string {
  const state = location.state as LoginRedirectState | null | undefined;
  const target = state?.redirectTo;
  return isInternalPath(target) && !target.startsWith(paths.login) ? target : paths.home;
}

export function loginNotice(location: Pick<Location, 'state'>): LoginRedirectState['notice'] {
  return (location.state as LoginRedirectState | null | undefined)?.notice;
}
