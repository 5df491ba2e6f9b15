import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { redirectTarget } from '../../../lib/session/login-redirect';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useItemModalStore } from '../stores/item-modal-store';

/**
 * On /login and /signup: why the visitor is there ('Log in or sign up to add your Margarita to the
 * cart'), when they came from Add to Cart and that dish is still waiting for them. `messageKey` names
 * the page's sentence, which has a {{name}} placeholder.
 */
export function PendingAddNotice({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  const { name } = useLocaleFormat();
  const location = useLocation();
  const draft = useItemModalStore((state) => state.draft);
  const target = new URLSearchParams(redirectTarget(location).split('?')[1] ?? '').get('item');
  if (!draft || target !== draft.itemId) return null;
  return (
    <p role="status" className="flex items-start gap-3 rounded-2xl bg-accent-200/60 px-4 py-3 font-semibold text-ink">
      <ShoppingBag aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      {t(messageKey, { name: name(draft) })}
    </p>
  );
}
