import { TEXT_LIMITS } from '@pizza/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/form-controls';
import { useMessageTranslator } from '../validation-messages';

/*
 * The e-mail and password inputs the auth forms share. Each takes what react-hook-form's
 * `register` returns, what is typed so far (for the length counter) and the form's raw validation
 * messages, and translates those itself (shared schema sentences become catalogue text).
 */

/** react-hook-form's `formState.errors` for the named fields; only the message is read. */
type FieldMessages<Name extends string> = Partial<Record<Name, { message?: string }>>;
/** What the form's fields hold now (react-hook-form's useWatch). */
type Typed<Name extends string> = Partial<Record<Name, string | undefined>>;

interface EmailFieldProps {
  id: string;
  /** 'email' for a contact address, 'username' where it names the account being signed into or reset. */
  autoComplete: 'email' | 'username';
  field: UseFormRegisterReturn;
  typed: string | undefined;
  error?: string;
}

export function EmailField({ id, autoComplete, field, typed, error }: EmailFieldProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  return (
    <TextField
      id={id}
      type="email"
      label={t('auth.email')}
      autoComplete={autoComplete}
      required
      error={translate(error)}
      limit={{ max: TEXT_LIMITS.email, length: typed?.length ?? 0 }}
      {...field}
    />
  );
}

interface PasswordFieldProps {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  field: UseFormRegisterReturn;
  typed: string | undefined;
  error?: string;
}

function PasswordField({ id, label, autoComplete, hint, field, typed, error }: PasswordFieldProps) {
  const translate = useMessageTranslator();
  return (
    <TextField
      id={id}
      type="password"
      label={label}
      autoComplete={autoComplete}
      required
      hint={hint}
      error={translate(error)}
      limit={{ max: TEXT_LIMITS.password, length: typed?.length ?? 0 }}
      {...field}
    />
  );
}

interface SignInFieldsProps {
  /** Ids become `${idPrefix}-email` and `${idPrefix}-password`. */
  idPrefix: string;
  emailAutoComplete: EmailFieldProps['autoComplete'];
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  typed: Typed<'email' | 'password'>;
  errors: FieldMessages<'email' | 'password'>;
}

/** E-mail and current password, for the customer and staff logins. */
export function SignInFields({ idPrefix, emailAutoComplete, email, password, typed, errors }: SignInFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <EmailField
        id={`${idPrefix}-email`}
        autoComplete={emailAutoComplete}
        field={email}
        typed={typed.email}
        error={errors.email?.message}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('auth.password')}
        autoComplete="current-password"
        field={password}
        typed={typed.password}
        error={errors.password?.message}
      />
    </>
  );
}

interface NewPasswordFieldsProps {
  /** Ids become `${idPrefix}-password` and `${idPrefix}-confirm-password`. */
  idPrefix: string;
  /** The first field's label ('Password' at sign-up, 'New Password' on reset). */
  passwordLabel: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  typed: Typed<'password' | 'confirmPassword'>;
  errors: FieldMessages<'password' | 'confirmPassword'>;
}

/** A new password with the rules as its hint, and its confirmation (sign-up and password reset). */
export function NewPasswordFields({ idPrefix, passwordLabel, password, confirmPassword, typed, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        field={password}
        typed={typed.password}
        error={errors.password?.message}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        field={confirmPassword}
        typed={typed.confirmPassword}
        error={errors.confirmPassword?.message}
      />
    </>
  );
}
