/**
 * The run profile: what kind of deployment this is, apart from which database it uses (MONGODB_URI
 * or the embedded one). local: the Auth emulator, mail captured in /dev/mailbox, webhooks and push
 * to http on this machine, the published staff login; production: none of them, and its secrets
 * are required.
 */
export const RUN_PROFILES = ['local', 'production'] as const;
export type RunProfile = (typeof RUN_PROFILES)[number];

/** The local profile's staff login, published so a newcomer can log in; production must choose its own. */
export const LOCAL_ADMIN = { email: 'admin@example.com', password: 'ChangeMe#2026' } as const;
export const LOCAL_FIREBASE_PROJECT_ID = 'demo-pizza';
export const LOCAL_FIREBASE_EMULATOR_HOST = '127.0.0.1:9099';
/** The Vite dev server proxies to us; its origin is the only cross-origin caller in development. */
export const LOCAL_CORS_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * The profile the raw environment asks for: RUN_PROFILE, else production when MONGODB_URI is set
 * (what that alone meant before the profile existed, so such deployments keep their checks) and
 * local when it is not. Undefined for a RUN_PROFILE that is not a profile (the schema reports it).
 */
export function profileOf(env: Record<string, string | undefined>): RunProfile | undefined {
  const given = env.RUN_PROFILE?.trim();
  if (given) return (RUN_PROFILES as readonly string[]).includes(given) ? (given as RunProfile) : undefined;
  return isSet(env.MONGODB_URI) ? 'production' : 'local';
}

/**
 * Rules of the production profile, checked on the raw values so they are reported together with
 * the format errors (zod skips object refinements once a field has failed).
 */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  if (profileOf(env) !== 'production') return [];
  const why = isSet(env.RUN_PROFILE)
    ? 'required in the production profile'
    : 'required in the production profile (MONGODB_URI is set and RUN_PROFILE is not; RUN_PROFILE=local runs the local profile on it)';
  const problems = ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'].filter((key) => !isSet(env[key])).map((key) => `${key}: ${why}`);
  // The embedded database is for this machine and the tests; production runs a MongoDB replica set.
  if (!isSet(env.MONGODB_URI))
    problems.unshift('MONGODB_URI: required in the production profile (the embedded database is for local runs)');
  if (env.ADMIN_PASSWORD === LOCAL_ADMIN.password) {
    problems.push('ADMIN_PASSWORD: must not be the published local-profile default in production');
  }
  if (isSet(env.FIREBASE_AUTH_EMULATOR_HOST)) {
    problems.push('FIREBASE_AUTH_EMULATOR_HOST: must not be set in production (firebase-admin would accept unsigned ID tokens)');
  }
  return problems;
}
