import { CircleAlert, CircleCheck, CircleOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format';
import type { WebhookEndpoint } from '../types';

const TONES = {
  ok: { className: 'bg-green-100 text-green-950 ring-green-300', Icon: CircleCheck },
  failing: { className: 'bg-accent-200 text-ink ring-accent-600/50', Icon: CircleAlert },
  disabled: { className: 'bg-brand-100 text-brand-900 ring-brand-300', Icon: CircleOff },
} as const;

/** An endpoint's state in words (never colour alone): OK, 'Failing since …', 'Disabled after N failures' or Turned off. */
export function WebhookStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation();
  const off = endpoint.state === 'disabled' || !endpoint.enabled;
  const tone = off ? 'disabled' : endpoint.state;
  const { className, Icon } = TONES[tone];

  let text: string;
  if (endpoint.state === 'failing' && !off) {
    text = endpoint.failingSince
      ? t('integrations.webhooks.state.failing', { time: formatDateTime(endpoint.failingSince, i18n.language) })
      : t('integrations.webhooks.state.failingNow');
  } else if (off) {
    text =
      endpoint.failureCount > 0
        ? t('integrations.webhooks.state.disabled', { count: endpoint.failureCount })
        : t('integrations.webhooks.state.off');
  } else {
    text = t('integrations.webhooks.state.ok');
  }

  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ring-1 ${className}`}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </span>
  );
}
