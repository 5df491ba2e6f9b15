/**
 * Real Firebase ID tokens for a phone number, from the Auth emulator's REST API: what the browser SDK
 * does with `signInWithPhoneNumber` + `confirm(code)`, without a browser. Used by API tests and
 * available to browser tests.
 */

export const EMULATOR_PROJECT_ID = 'demo-pizza';
/** The emulator accepts any API key and any reCAPTCHA token. */
const API_KEY = 'demo-api-key';

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`Auth emulator ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

interface VerificationCode {
  phoneNumber: string;
  sessionInfo: string;
  code: string;
}

/** The SMS code the emulator "sent" for this session (it lists every code it has sent). */
export async function emulatorSmsCode(emulatorHost: string, sessionInfo: string, projectId = EMULATOR_PROJECT_ID): Promise<string> {
  const res = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes = [] } = (await res.json()) as { verificationCodes?: VerificationCode[] };
  const match = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo);
  if (!match) throw new Error(`the Auth emulator has no code for session ${sessionInfo.slice(0, 12)}...`);
  return match.code;
}

/** Sends a code to `phoneNumber` (E.164), reads it back and signs in: a real emulator ID token. */
export async function phoneIdToken(emulatorHost: string, phoneNumber: string): Promise<string> {
  const identityToolkit = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
  const { sessionInfo } = await post<{ sessionInfo: string }>(`${identityToolkit}/accounts:sendVerificationCode?key=${API_KEY}`, {
    phoneNumber,
    recaptchaToken: 'any-token-the-emulator-accepts',
  });
  const code = await emulatorSmsCode(emulatorHost, sessionInfo);
  const { idToken } = await post<{ idToken: string }>(`${identityToolkit}/accounts:signInWithPhoneNumber?key=${API_KEY}`, {
    sessionInfo,
    code,
  });
  return idToken;
}
