import { type LegalAcceptance, PHONE_CODE_DELAY_MS, TEXT_LIMITS } from '@pizza/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FieldError, FormAlert, SubmitButton, TextField } from '../../../../components/ui/form-controls';
import { currentLegalVersions, LegalLinks, useLegalVersions } from '../../../legal';
import { checkEmailExists } from '../../api/check-email';
import { useSignupErrorText } from '../../hooks/use-signup-error-text';
import { EMPTY_SIGNUP_DETAILS, type SignupDetails, signupDetailsResolver } from '../../signup-details';
import { useMessageTranslator } from '../../validation-messages';
import { EmailField, NewPasswordFields } from '../credential-fields';
import { PhoneField } from './phone-field';

interface SignupDetailsFormProps {
  initialValues?: SignupDetails;
  sendCode: (phone: string) => Promise<void>;
  onCodeSent: (details: SignupDetails & { phone: string; acceptedLegal: LegalAcceptance }) => void;
  /** A complaint of the bot check itself, shown until the next attempt. */
  botCheckMessage?: string | null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sign-up step one (docs/product/accounts.md#sign-up): details, e-mail availability, then the SMS code. */
export function SignupDetailsForm({ initialValues = EMPTY_SIGNUP_DETAILS, sendCode, onCodeSent, botCheckMessage }: SignupDetailsFormProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const errorText = useSignupErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // Read early, so accepting them costs no wait at the submit.
  useLegalVersions();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignupDetails>({ resolver: signupDetailsResolver, defaultValues: initialValues });
  const typed = useWatch({ control });

  // Back from the code step, most often to correct the number the SMS did not reach.
  const returning = initialValues !== EMPTY_SIGNUP_DETAILS;
  useEffect(() => {
    if (returning) setFocus('phone');
  }, [returning, setFocus]);

  const onSubmit = handleSubmit(async (details) => {
    setFormError(null);
    const phone = details.phone ?? '';
    let exists: boolean;
    try {
      exists = await checkEmailExists(details.email);
    } catch {
      setFormError(t('signup.emailCheckFailed'));
      return;
    }
    if (exists) {
      setError('email', { type: 'taken', message: t('signup.emailExists') }, { shouldFocus: true });
      return;
    }
    // The versions the box accepts: the ones current now (docs/product/legal.md#sign-up-and-checkout-acceptance).
    let acceptedLegal: LegalAcceptance;
    try {
      const versions = await currentLegalVersions(queryClient);
      acceptedLegal = { terms: versions.terms, privacy: versions.privacy };
    } catch {
      setFormError(t('signup.legalVersionsFailed'));
      return;
    }
    await wait(PHONE_CODE_DELAY_MS); // docs/product/rules.md#states-and-transitions: a short pause precedes sending the code
    try {
      await sendCode(phone);
      onCodeSent({ ...details, phone, acceptedLegal });
    } catch (error) {
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <TextField
        id="signup-name"
        label={t('auth.name')}
        autoComplete="name"
        required
        error={translate(errors.name?.message)}
        limit={{ max: TEXT_LIMITS.name, length: typed.name?.length ?? 0 }}
        {...register('name')}
      />
      <EmailField id="signup-email" autoComplete="email" field={register('email')} typed={typed.email} error={errors.email?.message} />
      <NewPasswordFields
        idPrefix="signup"
        passwordLabel={t('auth.password')}
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        typed={typed}
        errors={errors}
      />
      <Controller
        name="phone"
        control={control}
        render={({ field }) => (
          <PhoneField
            id="signup-phone"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={translate(errors.phone?.message)}
          />
        )}
      />
      <div>
        <label htmlFor="signup-accept-legal" className="flex cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            id="signup-accept-legal"
            type="checkbox"
            aria-invalid={errors.acceptLegal ? true : undefined}
            aria-describedby={errors.acceptLegal ? 'signup-accept-legal-error' : undefined}
            className="mt-0.5 size-5 shrink-0 scroll-mt-28 accent-brand-600"
            {...register('acceptLegal')}
          />
          <span>
            <LegalLinks sentence="signup.acceptLegal" />
          </span>
        </label>
        <FieldError id="signup-accept-legal-error" message={translate(errors.acceptLegal?.message)} />
      </div>
      <FormAlert message={formError ?? botCheckMessage} />
      <SubmitButton busy={isSubmitting} label={t('signup.sendCode')} busyLabel={t('signup.sendingCode')} />
    </form>
  );
}
