import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert, SubmitButton, TextField } from '../../../../components/ui/form-controls';
import { useAuthStore } from '../../../../lib/session/auth-store';
import { signup } from '../../api/signup';
import { useSignupErrorText } from '../../hooks/use-signup-error-text';
import type { SignupDetails } from '../../signup-details';

interface SignupCodeFormProps {
  details: SignupDetails & { phone: string };
  confirm: (code: string) => Promise<string>;
  onChangeDetails: () => void;
}

/**
 * Sign-up step two: the SMS code. Firebase confirms it and vouches for the phone with an ID token;
 * our server then creates the account. The token is kept, so a failed sign-up can be retried
 * without a code that has already been used.
 */
export function SignupCodeForm({ details, confirm, onChangeDetails }: SignupCodeFormProps) {
  const { t } = useTranslation();
  const errorText = useSignupErrorText();
  const storeLogin = useAuthStore((state) => state.login);
  const idToken = useRef<string | null>(null);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
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
      const { confirmPassword, password, name, email, phone, address } = details;
      storeLogin(await signup({ name, email, password, confirmPassword, phone, address, firebaseIdToken: idToken.current }));
    } catch (error) {
      setFormError(errorText(error));
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
      <FormAlert message={formError} />
      <SubmitButton busy={isSubmitting} label={t('signup.verify')} busyLabel={t('signup.verifying')} />
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
