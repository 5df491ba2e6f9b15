import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useItemModalStore } from '../../stores/item-modal-store';

// Not needed for the first paint: fetched when the first card is opened (or prefetched when idle).
export const loadItemModal = () => import('./item-modal');
const ItemModal = lazy(() => loadItemModal().then((module) => ({ default: module.ItemModal })));

/** `/?item=<id>` (the way back from /login) opens that item; the parameter is then dropped. */
function useOpenItemFromUrl(): void {
  const [params, setParams] = useSearchParams();
  const itemId = params.get('item');
  useEffect(() => {
    if (!itemId) return;
    useItemModalStore.getState().open(itemId);
    setParams(
      (current) => {
        current.delete('item');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [itemId, setParams]);
}

/** Renders the item modal whenever an item is chosen; keyed by item so each opening starts fresh. */
export function ItemModalHost() {
  useOpenItemFromUrl();
  const itemId = useItemModalStore((state) => state.itemId);
  if (!itemId) return null;
  return (
    <Suspense fallback={null}>
      <ItemModal key={itemId} itemId={itemId} />
    </Suspense>
  );
}
