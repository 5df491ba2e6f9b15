import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InlineError } from '../../../components/ui/inline-error';
import { formatDateTime } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import { useDeliveries, useResendDelivery } from '../api/webhooks';
import type { WebhookDelivery, WebhookEndpoint } from '../types';
import { ListState } from './list-state';
import { ReplayForm } from './replay-form';

const cell = 'px-3 py-2 text-left align-top';

/** Every attempt for one endpoint, newest first (time, seq, status, duration, error), with Resend, and Replay from a seq. */
export function DeliveryLog({ endpoint, id }: { endpoint: WebhookEndpoint; id: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const deliveries = useDeliveries(endpoint.id);
  const resend = useResendDelivery(endpoint.id);
  const errorText = useErrorText();
  const [resent, setResent] = useState<string | null>(null);

  const resendEvent = (eventId: string) => {
    setResent(null);
    resend.mutate(eventId, { onSuccess: () => setResent(eventId) });
  };

  return (
    <section id={id} aria-labelledby={titleId} className="flex flex-col gap-4 border-t-2 border-dashed border-cream-300 pt-4">
      <h4 id={titleId} className="text-lg font-bold break-all">
        {t('integrations.log.title', { url: endpoint.url })}
      </h4>
      <ReplayForm endpointId={endpoint.id} />
      <p role="status" className="text-sm font-semibold text-green-900">
        {resent ? t('integrations.log.resent') : ''}
      </p>
      {resend.isError && <InlineError>{errorText(resend.error)}</InlineError>}
      <ListState query={deliveries} loadingLabel={t('integrations.log.loading')} emptyLabel={t('integrations.log.empty')}>
        {(items) => (
          // A wide table scrolls inside its own box on a phone; the box takes focus so keys scroll it too,
          // and is positioned so the header's screen-reader-only text stays inside it (not widening the page).
          <div role="region" aria-labelledby={titleId} tabIndex={0} className="relative overflow-x-auto rounded-xl ring-1 ring-ink/10">
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="bg-cream-100 text-ink-muted">
                <tr>
                  <th scope="col" className={cell}>
                    {t('integrations.log.time')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('integrations.log.seq')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('integrations.log.attempt')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('integrations.log.status')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('integrations.log.duration')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('integrations.log.error')}
                  </th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">{t('integrations.log.resend')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((delivery) => (
                  <DeliveryRow key={delivery.id} delivery={delivery} busy={resend.isPending} onResend={resendEvent} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
    </section>
  );
}

function DeliveryRow({ delivery, busy, onResend }: { delivery: WebhookDelivery; busy: boolean; onResend: (eventId: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <tr className="border-t border-cream-200">
      <td className={`${cell} whitespace-nowrap`}>{formatDateTime(delivery.at, i18n.language)}</td>
      <td className={`${cell} tabular-nums`}>{delivery.seq ?? t('integrations.log.testEvent')}</td>
      <td className={`${cell} tabular-nums`}>{delivery.attempt}</td>
      <td className={`${cell} whitespace-nowrap`}>
        <span className={`font-bold ${delivery.ok ? 'text-green-900' : 'text-brand-800'}`}>
          {delivery.statusCode ?? t('integrations.log.noAnswer')} · {delivery.ok ? t('integrations.log.ok') : t('integrations.log.failed')}
        </span>
      </td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>{t('integrations.log.ms', { ms: delivery.durationMs })}</td>
      <td className={`${cell} break-words`}>{delivery.error ?? ''}</td>
      <td className={cell}>
        {delivery.seq !== undefined && (
          <button
            type="button"
            disabled={busy}
            aria-label={t('integrations.log.resendLabel', { seq: delivery.seq })}
            onClick={() => onResend(delivery.eventId)}
            className="min-h-9 cursor-pointer rounded-full border-2 border-ink/25 bg-surface px-3 font-bold hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {t('integrations.log.resend')}
          </button>
        )}
      </td>
    </tr>
  );
}
