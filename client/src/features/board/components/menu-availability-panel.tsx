import { budapestDateOf, budapestInstant, CATEGORIES, type Category, type Extra, type MenuItem } from '@pizza/shared';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { soldOutText } from '../../../lib/sold-out';
import { useErrorText } from '../../../lib/use-error-text';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { type AvailabilityChange, type BoardMenu, useBoardMenu, useSetAvailability } from '../api/menu-availability';
import { useRestaurantStatus } from '../api/restaurant-status';

/** A product: the items sharing a name (one per size), in menu order. */
interface Product {
  key: string;
  name: string;
  category: Category;
  sizes: MenuItem[];
}

export function productsOf(items: readonly MenuItem[]): Product[] {
  const products = new Map<string, Product>();
  for (const item of items) {
    const key = `${item.category}\u0000${item.name}`;
    const product = products.get(key) ?? { key, name: item.name, category: item.category, sizes: [] };
    product.sizes.push(item);
    products.set(key, product);
  }
  return [...products.values()];
}

/** How many products and add-ons have something sold out now (the tab's badge). */
export function soldOutCount(menu: BoardMenu | undefined): number | undefined {
  if (!menu) return undefined;
  return (
    productsOf(menu.items).filter((product) => product.sizes.some((item) => !item.available)).length +
    menu.extras.filter((extra) => !extra.available).length
  );
}

/** Lower case without accents: "margarita" finds "Margarita", "vegetarianus" finds "Vegetáriánus". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The instant of `time` (HH:MM) today in Budapest, or tomorrow when it has passed already. */
export function untilTime(time: string, now: Date): string {
  const today = budapestInstant(budapestDateOf(now), time);
  if (today.getTime() > now.getTime()) return today.toISOString();
  return budapestInstant(budapestDateOf(new Date(now.getTime() + 24 * 60 * 60 * 1000)), time).toISOString();
}

interface SwitchProps {
  label: string;
  soldOut: boolean;
  text: string;
  onToggle: () => void;
}

