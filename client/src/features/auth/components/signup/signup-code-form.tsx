import type { LegalAcceptance } from '@pizza/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert, SubmitButton, TextField } from '../../../../components/ui/form-controls';
import { useAuthStore } from '../../../../lib/session/auth-store';
import { signup } from '../../api/signup';
import { useCooldown } from '../../hooks/use-cooldown';
import { useSignupErrorText } from '../../hooks/use-signup-error-text';
import type { SignupDetails } from '../../signup-details';

interface SignupCodeFormProps {
  /** What step one collected, with the versions of the terms and privacy notice the customer accepted. */
  details: SignupDetails & { phone: string; acceptedLegal: LegalAcceptance };
  confirm: (code: string) => Promise<string>;
  /** Sends a new SMS code to the same phone. */
  resend: () => Promise<void>;
  onChangeDetails: () => void;
}

/** Seconds before another code may be asked for: SMS can take a while, and the provider limits sends. */
export const RESEND_COOLDOWN_S = 30;

/**
 * Sign-up step two: the SMS code. Firebase confirms it and vouches for the phone with an ID token;
 * our server then creates the account. The token is kept, so a failed sign-up can be retried
 * without a code that has already been used.
 */
export function SignupCodeForm({ details, confirm, resend, onChangeDetails }: SignupCodeFormProps) {
  const { t } = useTranslation();
  const errorText = useSignupErrorText();
  const storeLogin = useAuthStore((state) => state.login);
  const idToken = useRef<string | null>(null);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useCooldown(RESEND_COOLDOWN_S);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '' } });

  useEffect(() => codeRef.current?.focus(), []);

  const submitCode = async ({ code }: { code: string }) => {
    setFormError(null);
    try {
      idToken.current ??= await confirm(code.trim());
      const { confirmPassword, password, name, email, phone, acceptedLegal } = details;
      storeLogin(await signup({ name, email, password, confirmPassword, phone, acceptedLegal, firebaseIdToken: idToken.current }));
    } catch (error) {
      setFormError(errorText(error));
    }
  };
  const sendNewCode = async () => {
    setFormError(null);
    setResent(false);
    setResending(true);
    try {
      await resend();
      // A new code replaces the old one, and with it the token the old one vouched for.
      idToken.current = null;
      setResent(true);
      cooldown.restart();
      codeRef.current?.focus();
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setResending(false);
    }
  };
  const { ref, ...codeField } = register('code', { validate: (value) => value.trim() !== '' || t('signup.otpRequired') });

  return (
    <form onSubmit={(event) => void handleSubmit(submitCode)(event)} className="flex flex-col gap-4" noValidate>
      <TextField
        id="signup-code"
        label={t('signup.codeLabel')}
        hint={t('signup.codeHint', { phone: details.phone })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        ref={(element) => {
          ref(element);
          codeRef.current = element;
        }}
        {...codeField}
      />
      {resent && <FormAlert tone="success" message={t('signup.codeResent', { phone: details.phone })} />}
      <FormAlert message={formError} />
      <SubmitButton busy={isSubmitting} label={t('signup.verify')} busyLabel={t('signup.verifying')} />
      <button
        type="button"
        onClick={() => void sendNewCode()}
        disabled={cooldown.left > 0 || resending}
        className="cursor-pointer self-center rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline underline-offset-2 disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline"
      >
        {resending ? t('signup.resending') : cooldown.left > 0 ? t('signup.resendIn', { seconds: cooldown.left }) : t('signup.resend')}
      </button>
      <button
        type="button"
        onClick={onChangeDetails}
        className="cursor-pointer self-center rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('signup.changeDetails')}
      </button>
    </form>
  );
}
