import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useWebhooks } from '../api/webhooks';
import type { WebhookEndpoint } from '../types';

/** Endpoints whose integrator gets nothing now: turned off by the shop (retries ran out, 410), or failing. */
const troubled = (endpoints: WebhookEndpoint[]) =>
  endpoints.filter((endpoint) => (endpoint.state === 'disabled' && endpoint.disabledReason) || endpoint.state === 'failing');

/**
 * On the board: a webhook endpoint the shop turned off after its retries ran out (or a 410), or one
 * failing now, with the way to the integrations page. Staff learn it where they look all day, not
 * only when they open that page. Nothing while every endpoint is fine.
 */
export function WebhooksAlert() {
  const { t, i18n } = useTranslation();
  const { data } = useWebhooks();
  const shown = troubled(data ?? []);
  if (shown.length === 0) return null;
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <div
      role="status"
      data-testid="webhooks-alert"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <ul className="min-w-0 flex-1 space-y-1 text-sm font-semibold">
        {shown.map((endpoint) => (
          <li key={endpoint.id} className="break-words">
            {endpoint.state === 'disabled'
              ? t(endpoint.disabledReason === 'gone' ? 'board.webhooks.gone' : 'board.webhooks.disabled', {
                  url: endpoint.url,
                  failures: endpoint.failureCount,
                })
              : t('board.webhooks.failing', { url: endpoint.url, since: endpoint.failingSince ? time(endpoint.failingSince) : '' })}
          </li>
        ))}
      </ul>
      <Link
        to={paths.adminIntegrations}
        className="inline-flex min-h-11 items-center rounded-full bg-surface px-4 font-bold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100"
      >
        {t('board.webhooks.open')}
      </Link>
    </div>
  );
}
