import { zodResolver } from '@hookform/resolvers/zod';
import { type InvitationAcceptRequest, invitationAcceptRequestSchema } from '@pizza/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert, SubmitButton } from '../../../components/ui/form-controls';
import { NewPasswordFields, withAllPasswordRules } from '../../auth';

interface JoinFormProps {
  busy: boolean;
  failure: string | null;
  onSubmit: (values: InvitationAcceptRequest) => void;
}

/** The new member's password and its confirmation, with the same rules and messages as a password reset. */
export function JoinForm({ busy, failure, onSubmit }: JoinFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: withAllPasswordRules(zodResolver(invitationAcceptRequestSchema)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const typed = useWatch({ control });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
      <NewPasswordFields
        idPrefix="join"
        passwordLabel={t('join.password')}
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        typed={typed}
        errors={errors}
      />
      <FormAlert message={failure} />
      <SubmitButton busy={busy} label={t('join.submit')} busyLabel={t('join.busy')} />
    </form>
  );
}
