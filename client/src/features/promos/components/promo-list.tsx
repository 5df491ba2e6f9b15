import { type Language, type PromoCode, windowsParam } from '@pizza/shared';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useTogglePromo } from '../api/promos';

/** What a code gives, what it needs and when, in the reader's language. */
function usePromoFacts() {
  const { t, i18n } = useTranslation();
  const { money } = useLocaleFormat();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (promo: PromoCode) => {
    const { rules } = promo;
    const discount =
      rules.kind === 'fixed'
        ? t('promos.list.fixedOff', { amount: money(rules.amount) })
        : rules.maxDiscount === undefined
          ? t('promos.list.percentOff', { percent: rules.amount })
          : t('promos.list.percentOffCapped', { percent: rules.amount, cap: money(rules.maxDiscount) });
    const uses =
      rules.totalUses === undefined
        ? t('promos.list.used', { count: promo.used })
        : t('promos.list.usedOf', { used: promo.used, total: rules.totalUses });
    const validity =
      rules.validFrom && rules.validUntil
        ? t('promos.list.fromUntil', { from: when(rules.validFrom), until: when(rules.validUntil) })
        : rules.validFrom
          ? t('promos.list.from', { from: when(rules.validFrom) })
          : rules.validUntil
            ? t('promos.list.until', { until: when(rules.validUntil) })
            : t('promos.list.always');
    const conditions = [
      rules.windows.length > 0 ? t('promos.list.windows', { windows: windowsParam(rules.windows)[i18n.language as Language] }) : undefined,
      rules.service === 'ANY' ? undefined : t(`promos.service.${rules.service}`),
      rules.firstOrderOnly ? t('promos.list.firstOrderOnly') : undefined,
      rules.minSubtotal > 0 ? t('promos.list.minSubtotal', { amount: money(rules.minSubtotal) }) : undefined,
      rules.categories.length + rules.menuItemIds.length > 0 ? t('promos.list.someDishes') : undefined,
      rules.usesPerCustomer === undefined ? undefined : t('promos.list.perCustomer', { count: rules.usesPerCustomer }),
    ].filter(Boolean);
    return { discount, uses, validity, conditions };
  };
}

function PromoRow({ promo, onEdit }: { promo: PromoCode; onEdit: (promo: PromoCode) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const facts = usePromoFacts()(promo);
  const toggle = useTogglePromo();
  const active = promo.rules.active;
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink/10" aria-label={promo.code}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className={`font-mono text-xl font-extrabold tracking-wider break-all ${active ? '' : 'text-ink-muted line-through'}`}>
            {promo.code}
          </p>
          {promo.rules.description && <p className="text-ink-muted wrap-anywhere">{promo.rules.description}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-cream-100 px-3 font-bold ring-1 ring-cream-300">
            <input
              type="checkbox"
              role="switch"
              className="size-5 accent-basil"
              checked={active}
              aria-label={t('promos.list.activeName', { code: promo.code })}
              onChange={(event) => toggle.mutate({ promo, active: event.target.checked })}
            />
            <span aria-hidden="true">{active ? t('promos.list.on') : t('promos.list.off')}</span>
          </label>
          <Button variant="secondary" size="sm" onClick={() => onEdit(promo)} aria-label={t('promos.list.editName', { code: promo.code })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('promos.list.edit')}
          </Button>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-ink-muted">{t('promos.list.discount')}</dt>
          <dd className="font-bold tabular-nums">{facts.discount}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">{t('promos.list.uses')}</dt>
          <dd className="font-bold tabular-nums">{facts.uses}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">{t('promos.list.validity')}</dt>
          <dd className="font-bold">{facts.validity}</dd>
        </div>
      </dl>
      {facts.conditions.length > 0 && <p className="text-sm text-ink-muted">{facts.conditions.join(' · ')}</p>}
      {toggle.isError && (
        <p role="alert" className="text-sm font-semibold text-brand-800">
          {t('promos.list.toggleFailed', { code: promo.code })} {errorText(toggle.error)}
        </p>
      )}
    </li>
  );
}

/** The shop's codes, newest first: each with what it gives, its uses, validity, the active switch and Edit. */
export function PromoList({ promos, onEdit }: { promos: PromoCode[]; onEdit: (promo: PromoCode) => void }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('promos.list.label')} className="flex flex-col gap-3">
      {promos.map((promo) => (
        <PromoRow key={promo.promoId} promo={promo} onEdit={onEdit} />
      ))}
    </ul>
  );
}
