import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@pizza/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SubmitButton } from '../../../components/ui/form-controls';
import { useAuthStore } from '../../../lib/session/auth-store';
import { useLoginMutation } from '../api/login';
import { SignInFields } from './credential-fields';

interface LoginFormProps {
  /** Lets the forgot-password form start with what was typed here. */
  onEmailChange?: (email: string) => void;
}

/**
 * Customer login (docs/product/screens.md). Success stores the session; the page's guard then moves on.
 * Every failure reads 'Invalid email or password', so the form never reveals which accounts exist.
 */
export function LoginForm({ onEmailChange }: LoginFormProps) {
  const { t } = useTranslation();
  const storeLogin = useAuthStore((state) => state.login);
  const mutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });
  const typed = useWatch({ control });

  const onSubmit = handleSubmit((values) => mutation.mutate(values, { onSuccess: storeLogin }));
  const emailField = register('email', { onChange: (event: { target: HTMLInputElement }) => onEmailChange?.(event.target.value) });

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <SignInFields
        idPrefix="login"
        emailAutoComplete="email"
        email={emailField}
        password={register('password')}
        typed={typed}
        errors={errors}
      />
      <SubmitButton busy={mutation.isPending} label={t('login.submit')} busyLabel={t('login.busy')} />
      {mutation.isError && (
        <p role="alert" className="text-center font-semibold text-brand-700">
          {t('login.failed')}
        </p>
      )}
    </form>
  );
}
