import { useEffect } from 'react';
import { createPortal } from 'react-dom';

import { KitchenTicket } from './kitchen-ticket';
import { useTicketStore } from './ticket-store';

/**
 * Holds the ticket being printed, as a direct child of <body> so the print stylesheet can hide
 * everything else; hidden on screen. It goes once the browser says printing is over.
 */
export function TicketPrinter() {
  const order = useTicketStore((state) => state.order);
  const clear = useTicketStore((state) => state.clear);
  useEffect(() => {
    window.addEventListener('afterprint', clear);
    return () => {
      window.removeEventListener('afterprint', clear);
      clear();
    };
  }, [clear]);
  if (!order) return null;
  return createPortal(<KitchenTicket order={order} />, document.body);
}
