import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_CODE_LENGTH, verifyOtpRequestSchema } from '@pizza/shared';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert, SubmitButton, TextField } from '../../../components/ui/form-controls';
import type { StaffSession } from '../../../lib/session/staff-auth-store';
import { useVerifyOtpMutation } from '../api/verify-otp';
import { useMessageTranslator } from '../validation-messages';

interface AdminCodeFormProps {
  email: string;
  onVerified: (session: StaffSession) => void;
  onStartOver: () => void;
}

/** Staff step two: the e-mailed code. A response without a token reads 'Invalid OTP'; errors show their message. */
export function AdminCodeForm({ email, onVerified, onStartOver }: AdminCodeFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const mutation = useVerifyOtpMutation();
  const codeRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(verifyOtpRequestSchema), defaultValues: { email, otp: '' } });

  // Moving to this step puts the cursor where the code goes.
  useEffect(() => codeRef.current?.focus(), []);

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ token, email: verifiedEmail }) => {
        if (token) onVerified({ token, email: verifiedEmail ?? email });
      },
    }),
  );
  const noToken = mutation.isSuccess && !mutation.data.token;
  const { ref, ...otpField } = register('otp');

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
      <TextField
        id="admin-otp"
        label={t('admin.codeLabel')}
        hint={t('admin.codeHint', { email })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={STAFF_CODE_LENGTH}
        error={translate(errors.otp?.message)}
        ref={(element) => {
          ref(element);
          codeRef.current = element;
        }}
        {...otpField}
      />
      <SubmitButton busy={mutation.isPending} label={t('admin.verify')} busyLabel={t('admin.verifying')} />
      <FormAlert message={noToken ? t('admin.invalidOtp') : mutation.error?.message} />
      <button
        type="button"
        onClick={onStartOver}
        className="cursor-pointer self-center rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('admin.startOver')}
      </button>
    </form>
  );
}
