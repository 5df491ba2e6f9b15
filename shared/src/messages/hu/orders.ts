import type { MessageTable } from './table';

/** Checkout, placing orders, the customer's orders, and the staff moving orders along. */
export const ORDERS_HU: MessageTable = {
  'Sorry! The restaurant is currently closed and not accepting new orders.':
    'Sajnáljuk! Az étterem most zárva van, és nem fogad új rendeléseket.',
  'Sorry! The restaurant is closed now and not accepting orders. We open again {when}.':
    'Sajnáljuk! Az étterem most zárva van, és nem fogad rendeléseket. Legközelebb {when} nyitunk.',
  'Our kitchen is full right now, so new orders are paused. We take orders again {when}.':
    'Konyhánk most teljesen leterhelt, ezért az új rendeléseket szüneteltetjük. Rendelést {when} fogadunk újra.',
  'Delivery is not available right now; it starts again {when}. You can still order for pickup.':
    'A kiszállítás most nem érhető el; {when} indul újra. Személyes átvételre most is rendelhet.',
  'Delivery is not available right now. You can still order for pickup.':
    'A kiszállítás most nem érhető el. Személyes átvételre most is rendelhet.',
  'Pickup is not available right now; it starts again {when}. You can still order for delivery.':
    'A személyes átvétel most nem érhető el; {when} indul újra. Kiszállításra most is rendelhet.',
  'Pickup is not available right now. You can still order for delivery.':
    'A személyes átvétel most nem érhető el. Kiszállításra most is rendelhet.',
  'No items in the cart to checkout': 'A kosár üres, nincs mit megrendelni',
  'No selected address found for delivery': 'Nincs kiválasztott szállítási cím',
  'Order not found': 'A rendelés nem található',
  'Online card payment is not available. Choose CASH, or CARD to pay by card on delivery or at pickup.':
    'Az online kártyás fizetés nem érhető el. Válassza a készpénzt (CASH), vagy a kártyát (CARD), ha átvételkor kártyával fizetne.',
  'The prices in your order changed since you checked out. Please review the new total and place the order again.':
    'A rendelés árai megváltoztak a pénztár megnyitása óta. Kérjük, nézze át az új végösszeget, és adja le újra a rendelést.',
  '{changes} The prices in your order changed since you checked out. Please review the new total and place the order again.':
    '{changes} A rendelés árai megváltoztak a pénztár megnyitása óta. Kérjük, nézze át az új végösszeget, és adja le újra a rendelést.',
  'You can only read your own orders': 'Csak a saját rendeléseit tekintheti meg',
  // The invoice details at checkout (INVOICE_MESSAGES, docs/product/ordering.md#invoice).
  'Please give the name to put on the invoice.': 'Kérjük, adja meg a számlán szereplő nevet.',
  'The postcode of the billing address is 4 digits.': 'A számlázási cím irányítószáma 4 számjegy.',
  'Please give the city of the billing address.': 'Kérjük, adja meg a számlázási cím települését.',
  'Please give the street and number of the billing address.': 'Kérjük, adja meg a számlázási cím utcáját és házszámát.',
  'The tax number is 8 digits, a dash, 1 digit, a dash and 2 digits (12345678-1-12), or an EU VAT number (HU12345678).':
    'Az adószám 8 számjegy, kötőjel, 1 számjegy, kötőjel és 2 számjegy (12345678-1-12), vagy közösségi adószám (HU12345678).',
  'A tax number needs the billing name and address too.': 'Az adószám mellé a számlázási név és cím is kell.',
  'Your cart keeps changing in another window. Please check it and place the order again.':
    'A kosara egy másik ablakban folyamatosan változik. Kérjük, ellenőrizze, és adja le újra a rendelést.',
  'Minimum order amount is {amount}. Please add more items to reach the minimum.':
    'A minimális rendelési érték {amount}. Kérjük, tegyen még tételeket a kosárba a minimum eléréséhez.',
  '{item} is no longer available. Please remove it from your cart.': 'A(z) {item} már nem kapható. Kérjük, vegye ki a kosarából.',
  'Order Status updated to {status} successfully': 'A rendelés állapota sikeresen módosult: {status}',
  // The board (staff).
  'Order {order} cannot go from {from} to {to}.': 'A(z) {order} rendelés nem léphet át „{from}” állapotból „{to}” állapotba.',
  'Your role does not allow moving order {order} from {from} to {to}.':
    'Az Ön szerepköre nem engedi, hogy a(z) {order} rendelést „{from}” állapotból „{to}” állapotba tegye.',
  'Order {order} was just changed to {current} by someone else. Please check it and try again.':
    'A(z) {order} rendelést valaki más épp most „{current}” állapotba tette. Kérjük, ellenőrizze, és próbálja újra.',
  'Order {order} is not accepted yet: accept it with a prep time first.':
    'A(z) {order} rendelést még nem fogadták el: előbb fogadja el egy elkészítési idővel.',
  'Order {order} is already {status}; its estimate cannot change.':
    'A(z) {order} rendelés már „{status}” állapotú; a becsült idő nem módosítható.',
  'Order {order} has no estimate to push (it was accepted before estimates existed).':
    'A(z) {order} rendelésnek nincs becsült ideje, amit ki lehetne tolni (még a becslések bevezetése előtt fogadták el).',
  'Order {order} was just changed by someone else. Please check it and try again.':
    'A(z) {order} rendelést valaki más épp most módosította. Kérjük, ellenőrizze, és próbálja újra.',
  'prepMinutes must be a whole number of minutes between {min} and {max}.':
    'Az elkészítési idő (prepMinutes) {min} és {max} közötti egész számú perc lehet.',
  'prepMinutes can only be given when accepting an order (status=PREPARING).':
    'Elkészítési időt (prepMinutes) csak a rendelés elfogadásakor lehet megadni (status=PREPARING).',
  'addMinutes must be a whole number of minutes between 1 and {max}.': 'A kitolás (addMinutes) 1 és {max} közötti egész számú perc lehet.',
  // Why staff reject or cancel (shared cancel-reasons.ts).
  'Please say in a few words why the order is cancelled.': 'Kérjük, írja le néhány szóban, miért mondja le a rendelést.',
  'The reason can be at most {max} characters long.': 'Az indoklás legfeljebb {max} karakter hosszú lehet.',
  'A reason can only be given when cancelling an order (status=CANCELLED).':
    'Indokot csak a rendelés lemondásakor lehet megadni (status=CANCELLED).',
  'Choose a reason: sold-out, too-busy, outside-hours, address-problem or other.':
    'Válasszon indokot: sold-out, too-busy, outside-hours, address-problem vagy other.',
};
