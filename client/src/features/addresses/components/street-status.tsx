import { useTranslation } from 'react-i18next';

import type { SuggestionsStatus } from '../hooks/use-street-suggestions';

type Look = 'popup' | 'note' | 'error' | 'hidden';

export interface StreetStatusView {
  text: string;
  look: Look;
}

interface StatusInput {
  open: boolean;
  status: SuggestionsStatus;
  count: number;
  resolving: 'idle' | 'busy' | 'failed';
  unavailable: boolean;
}

/** What the combobox tells about its search: in the popup, under the field, or to screen readers only. */
export function useStreetStatus({ open, status, count, resolving, unavailable }: StatusInput): StreetStatusView {
  const { t } = useTranslation();
  if (unavailable) return { text: t('address.street.unavailable'), look: 'error' };
  if (resolving === 'busy') return { text: t('address.street.checking'), look: 'note' };
  if (resolving === 'failed') return { text: t('address.street.resolveFailed'), look: 'error' };
  if (!open || status === 'idle') return { text: '', look: 'hidden' };
  if (status === 'searching') return { text: t('address.street.searching'), look: 'popup' };
  if (status === 'failed') return { text: t('address.street.searchFailed'), look: 'popup' };
  if (count === 0) return { text: t('address.street.noResults'), look: 'popup' };
  return { text: t('address.street.resultCount', { count }), look: 'hidden' };
}

const looks: Record<Look, string> = {
  popup:
    'absolute inset-x-0 top-full z-20 mt-1.5 flex min-h-12 items-center rounded-2xl border border-cream-200 bg-surface px-4 text-ink-muted shadow-card-hover',
  note: 'mt-1.5 text-sm text-ink-muted',
  error: 'mt-1.5 text-sm font-medium text-brand-700',
  hidden: 'sr-only',
};

/** One live region, always mounted, so screen readers hear each change ('Searching…', '3 streets found'). */
export function StreetStatus({ view }: { view: StreetStatusView }) {
  return (
    <p role="status" className={looks[view.look]}>
      {view.text}
    </p>
  );
}
