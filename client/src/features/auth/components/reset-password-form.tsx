import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequestSchema } from '@pizza/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { FormAlert, SubmitButton } from '../../../components/ui/form-controls';
import { paths } from '../../../config/paths';
import type { LoginRedirectState } from '../../../lib/session/login-redirect';
import { useResetPasswordMutation } from '../api/reset-password';
import { withAllPasswordRules } from '../password-rules';
import { useMessageTranslator } from '../validation-messages';
import { EmailField, NewPasswordFields } from './credential-fields';

/**
 * SPEC's 'Reset Password' form. The token from the e-mailed link rides along as a form value, so
 * the shared request schema checks the whole request (same password rules as sign-up).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const navigate = useNavigate();
  const mutation = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: withAllPasswordRules(zodResolver(resetPasswordRequestSchema)),
    defaultValues: { token, email: '', password: '', confirmPassword: '' },
  });
  const typed = useWatch({ control });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        const state: LoginRedirectState = { notice: 'passwordChanged' };
        void navigate(paths.login, { replace: true, state });
      },
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <EmailField id="reset-email" autoComplete="username" field={register('email')} typed={typed.email} error={errors.email?.message} />
      <NewPasswordFields
        idPrefix="reset"
        passwordLabel={t('reset.password')}
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        typed={typed}
        errors={errors}
      />
      <FormAlert message={translate(errors.token?.message) ?? mutation.error?.message} />
      <SubmitButton busy={mutation.isPending} label={t('reset.submit')} busyLabel={t('reset.busy')} />
    </form>
  );
}
