import { ChevronDown, History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InlineError } from '../../../components/ui/inline-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/use-error-text';
import { useOrderTrail } from '../api/order-trail';
import { useEntryText } from '../use-entry-text';

interface OrderTrailProps {
  orderId: string;
  /** The order's number as the card shows it, for the list's name. */
  label: string;
}

function TrailList({ orderId, label }: OrderTrailProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const trail = useOrderTrail(orderId, true);
  const textOf = useEntryText();

  if (!trail.data) {
    if (trail.isError)
      return (
        <div className="flex flex-col items-start gap-2">
          <InlineError>
            {t('audit.trail.failed')} {errorText(trail.error)}
          </InlineError>
          <button
            type="button"
            onClick={() => void trail.refetch()}
            className="min-h-11 cursor-pointer font-bold text-brand-700 underline underline-offset-2"
          >
            {t('audit.trail.retry')}
          </button>
        </div>
      );
    return <Spinner label={t('audit.trail.loading')} />;
  }
  if (trail.data.length === 0) return <p className="text-ink-muted">{t('audit.trail.empty')}</p>;
  return (
    <ol aria-label={t('audit.trail.label', { order: label })} className="flex flex-col gap-2 border-l-2 border-cream-300 pl-3">
      {trail.data.map((entry) => {
        const text = textOf(entry);
        return (
          <li key={entry.id} className="flex flex-col text-base">
            <span className="font-semibold">{[text.what, ...text.changes].join(' · ')}</span>
            <span className="text-sm text-ink-muted">
              <time dateTime={entry.at}>{text.when}</time> · {text.who}
              {text.role ? ` (${text.role})` : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * An order's History on the board: who did what to it and when, oldest first. Closed at first;
 * opening it reads the trail (a button with aria-expanded, so keyboards and screen readers use it
 * like any disclosure).
 */
export function OrderTrail({ orderId, label }: OrderTrailProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-full px-1 font-bold text-ink-muted hover:text-ink"
      >
        <History aria-hidden="true" className="size-5" />
        {t('audit.trail.show')}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open}>
        {open && <TrailList orderId={orderId} label={label} />}
      </div>
    </div>
  );
}
