import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { CheckoutSection } from './checkout-section';

function Fixed({ icon: Icon, title, detail }: { icon: typeof Clock; title: string; detail: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-cream-50 p-3 ring-1 ring-cream-200">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
      <p className="flex flex-col">
        <span className="font-bold">{title}</span>
        <span className="text-sm text-ink-muted">{detail}</span>
      </p>
    </div>
  );
}

/** When?: fixed 'Standard', '40-50 min'. */
export function WhenSection() {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.when')}>
      <Fixed icon={Clock} title={t('checkout.standard')} detail={t('estimatedTime')} />
    </CheckoutSection>
  );
}
