import type * as PhoneAuth from './phone-auth';

let loading: Promise<typeof PhoneAuth> | undefined;

/**
 * Fetches the Firebase code on demand (once). The sign-up page starts this as it opens, so the
 * SDK is usually there by the time the form is sent.
 */
export function loadPhoneAuth(): Promise<typeof PhoneAuth> {
  loading ??= import('./phone-auth').catch((error: unknown) => {
    loading = undefined; // let a later attempt retry a failed download
    throw error;
  });
  return loading;
}
