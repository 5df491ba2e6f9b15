import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminLoginRequest, adminLoginRequestSchema } from '@pizza/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert, SubmitButton } from '../../../components/ui/form-controls';
import { useAdminLoginMutation } from '../api/admin-login';
import { SignInFields } from './credential-fields';

/** Staff step one: e-mail and password. `otpSent: false` and any failure read 'Invalid email or password'. */
export function AdminCredentialsForm({ onCodeSent, initialEmail = '' }: { onCodeSent: (email: string) => void; initialEmail?: string }) {
  const { t } = useTranslation();
  const mutation = useAdminLoginMutation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminLoginRequestSchema), defaultValues: { email: initialEmail, password: '' } });
  const typed = useWatch({ control });

  const onSubmit = handleSubmit((values: AdminLoginRequest) =>
    mutation.mutate(values, {
      onSuccess: ({ otpSent }) => {
        if (otpSent) onCodeSent(values.email);
      },
    }),
  );
  const refused = mutation.isError || mutation.data?.otpSent === false;

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <SignInFields
        idPrefix="admin"
        emailAutoComplete="username"
        email={register('email')}
        password={register('password')}
        typed={typed}
        errors={errors}
      />
      <SubmitButton busy={mutation.isPending} label={t('admin.login')} busyLabel={t('admin.loggingIn')} />
      <FormAlert message={refused ? t('admin.invalidCredentials') : null} />
    </form>
  );
}
