import { ViewCartBar } from '../../features/cart/components/view-cart-bar';
import { useCartTotals } from '../../features/cart/hooks/use-cart-totals';
import { ChatButton } from './chat-button';

/** The home page's floating controls: the View Cart bar and the chat button above it. */
export function FloatingActions() {
  const { showViewCartBar } = useCartTotals();
  return (
    <>
      <ViewCartBar />
      <ChatButton raised={showViewCartBar} />
    </>
  );
}
