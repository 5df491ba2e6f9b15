import { INVITABLE_ROLES, type StaffRole, staffInviteRequestSchema } from '@pizza/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormAlert, SubmitButton, TextField } from '../../../components/ui/form-controls';
import { useErrorText } from '../../../lib/use-error-text';
import { useInviteStaff } from '../api/staff-members';

type Problems = Partial<Record<'email' | 'name', string>>;

/**
 * The owner's invitation: e-mail, name and a role, each role with its one line of what it allows
 * (docs/product/screens.md#staff-navigation-and-roles). Checked with the shared request schema before it is sent; the
 * server's refusal (an e-mail already on the staff) is shown under the form in the reader's language.
 */
export function InviteForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('KITCHEN');
  const [problems, setProblems] = useState<Problems>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const parsed = staffInviteRequestSchema.safeParse({ email, name, role });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      const found: Problems = {
        ...(fields.has('email') ? { email: t('staff.invite.emailInvalid') } : {}),
        ...(fields.has('name') ? { name: t('staff.invite.nameRequired') } : {}),
      };
      setProblems(found);
      (found.email ? emailRef : nameRef).current?.focus();
      return;
    }
    setProblems({});
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data.email);
        setEmail('');
        setName('');
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-2xl bg-surface p-4 ring-1 ring-ink/10 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('staff.invite.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={emailRef}
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            label={t('staff.invite.email')}
            value={email}
            error={problems.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            ref={nameRef}
            id={`${id}-name`}
            autoComplete="off"
            label={t('staff.invite.name')}
            value={name}
            error={problems.name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold">{t('staff.invite.role')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {INVITABLE_ROLES.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-cream-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-role`}
                  value={option}
                  checked={role === option}
                  onChange={() => setRole(option)}
                  aria-labelledby={`${id}-${option}-name`}
                  aria-describedby={`${id}-${option}-hint`}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span className="flex flex-col">
                  <span id={`${id}-${option}-name`} className="font-bold">
                    {t(`staff.roles.${option}`)}
                  </span>
                  <span id={`${id}-${option}-hint`} className="text-sm text-ink-muted">
                    {t(`staff.roleHints.${option}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormAlert message={invite.isError ? errorText(invite.error) : null} />
        <FormAlert tone="success" message={sentTo ? t('staff.invite.sent', { email: sentTo }) : null} />
        <div className="sm:max-w-xs">
          <SubmitButton busy={invite.isPending} label={t('staff.invite.submit')} busyLabel={t('staff.invite.busy')} />
        </div>
      </form>
    </section>
  );
}
