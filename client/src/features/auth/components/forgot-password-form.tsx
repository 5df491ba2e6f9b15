import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@pizza/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert, SubmitButton } from '../../../components/ui/form-controls';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { EmailField } from './credential-fields';

/**
 * Asks for a reset link. The server answers the same sentence whether or not the account exists,
 * and that sentence is what the visitor sees.
 */
export function ForgotPasswordForm({ initialEmail = '', id }: { initialEmail?: string; id: string }) {
  const { t } = useTranslation();
  const mutation = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: initialEmail } });
  const typed = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit((values) => mutation.mutate(values));

  return (
    <form id={id} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 rounded-2xl bg-cream-100 p-4">
      <p className="text-sm text-ink-muted">{t('login.forgotHelp')}</p>
      <EmailField id="forgot-email" autoComplete="email" field={register('email')} typed={typed} error={errors.email?.message} />
      <SubmitButton busy={mutation.isPending} label={t('login.forgotSubmit')} busyLabel={t('login.forgotBusy')} />
      <FormAlert tone="success" message={mutation.data?.message} />
      <FormAlert message={mutation.error?.message} />
    </form>
  );
}
