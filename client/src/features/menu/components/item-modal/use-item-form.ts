import type { MenuItem, Size } from '@pizza/shared';
import { useState } from 'react';

import { useExtras, useSizeVariant } from '../../api/get-menu-item';
import { buttonTotal, clampQuantity, displayedPrice, offeredExtras, toggleExtra } from '../../item-pricing';
import { useItemModalStore } from '../../stores/item-modal-store';
import { failedLookup } from './failed-lookup';

/**
 * The item modal's choices and the prices derived from them. A size change looks the product up
 * by name and size and uses the first result's price and id (docs/product/rules.md#states-and-transitions); both sizes are
 * looked up when the modal opens so a size the product lacks can be disabled up front.
 */
export function useItemForm(item: MenuItem) {
  // Choices made before a trip to /login come back with the item (see ItemModalStore.keepDraft).
  const [draft] = useState(() => {
    const saved = useItemModalStore.getState().draft;
    return saved?.itemId === item.id ? saved : null;
  });
  const soldOutSizes = item.soldOutSizes ?? [];
  // Opened on a sold-out size while the other one is still orderable: start on the orderable one.
  const [size, setSize] = useState<Size>(() =>
    item.size === 'MEDIUM' && soldOutSizes.includes('MEDIUM') && !soldOutSizes.includes('LARGE') ? 'LARGE' : item.size,
  );
  const [extraIds, setExtraIds] = useState<string[]>(draft?.extraIds ?? []);
  const [quantity, setQuantity] = useState(clampQuantity(draft?.quantity ?? 1));
  const [instructions, setInstructions] = useState(draft?.instructions ?? '');

  const hasSizes = item.size !== 'REGULAR';
  const medium = useSizeVariant(item, 'MEDIUM', hasSizes);
  const large = useSizeVariant(item, 'LARGE', hasSizes);
  const sizeQuery = size === 'LARGE' ? large : medium;
  const sizeItem = !hasSizes ? item : sizeQuery.data;
  const sizeLookup = failedLookup(sizeQuery);

  // The dish's own add-ons only (docs/product/menu.md#add-ons): the restaurant chooses which it offers.
  const hasAddOns = item.extraIds.length > 0;
  const allExtras = useExtras(hasAddOns).data;
  const extras = allExtras && offeredExtras(allExtras, item.extraIds);
  // Ids restored from the draft may come before the add-ons list (or name one no longer sold):
  // once the list is known only the ones on it count; until then they cannot be priced.
  // A sold-out add-on cannot be chosen, not even from a draft saved before it sold out.
  const chosen = !hasAddOns ? [] : extras ? extraIds.filter((id) => extras.some((extra) => extra.id === id && extra.available)) : extraIds;
  const extrasPriced = chosen.length === 0 || extras !== undefined;
  /** The item Add to Cart adds, once its price and every chosen add-on's price are known. */
  const variant = sizeItem && extrasPriced ? sizeItem : sizeItem === null ? null : undefined;
  const price = variant ? displayedPrice(variant.price, extras ?? [], chosen) : null;
  const total = variant ? buttonTotal(variant.price, extras ?? [], chosen, quantity) : null;
  const variants = { MEDIUM: medium.data, LARGE: large.data };
  /** Sold out now, as the card's answer or the size's own lookup says. */
  const sizeSoldOut = (candidate: Size) =>
    soldOutSizes.includes(candidate) ||
    (candidate === item.size ? !item.available : variants[candidate as 'MEDIUM' | 'LARGE']?.available === false);

  return {
    size,
    setSize,
    hasSizes,
    variants,
    /** The sizes that are sold out now (disabled in the size toggle). */
    sizeSoldOut,
    /** The chosen size cannot be ordered now: Add to Cart is disabled and says why. */
    soldOut: sizeSoldOut(size) ? { until: (sizeItem ?? item).soldOutUntil } : undefined,
    /** The item in the chosen size, for the picture and text; undefined while its lookup runs. */
    shown: sizeItem ?? item,
    /**
     * The line's item: undefined while the size lookup runs or the chosen add-ons' prices are
     * still unknown (Add to Cart stays disabled and the price is null), null if the size does not exist.
     */
    variant,
    /** The chosen size's lookup failed; true while `retrySize` runs too (`retryingSize`). */
    variantError: hasSizes && sizeLookup.failed,
    retrySize: () => void sizeQuery.refetch(),
    retryingSize: hasSizes && sizeLookup.retrying,
    hasAddOns,
    chosen,
    toggle: (extraId: string) => setExtraIds((ids) => toggleExtra(ids, extraId)),
    quantity,
    setQuantity,
    instructions,
    setInstructions,
    price,
    total,
  };
}

export type ItemForm = ReturnType<typeof useItemForm>;
