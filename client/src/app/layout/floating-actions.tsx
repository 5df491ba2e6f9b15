import { ChatButton } from '../../components/layout/chat-button';
import { ViewCartBar, useCartTotals } from '../../features/cart';

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