/** "Sold out" as a switch: on (red) while sold out; the whole control is one button with a name saying what it sets. */
function SoldOutSwitch({ label, soldOut, text, onToggle }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={soldOut}
      aria-label={label}
      onClick={onToggle}
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-bold ring-1 transition-colors ${
        soldOut ? 'bg-brand-100 text-brand-900 ring-brand-300' : 'bg-white text-ink ring-cream-300 hover:bg-cream-100'
      }`}
    >
      <span
        aria-hidden="true"
        className={`relative h-6 w-10 shrink-0 rounded-full transition-colors ${soldOut ? 'bg-brand-700' : 'bg-cream-300'}`}
      >
        <span className={`absolute top-1 size-4 rounded-full bg-white shadow transition-all ${soldOut ? 'left-5' : 'left-1'}`} />
      </span>
      <span aria-hidden="true">{text}</span>
    </button>
  );
}

/**
 * The board's Menu tab (issue 22): find a dish by name or category, mark it sold out (every size or
 * one size) or an add-on, until the next opening or a time today. Changes show at once and are put
 * back, with the server's reason, if it refuses.
 */
export function MenuAvailabilityPanel() {
  const { t } = useTranslation();
  const { name: localName } = useLocaleFormat();
  const errorText = useErrorText();
  const ids = useId();
  const menu = useBoardMenu();
  const change = useSetAvailability();
  const nextOpening = useRestaurantStatus().data?.nextOpening;
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category | 'ALL'>('ALL');
  const [untilMode, setUntilMode] = useState<'next-opening' | 'time'>('next-opening');
  const [time, setTime] = useState('18:00');
  const [failed, setFailed] = useState<string | null>(null);
  const [onlySoldOut, setOnlySoldOut] = useState(false);

  const products = useMemo(() => productsOf(menu.data?.items ?? []), [menu.data]);
  const query = folded(search.trim());
  const matches = (entry: MenuItem | Extra) =>
    query === '' || folded(entry.name).includes(query) || folded(localName(entry)).includes(query);
  const shown = products.filter(
    (product) =>
      (category === 'ALL' || product.category === category) &&
      matches(product.sizes[0]!) &&
      (!onlySoldOut || product.sizes.some((item) => !item.available)),
  );
  const extras = (menu.data?.extras ?? []).filter((extra) => category === 'ALL' && matches(extra) && (!onlySoldOut || !extra.available));

  const whenText = (entry: { soldOutUntil?: string }) => soldOutText(t, entry.soldOutUntil, new Date(), nextOpening);
  const submit = (what: string, next: AvailabilityChange) => {
    setFailed(null);
    change.mutate(next, { onError: (error) => setFailed(t('board.menu.failed', { name: what, message: errorText(error) })) });
  };
  const request = (soldOut: boolean) => (soldOut && untilMode === 'time' ? { soldOut, until: untilTime(time, new Date()) } : { soldOut });

  if (menu.isPending) return <Spinner label={t('board.menu.loading')} className="p-6" />;
  if (menu.isError)
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-5 shadow-card">
        <p role="alert">{t('board.menu.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void menu.refetch()}>
          {t('board.menu.retry')}
        </Button>
      </div>
    );

  const count = soldOutCount(menu.data) ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-card sm:flex-row sm:flex-wrap sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:min-w-56">
          <label htmlFor={`${ids}-search`} className="text-sm font-bold">
            {t('board.menu.search')}
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
            <input
              id={`${ids}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={`${inputClasses} pl-10`}
              autoComplete="off"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-category`} className="text-sm font-bold">
            {t('board.menu.category')}
          </label>
          <select
            id={`${ids}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as Category | 'ALL')}
            className={inputClasses}
          >
            <option value="ALL">{t('board.menu.allCategories')}</option>
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}.label`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-1.5" aria-describedby={`${ids}-until-hint`}>
          <legend className="mb-1.5 text-sm font-bold">{t('board.menu.until')}</legend>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <label className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`${ids}-until`}
                checked={untilMode === 'next-opening'}
                onChange={() => setUntilMode('next-opening')}
                className="size-5 accent-brand-600"
              />
              {t('board.menu.untilNextOpening')}
            </label>
            <label className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`${ids}-until`}
                checked={untilMode === 'time'}
                onChange={() => setUntilMode('time')}
                className="size-5 accent-brand-600"
              />
              {t('board.menu.untilTime')}
            </label>
            <div className="w-36">
              <input
                type="time"
                aria-label={t('board.menu.untilTimeLabel')}
                value={time}
                disabled={untilMode !== 'time'}
                onChange={(event) => event.target.value && setTime(event.target.value)}
                className={inputClasses}
              />
            </div>
          </div>
          <p id={`${ids}-until-hint`} className="text-xs text-ink-muted">
            {t('board.menu.untilHint')}
          </p>
        </fieldset>
      </div>

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

      {shown.length === 0 && extras.length === 0 && <p className="rounded-2xl bg-white p-5">{t('board.menu.noMatch', { search })}</p>}
      {shown.length > 0 && (
        <ul className="flex flex-col gap-2">
          {shown.map((product) => {
            const first = product.sizes[0]!;
            const name = localName(first);
            const allOut = product.sizes.every((item) => !item.available);
            const someOut = product.sizes.filter((item) => !item.available);
            return (
              <li
                key={product.key}
                data-sold-out={someOut.length > 0 || undefined}
                className={`flex flex-col gap-2 rounded-2xl p-3 shadow-card sm:flex-row sm:items-center sm:justify-between ${someOut.length > 0 ? 'bg-brand-50 ring-1 ring-brand-200' : 'bg-white'}`}
              >
                <div className="min-w-0">
                  <h3 className="font-bold">{name}</h3>
                  <p className="text-sm text-ink-muted">
                    {t(`categories.${product.category}.label`)}
                    {' · '}
                    {allOut
                      ? whenText(first)
                      : someOut.length > 0
                        ? t('board.menu.partly', { sizes: someOut.map((item) => t(`sizes.${item.size}`)).join(', ') })
                        : t('board.menu.available')}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <SoldOutSwitch
                    label={t('board.menu.wholeLabel', { name })}
                    soldOut={allOut}
                    text={t('board.menu.whole')}
                    onToggle={() =>
                      submit(name, { kind: 'menuItem', id: first.id, ids: product.sizes.map((item) => item.id), request: request(!allOut) })
                    }
                  />
                  {product.sizes.length > 1 &&
                    product.sizes.map((item) => (
                      <SoldOutSwitch
                        key={item.id}
                        label={t('board.menu.sizeLabel', { name, size: t(`sizes.${item.size}`) })}
                        soldOut={!item.available}
                        text={t(`sizes.${item.size}`)}
                        onToggle={() =>
                          submit(`${name} (${t(`sizes.${item.size}`)})`, {
                            kind: 'menuItem',
                            id: item.id,
                            ids: [item.id],
                            request: { ...request(item.available), sizes: [item.size] },
                          })
                        }
                      />
                    ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {extras.length > 0 && (
        <section aria-labelledby={`${ids}-extras`} className="flex flex-col gap-2">
          <h3 id={`${ids}-extras`} className="pt-2 text-lg font-extrabold">
            {t('board.menu.addOns')}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {extras.map((extra) => {
              const name = localName(extra);
              return (
                <li
                  key={extra.id}
                  data-sold-out={!extra.available || undefined}
                  className={`flex items-center justify-between gap-2 rounded-2xl p-3 shadow-card ${extra.available ? 'bg-white' : 'bg-brand-50 ring-1 ring-brand-200'}`}
                >
                  <div className="min-w-0">
                    <p className="font-bold">{name}</p>
                    <p className="text-sm text-ink-muted">{extra.available ? t('board.menu.available') : whenText(extra)}</p>
                  </div>
                  <SoldOutSwitch
                    label={t('board.menu.extraLabel', { name })}
                    soldOut={!extra.available}
                    text={t('board.menu.whole')}
                    onToggle={() => submit(name, { kind: 'extra', id: extra.id, request: request(extra.available) })}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
