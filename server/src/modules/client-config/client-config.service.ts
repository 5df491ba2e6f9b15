import type { ClientConfig } from '@pizza/shared';

import type { Config } from '../../config/env';

/** The emulator accepts any key; the SDK only insists that one is given. */
export const EMULATOR_API_KEY = 'demo-api-key';

/** What the client config is built from: the public parts of the server's Config. */
export type ClientConfigSource = Pick<Config, 'profile' | 'googleMapsApiKey' | 'firebase'>;

export function buildClientConfig({ profile, firebase, googleMapsApiKey }: ClientConfigSource): ClientConfig {
  const local = profile === 'local';
  const projectId = firebase.projectId ?? '';
  const config: ClientConfig = {
    firebase: {
      apiKey: firebase.webApiKey ?? (local ? EMULATOR_API_KEY : ''),
      authDomain: firebase.authDomain ?? (projectId ? `${projectId}.firebaseapp.com` : ''),
      projectId,
    },
  };
  // Config only keeps an emulator host in the local profile; the check repeats that rule so a
  // production browser can never be pointed at an emulator.
  if (local && firebase.authEmulatorHost) config.firebase.emulatorHost = firebase.authEmulatorHost;
  if (googleMapsApiKey) config.googleMapsApiKey = googleMapsApiKey;
  return config;
}
