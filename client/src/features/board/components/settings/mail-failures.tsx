import { type MailFailure, orderNumberText } from '@pizza/shared';
import { useQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { api } from '../../../../lib/api';
import { formatDateTime } from '../../../../lib/format';
import { useStaffAuthStore } from '../../../../lib/session/staff-auth-store';
import { boardKeys } from '../../api/board-keys';

/** Failures are rare and not urgent: a look every minute is enough. */
const REFRESH_MS = 60_000;

/** GET /api/mails/failures (staff): customer e-mails given up after their retries, newest first. */
function useMailFailures() {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: [...boardKeys.all, 'mail-failures'],
    queryFn: ({ signal }) => api.get<MailFailure[]>('/api/mails/failures', { token, signal }),
    refetchInterval: REFRESH_MS,
  });
}

function FailureRow({ failure }: { failure: MailFailure }) {
  const { t, i18n } = useTranslation();
  const when = formatDateTime(failure.failedAt, i18n.language);
  return (
    <li className="flex flex-col gap-1 border-t border-cream-200 py-3 first:border-t-0">
      <p className="flex flex-wrap items-baseline gap-x-3 font-bold">
        <span>{orderNumberText(failure.orderSequence, i18n.language)}</span>
        <span className="text-sm font-semibold text-ink-muted">{t(`board.mailFailures.kind.${failure.kind}`)}</span>
        <time dateTime={failure.failedAt} className="text-sm font-normal text-ink-muted">
          {when}
        </time>
      </p>
      <p className="text-sm break-all">{failure.recipient}</p>
      <p className="text-sm text-brand-800">
        {t('board.mailFailures.attempts', { count: failure.attempts })}: {failure.lastError}
      </p>
    </li>
  );
}

/**
 * The board's view of customer e-mails that could not be sent (the mail server kept refusing them):
 * staff can call or text the customer instead. Loading, a load failure with Retry, none, or the list.
 */
export function MailFailures() {
  const { t } = useTranslation();
  const failures = useMailFailures();
  return (
    <section aria-labelledby="mail-failures-title" className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-card sm:p-6">
      <h3 id="mail-failures-title" className="flex items-center gap-2 text-xl font-extrabold">
        <MailWarning aria-hidden="true" className="size-6 text-brand-700" />
        {t('board.mailFailures.title')}
      </h3>
      {failures.data ? (
        failures.data.length === 0 ? (
          <p className="text-ink-muted">{t('board.mailFailures.none')}</p>
        ) : (
          <>
            <p className="text-sm text-ink-muted">{t('board.mailFailures.hint')}</p>
            <ul>
              {failures.data.map((failure) => (
                <FailureRow key={failure.id} failure={failure} />
              ))}
            </ul>
          </>
        )
      ) : failures.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
          <p className="font-semibold">{t('board.mailFailures.loadFailed')}</p>
          <Button variant="secondary" size="sm" disabled={failures.isFetching} onClick={() => void failures.refetch()}>
            {t('board.retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('board.mailFailures.loading')} />
      )}
    </section>
  );
}
