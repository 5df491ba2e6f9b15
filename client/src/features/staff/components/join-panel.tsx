import type { InvitationPreview } from '@pizza/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { RESTAURANT } from '../../../config/restaurant';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitations';
import { JoinForm } from './join-form';

/**
 * The invitation's token from the page address's fragment ('#token=…', or the bare token): the
 * fragment never leaves the browser in a request line, so the link does not end up in logs.
 */
export function invitationTokenFrom(hash: string): string {
  const fragment = hash.replace(/^#/, '').trim();
  if (fragment.includes('=')) return new URLSearchParams(fragment).get('token')?.trim() ?? '';
  return decodeURIComponent(fragment);
}

function Invitation({ preview }: { preview: InvitationPreview }) {
  const { t, i18n } = useTranslation();
  const role = t(`staff.roles.${preview.role}`);
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-cream-100 p-4 text-ink">
      <p className="font-bold">{t('join.invited', { name: preview.name, shop: RESTAURANT.name, role })}</p>
      <p className="text-sm">{t('join.roleHint', { hint: t(`staff.roleHints.${preview.role}`) })}</p>
      <p className="text-sm">{t('join.email', { email: preview.email })}</p>
      <p className="text-sm text-ink-muted">{t('join.expires', { time: formatDateTime(preview.expiresAt, i18n.language) })}</p>
    </div>
  );
}

function Done({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" role="status">
      <h2 className="text-xl font-bold">{t('join.doneTitle')}</h2>
      <p>{t('join.done')}</p>
      {/* /adminLogin fills the e-mail in from this navigation state (app/routes/admin-login-page.tsx). */}
      <Link to={paths.adminLogin} state={{ email }} className={`${buttonClasses('primary')} self-start`}>
        {t('join.signIn')}
      </Link>
    </div>
  );
}

function DeadLink({ missing = false }: { missing?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
      <h2 className="text-lg font-bold">{t('join.deadTitle')}</h2>
      <p>{missing ? t('join.missing') : t('join.dead')}</p>
    </div>
  );
}

/** A link that no longer works is any refusal of the preview (unknown, used, withdrawn, expired); other failures may pass. */
const isDeadLink = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/** The join page's body: who is invited and as what, then their password, then the way to sign in. */
export function JoinPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);

  if (!token) return <DeadLink missing />;
  if (accept.isSuccess && preview.data) return <Done email={preview.data.email} />;
  if (preview.data)
    return (
      <div className="flex flex-col gap-5">
        <Invitation preview={preview.data} />
        {isDeadLink(accept.error) && (accept.error as ApiError).status !== 400 ? (
          <DeadLink />
        ) : (
          <JoinForm
            busy={accept.isPending}
            failure={accept.isError ? errorText(accept.error) : null}
            onSubmit={(values) => accept.mutate(values)}
          />
        )}
      </div>
    );
  if (preview.isError) {
    if (isDeadLink(preview.error)) return <DeadLink />;
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert message={`${t('join.failed')} ${errorText(preview.error)}`} />
        <button type="button" className={buttonClasses('secondary')} onClick={() => void preview.refetch()}>
          {t('join.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-8">
      <Spinner label={t('join.loading')} />
    </div>
  );
}
