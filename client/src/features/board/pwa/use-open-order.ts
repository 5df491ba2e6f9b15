import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Brings the order's card into view and gives it the focus, once it is on the page. */
function revealOrder(orderId: string): boolean {
  const card = document.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(orderId)}"]`);
  if (!card) return false;
  card.scrollIntoView({ block: 'center', behavior: 'smooth' });
  card.focus({ preventScroll: true });
  return true;
}

/**
 * The order a push was about: /admin?order=<id> (a board opened from the notification) or a
 * message from the service worker (a board that was already open and got focused). The card is
 * revealed once the orders have loaded (`ready`), then the parameter leaves the address.
 */
export function useOpenOrderFromPush(ready: boolean): void {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order');

  useEffect(() => {
    if (!orderId || !ready) return;
    revealOrder(orderId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('order');
        return next;
      },
      { replace: true },
    );
  }, [orderId, ready, setParams]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<{ type?: string; orderId?: string }>) => {
      if (event.data?.type === 'open-order' && event.data.orderId) setParams({ order: event.data.orderId }, { replace: true });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [setParams]);
}
