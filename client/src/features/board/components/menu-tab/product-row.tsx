import type { MenuItem } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../../lib/use-locale-format';
import type { Product } from './products';
import { SoldOutSwitch } from './sold-out-switch';

interface ProductRowProps {
  product: Product;
  /** "Sold out until …" for an entry that is sold out. */
  whenText: (entry: MenuItem) => string;
  /** Marks `sizes` (or every size) of the product sold out or back; `label` names what changed in an error. */
  onToggle: (label: string, items: MenuItem[], soldOut: boolean, size?: MenuItem['size']) => void;
}

/** One dish on the Menu tab: its state, a switch for every size together and, with several sizes, one per size. */
export function ProductRow({ product, whenText, onToggle }: ProductRowProps) {
  const { t } = useTranslation();
  const { name: localName } = useLocaleFormat();
  const first = product.sizes[0]!;
  const name = localName(first);
  const allOut = product.sizes.every((item) => !item.available);
  const someOut = product.sizes.filter((item) => !item.available);
  const sizeName = (item: MenuItem) => t(`sizes.${item.size}`);
  const state = allOut
    ? whenText(first)
    : someOut.length > 0
      ? t('board.menu.partly', { sizes: someOut.map(sizeName).join(', ') })
      : t('board.menu.available');
  return (
    <li
      data-sold-out={someOut.length > 0 || undefined}
      className={`flex flex-col gap-2 rounded-2xl p-3 shadow-card sm:flex-row sm:items-center sm:justify-between ${someOut.length > 0 ? 'bg-brand-50 ring-1 ring-brand-200' : 'bg-surface'}`}
    >
      <div className="min-w-0">
        <h3 className="font-bold">{name}</h3>
        <p className="text-sm text-ink-muted">
          {t(`categories.${product.category}.label`)}
          {' · '}
          {state}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <SoldOutSwitch
          label={t('board.menu.wholeLabel', { name })}
          soldOut={allOut}
          text={t('board.menu.whole')}
          onToggle={() => onToggle(name, product.sizes, !allOut)}
        />
        {product.sizes.length > 1 &&
          product.sizes.map((item) => (
            <SoldOutSwitch
              key={item.id}
              label={t('board.menu.sizeLabel', { name, size: sizeName(item) })}
              soldOut={!item.available}
              text={sizeName(item)}
              onToggle={() => onToggle(`${name} (${sizeName(item)})`, [item], item.available, item.size)}
            />
          ))}
      </div>
    </li>
  );
}
