import { useTranslation } from 'react-i18next';

import type { WebhookEndpoint } from '../types';

interface WebhookToggleProps {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onChange: (enabled: boolean) => void;
}

/** Sending on or off (PATCH enabled); like the board's Opened/Closed switch, it moves only after the server agreed. */
export function WebhookToggle({ endpoint, busy, onChange }: WebhookToggleProps) {
  const { t } = useTranslation();
  const on = endpoint.enabled;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={busy}
      aria-label={t('integrations.webhooks.toggleLabel', { url: endpoint.url })}
      onClick={() => !busy && onChange(!on)}
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full py-1 pr-3 pl-1 font-bold ring-1 transition-colors aria-busy:cursor-progress aria-busy:opacity-70 ${
        on ? 'bg-green-100 text-green-950 ring-green-300' : 'bg-stone-100 text-stone-900 ring-stone-300'
      }`}
    >
      <span aria-hidden="true" className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${on ? 'bg-basil' : 'bg-stone-500'}`}>
        <span className={`absolute top-1 size-5 rounded-full bg-white shadow transition-all ${on ? 'left-6' : 'left-1'}`} />
      </span>
      {/* The visible words are the start of the accessible name, so voice control finds the switch by them. */}
      <span aria-hidden="true">{t('integrations.webhooks.enabled')}</span>
    </button>
  );
}
