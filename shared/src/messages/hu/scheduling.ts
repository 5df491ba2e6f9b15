import type { MessageTable } from './table';

/** Ordering for later (docs/product/scheduled-orders.md): the settings, the slots, placing and cancelling. */
export const SCHEDULING_HU: MessageTable = {
  // Settings: `{label}` is one of the labels below, translated with the sentence.
  '{label} must be a number of orders.': '{label}: a rendelések számát adja meg.',
  '{label} must be a whole number of orders.': '{label}: egész számú rendelést adjon meg.',
  '{label} must be between 0 and {max} orders.': '{label}: 0 és {max} közötti rendelésszám adható meg.',
  'A rule’s limit': 'A szabály korlátja',
  'The pickup limit': 'A személyes átvétel korlátja',
  'The delivery limit': 'A kiszállítás korlátja',
  'A rule’s end must be after its start on the same day.': 'A szabály vége ugyanazon a napon a kezdete után legyen.',
  'Say whether customers may order for later.': 'Adja meg, hogy a vásárlók rendelhetnek-e későbbi időpontra.',
  'Days ahead must be a number.': 'Az előre foglalható napok számát számmal adja meg.',
  'Days ahead must be whole days.': 'Az előre foglalható napok száma egész szám legyen.',
  'Days ahead must be between 0 and {max}.': 'Az előre foglalható napok száma 0 és {max} között lehet.',
  'A slot is {choices} minutes long.': 'Egy idősáv {choices} perces lehet.',
  'At most {max} rules.': 'Legfeljebb {max} szabály adható meg.',
  // Placing and cancelling: `{when}` is "szombat 19:30".
  'Sorry, {when} has just been fully booked. Please choose another time.':
    'Sajnáljuk, {when} időpontra épp most beteltek a helyek. Kérjük, válasszon másik időpontot.',
  'You can no longer order for {when}. Please choose another time.':
    '{when} időpontra már nem lehet rendelni. Kérjük, válasszon másik időpontot.',
  'Ordering for later is not available. Please order for as soon as possible.':
    'Későbbi időpontra most nem lehet rendelni. Kérjük, rendeljen a lehető leghamarabbra.',
  'The kitchen is already working on your order, so it can no longer be cancelled here. Please call us.':
    'A konyha már dolgozik a rendelésén, ezért itt már nem mondható le. Kérjük, hívjon minket.',
  'cancelled by the customer': 'a vásárló lemondta',
};
