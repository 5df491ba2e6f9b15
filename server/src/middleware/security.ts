import cors from 'cors';
import helmet from 'helmet';

import type { Config } from '../config/env';

type SecurityConfig = Pick<Config, 'profile' | 'corsOrigins' | 'firebase'>;

/* Third-party origins the SPA needs: Google Maps with Places, Firebase Auth with reCAPTCHA. */
const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://places.googleapis.com'];
const FIREBASE_AUTH = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://www.googleapis.com',
  'https://apis.google.com',
];
const RECAPTCHA = ['https://www.google.com', 'https://www.gstatic.com', 'https://recaptcha.google.com'];

/** The Auth emulator is plain http on another port, so 'self' does not cover it. */
function emulatorOrigins(config: SecurityConfig): string[] {
  const host = config.firebase.authEmulatorHost;
  return config.profile === 'local' && host ? [`http://${host}`] : [];
}

export function securityHeaders(config: SecurityConfig) {
  const production = config.profile === 'production';
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...GOOGLE_MAPS, ...FIREBASE_AUTH, ...RECAPTCHA],
        // Google Maps and swagger-ui inject inline styles.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        imgSrc: ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS, 'https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
        connectSrc: ["'self'", ...GOOGLE_MAPS, ...FIREBASE_AUTH, ...emulatorOrigins(config)],
        frameSrc: ["'self'", ...RECAPTCHA, 'https://*.firebaseapp.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // Over plain http (the local profile on localhost) the upgrade would break the emulator calls.
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    // Firebase's reCAPTCHA fallback opens a popup that must be able to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: production,
  });
}

/** Cross-origin callers from the allowlist only; same-origin requests need no CORS headers at all. */
export function corsPolicy(config: SecurityConfig) {
  const allowed = new Set(config.corsOrigins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    exposedHeaders: ['x-request-id', 'etag', 'x-address-id'],
    allowedHeaders: ['authorization', 'content-type', 'x-api-key', 'if-none-match'],
    maxAge: 600,
  });
}
