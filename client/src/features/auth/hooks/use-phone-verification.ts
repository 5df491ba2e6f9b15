import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { clientConfigQuery } from '../../../lib/client-config';
import { loadPhoneAuth } from '../firebase/load-phone-auth';
import type { PhoneVerifier } from '../firebase/phone-auth';
import { PhoneVerificationError } from '../firebase/phone-verification-error';

export type BotCheckProblem = 'recaptchaExpired' | 'recaptchaError';

/**
 * Phone verification for the sign-up page: Firebase (loaded on demand) with the run-time config
 * from the server, an invisible bot check in `containerId`, and the bot check's own complaints.
 */
export function usePhoneVerification(containerId: string) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const verifierRef = useRef<PhoneVerifier | null>(null);
  const [botCheckProblem, setBotCheckProblem] = useState<BotCheckProblem | null>(null);

  useEffect(() => {
    // Warm up: fetch the SDK and the config while the visitor types.
    void loadPhoneAuth().catch(() => undefined);
    void queryClient.prefetchQuery(clientConfigQuery);
    return () => verifierRef.current?.dispose();
  }, [queryClient]);

  const verifier = useCallback(async (): Promise<PhoneVerifier> => {
    if (verifierRef.current) return verifierRef.current;
    try {
      const [phoneAuth, config] = await Promise.all([loadPhoneAuth(), queryClient.ensureQueryData(clientConfigQuery)]);
      verifierRef.current = phoneAuth.createPhoneVerifier({
        config: config.firebase,
        language: i18n.language,
        containerId,
        onBotCheckProblem: setBotCheckProblem,
      });
      return verifierRef.current;
    } catch (error) {
      throw new PhoneVerificationError('recaptchaInitFailed', undefined, error);
    }
  }, [containerId, i18n.language, queryClient]);

  const sendCode = useCallback(
    async (phone: string) => {
      setBotCheckProblem(null);
      await (await verifier()).sendCode(phone);
    },
    [verifier],
  );

  const confirm = useCallback(async (code: string) => (await verifier()).confirm(code), [verifier]);

  return { sendCode, confirm, botCheckProblem };
}
