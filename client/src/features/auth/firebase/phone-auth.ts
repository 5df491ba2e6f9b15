/**
 * The only module that imports Firebase. It is loaded with a dynamic import from the sign-up page
 * (load-phone-auth.ts), so the SDK never reaches the home page's bundle.
 */
import { initializeApp } from 'firebase/app';
import {
  type Auth,
  type ConfirmationResult,
  connectAuthEmulator,
  getAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signOut,
} from 'firebase/auth';

import type { FirebaseWebConfig } from '../../../lib/client-config';
import { PhoneVerificationError } from './phone-verification-error';

let auth: Auth | undefined;

/** One Firebase app per page load; the emulator is used only when the server names one. */
function firebaseAuth(config: FirebaseWebConfig, language: string): Auth {
  if (!auth) {
    const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    auth = getAuth(app);
    if (config.emulatorHost) connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
  }
  // The SMS and the bot check speak the shop's current language.
  auth.languageCode = language;
  return auth;
}

function firebaseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export interface PhoneVerifierOptions {
  config: FirebaseWebConfig;
  language: string;
  /** Where the invisible bot check lives; must stay in the page while verifying. */
  containerId: string;
  /** The bot check's own callbacks: its answer expired, or it failed (network, blocked script). */
  onBotCheckProblem: (reason: 'recaptchaExpired' | 'recaptchaError') => void;
}

export interface PhoneVerifier {
  /** Sends the SMS code; throws PhoneVerificationError. */
  sendCode(phone: string): Promise<void>;
  /** Confirms the code and returns the Firebase ID token that proves the phone to our server. */
  confirm(code: string): Promise<string>;
  dispose(): void;
}

export function createPhoneVerifier({ config, language, containerId, onBotCheckProblem }: PhoneVerifierOptions): PhoneVerifier {
  const firebase = firebaseAuth(config, language);
  let verifier: RecaptchaVerifier | null = null;
  let confirmation: ConfirmationResult | null = null;

  /** A failed send leaves the bot check spent; the next attempt gets a fresh one (docs/product/rules.md#errors-people-see). */
  const resetBotCheck = () => {
    try {
      verifier?.clear();
    } catch {
      // Already destroyed: nothing left to reset.
    }
    verifier = null;
  };

  const botCheck = async (): Promise<RecaptchaVerifier> => {
    if (verifier) return verifier;
    const container = document.getElementById(containerId);
    if (!container) throw new PhoneVerificationError('recaptchaContainerMissing');
    try {
      verifier = new RecaptchaVerifier(firebase, container, {
        size: 'invisible',
        'expired-callback': () => onBotCheckProblem('recaptchaExpired'),
        'error-callback': () => onBotCheckProblem('recaptchaError'),
      });
      await verifier.render();
      return verifier;
    } catch (error) {
      resetBotCheck();
      throw new PhoneVerificationError('recaptchaInitFailed', undefined, error);
    }
  };

  return {
    async sendCode(phone) {
      // A new code ('Send a new code'): the bot check answered the last send; it gets a fresh one.
      if (confirmation) resetBotCheck();
      const appVerifier = await botCheck();
      try {
        confirmation = await signInWithPhoneNumber(firebase, phone, appVerifier);
      } catch (error) {
        resetBotCheck();
        throw new PhoneVerificationError('sendFailed', firebaseCode(error), error);
      }
    },

    async confirm(code) {
      if (!confirmation) throw new PhoneVerificationError('confirmFailed', 'auth/missing-verification-id');
      try {
        const credential = await confirmation.confirm(code);
        const idToken = await credential.user.getIdToken();
        // Firebase only vouches for the phone; the shop's own session comes from our server.
        await signOut(firebase);
        return idToken;
      } catch (error) {
        throw new PhoneVerificationError('confirmFailed', firebaseCode(error), error);
      }
    },

    dispose: resetBotCheck,
  };
}
