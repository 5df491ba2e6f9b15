import { type StaffMember, type StaffRole, STAFF_ROLES } from '@pizza/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { InlineError } from '../../../components/ui/inline-error';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/use-error-text';
import { useResendInvitation, useUpdateStaffMember, useWithdrawInvitation } from '../api/staff-members';

type Asking = null | 'withdraw' | 'role' | 'deactivate' | 'reactivate';

/**
 * What an owner can do with one member (docs/product/screens.md#staff-page): resend or withdraw an
 * open invitation; change an account's role or (de)activate it. Each change is asked once more,
 * naming the person and what happens; Escape backs out.
 */
export function MemberActions({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const update = useUpdateStaffMember();
  const [asking, setAsking] = useState<Asking>(null);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [resent, setResent] = useState(false);
  const name = member.name || member.email;

  const sentVersion = update.variables?.patch.version;
  // A 409 sent with an older version than the list now shows: someone else changed the member.
  const stale = update.error instanceof ApiError && update.error.status === 409 && sentVersion !== member.version;
  const failure = stale ? t('staff.actions.stale', { name }) : [resend, withdraw, update].find((call) => call.isError)?.error;

  const patch = (change: { role?: StaffRole; active?: boolean }) => {
    setAsking(null);
    resend.reset();
    update.mutate({ memberId: member.id, patch: { version: member.version, ...change } });
  };

  if (asking) {
    const questions = {
      withdraw: [t('staff.actions.withdrawQuestion', { name }), t('staff.actions.confirmWithdraw')],
      role: [
        t('staff.actions.roleQuestion', { name, role: t(`staff.roles.${role}`), hint: t(`staff.roleHints.${role}`) }),
        t('staff.actions.confirmRole'),
      ],
      deactivate: [t('staff.actions.deactivateQuestion', { name }), t('staff.actions.confirmDeactivate')],
      reactivate: [t('staff.actions.reactivateQuestion', { name }), t('staff.actions.confirmReactivate')],
    } as const;
    const [question, confirmLabel] = questions[asking];
    const confirm = {
      withdraw: () => {
        setAsking(null);
        withdraw.mutate(member.id);
      },
      role: () => patch({ role }),
      deactivate: () => patch({ active: false }),
      reactivate: () => patch({ active: true }),
    }[asking];
    return (
      <ConfirmStep
        question={question}
        confirmLabel={confirmLabel}
        cancelLabel={t('staff.cancel')}
        onConfirm={confirm}
        onCancel={() => {
          setAsking(null);
          setRole(member.role);
        }}
      />
    );
  }

  const busy = resend.isPending || withdraw.isPending || update.isPending;
  return (
    <div className="flex flex-col gap-2">
      {member.state === 'invited' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setResent(false);
              resend.mutate(member.id, { onSuccess: () => setResent(true) });
            }}
          >
            {resend.isPending ? t('staff.actions.resending') : t('staff.actions.resend')}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setAsking('withdraw')}>
            {t('staff.actions.withdraw')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-role`} className="sr-only">
            {t('staff.actions.changeRole', { name })}
          </label>
          <select
            id={`${id}-role`}
            value={role}
            disabled={busy}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            className="min-h-9 cursor-pointer rounded-full border border-cream-300 bg-surface px-3 text-sm font-semibold text-ink"
          >
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`staff.roles.${option}`)}
              </option>
            ))}
          </select>
          {role !== member.role && (
            <Button size="sm" disabled={busy} onClick={() => setAsking('role')}>
              {t('staff.actions.saveRole')}
            </Button>
          )}
          {!isSelf && member.state === 'active' && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setAsking('deactivate')}>
              {t('staff.actions.deactivate')}
            </Button>
          )}
          {member.state === 'deactivated' && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking('reactivate')}>
              {t('staff.actions.reactivate')}
            </Button>
          )}
        </div>
      )}
      {update.isPending && <p className="text-sm text-ink-muted">{t('staff.actions.busy')}</p>}
      {resent && !resend.isError && (
        <p role="status" className="text-sm font-semibold text-leaf">
          {t('staff.actions.resent', { email: member.email })}
        </p>
      )}
      {failure !== undefined && <InlineError>{typeof failure === 'string' ? failure : errorText(failure)}</InlineError>}
    </div>
  );
}
