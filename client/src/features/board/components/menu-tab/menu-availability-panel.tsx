import { ADMIN_POLL_MS } from '@pizza/shared';
import type { Extra, MenuItem } from '@pizza/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { soldOutText } from '../../../../lib/sold-out';
import { useErrorText } from '../../../../lib/use-error-text';
import { useLocaleFormat } from '../../../../lib/use-locale-format';
import { useRestaurantStatus } from '../../../restaurant';
import { type AvailabilityChange, useBoardMenu, useSetAvailability } from '../../api/menu-availability';
import { ExtrasList } from './extras-list';
import { type MenuFilters, MenuFiltersBar } from './menu-filters';
import { ProductRow } from './product-row';
import { folded, productsOf, soldOutCount, untilTime } from './products';

/**
 * The board's Menu tab: find a dish by name or category, mark it sold out (every size or
 * one size) or an add-on, until the next opening or a time today. Changes show at once and are put
 * back, with the server's reason, if it refuses.
 */
export function MenuAvailabilityPanel() {
  const { t } = useTranslation();
  const { name: localName } = useLocaleFormat();
  const errorText = useErrorText();
  const menu = useBoardMenu();
  const change = useSetAvailability();
  const nextOpening = useRestaurantStatus({ pollMs: ADMIN_POLL_MS }).data?.nextOpening;
  const [filters, setFilters] = useState<MenuFilters>({ search: '', category: 'ALL', untilMode: 'next-opening', time: '18:00' });
  const [failed, setFailed] = useState<string | null>(null);
  const [onlySoldOut, setOnlySoldOut] = useState(false);

  const products = useMemo(() => productsOf(menu.data?.items ?? []), [menu.data]);
  const query = folded(filters.search.trim());
  const matches = (entry: MenuItem | Extra) =>
    query === '' || folded(entry.name).includes(query) || folded(localName(entry)).includes(query);
  const shown = products.filter(
    (product) =>
      (filters.category === 'ALL' || product.category === filters.category) &&
      matches(product.sizes[0]!) &&
      (!onlySoldOut || product.sizes.some((item) => !item.available)),
  );
  const extras = (menu.data?.extras ?? []).filter(
    (extra) => filters.category === 'ALL' && matches(extra) && (!onlySoldOut || !extra.available),
  );

  const whenText = (entry: { soldOutUntil?: string }) => soldOutText(t, entry.soldOutUntil, new Date(), nextOpening);
  const submit = (what: string, next: AvailabilityChange) => {
    setFailed(null);
    change.mutate(next, { onError: (error) => setFailed(t('board.menu.failed', { name: what, message: errorText(error) })) });
  };
  const request = (soldOut: boolean) =>
    soldOut && filters.untilMode === 'time' ? { soldOut, until: untilTime(filters.time, new Date()) } : { soldOut };
  const toggleItems = (label: string, items: MenuItem[], soldOut: boolean, size?: MenuItem['size']) =>
    submit(label, {
      kind: 'menuItem',
      id: items[0]!.id,
      ids: items.map((item) => item.id),
      request: size ? { ...request(soldOut), sizes: [size] } : request(soldOut),
    });
  const toggleExtra = (label: string, extra: Extra, soldOut: boolean) =>
    submit(label, { kind: 'extra', id: extra.id, request: request(soldOut) });

  if (menu.isPending) return <Spinner label={t('board.menu.loading')} className="p-6" />;
  if (menu.isError)
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-surface p-5 shadow-card">
        <p role="alert">{t('board.menu.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void menu.refetch()}>
          {t('board.menu.retry')}
        </Button>
      </div>
    );

  const count = soldOutCount(menu.data) ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <MenuFiltersBar filters={filters} onChange={(next) => setFilters((current) => ({ ...current, ...next }))} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink-muted" aria-live="polite">
          {count > 0 ? t('board.menu.summary', { count }) : t('board.menu.summaryNone')}
        </p>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={onlySoldOut}
            onChange={(event) => setOnlySoldOut(event.target.checked)}
            className="size-5 accent-brand-600"
          />
          {t('board.menu.onlySoldOut')}
        </label>
      </div>
      {failed && (
        <p role="alert" className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-800">
          {failed}
        </p>
      )}
      {shown.length === 0 && extras.length === 0 && (
        <p className="rounded-2xl bg-surface p-5">{t('board.menu.noMatch', { search: filters.search })}</p>
      )}
      {shown.length > 0 && (
        <ul className="flex flex-col gap-2">
          {shown.map((product) => (
            <ProductRow key={product.key} product={product} whenText={whenText} onToggle={toggleItems} />
          ))}
        </ul>
      )}
      {extras.length > 0 && <ExtrasList extras={extras} whenText={whenText} onToggle={toggleExtra} />}
    </div>
  );
}
