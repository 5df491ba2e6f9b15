import type { MessageTable } from './table';

/** Promo codes and the loyalty reward (docs/product/promo-codes.md): staff's form, the checkout's refusals. */
export const PROMO_HU: MessageTable = {
  // A customer's code at checkout: `{code}` as typed (upper-case), `{when}`, `{windows}` and `{amount}` already in Hungarian.
  'We do not know the code {code}. Please check how it is spelt.': 'Nem ismerjük a(z) {code} kódot. Kérjük, ellenőrizze, hogyan írta.',
  'The code {code} is not valid any more.': 'A(z) {code} kód már nem érvényes.',
  'The code {code} is valid from {when}.': 'A(z) {code} kód ettől érvényes: {when}.',
  'The code {code} expired on {when}.': 'A(z) {code} kód érvényessége lejárt: {when}.',
  'The code {code} is valid only {windows} (Budapest time).': 'A(z) {code} kód csak ekkor érvényes: {windows} (budapesti idő).',
  'The code {code} is for pickup orders only.': 'A(z) {code} kód csak személyes átvételre érvényes.',
  'The code {code} is for delivery orders only.': 'A(z) {code} kód csak kiszállításra érvényes.',
  'The code {code} is for a first order only, and you have ordered from us before.':
    'A(z) {code} kód csak az első rendelésre érvényes, Ön pedig már rendelt tőlünk.',
  'The code {code} needs at least {amount} of dishes in your cart.': 'A(z) {code} kódhoz legalább {amount} értékű étel kell a kosárba.',
  'The code {code} is for certain dishes only, and none of them is in your cart.':
    'A(z) {code} kód csak bizonyos ételekre érvényes, és ezek közül egy sincs a kosarában.',
  'The code {code} has been used up.': 'A(z) {code} kódot már teljesen felhasználták.',
  'You have already used the code {code}.': 'Ön már felhasználta a(z) {code} kódot.',
  'Too many codes tried. Please wait {minutes} minutes and try again.':
    'Túl sok kódot próbált ki. Kérjük, várjon {minutes} percet, és próbálja újra.',
  // Staff's form on the board.
  'The code {code} exists already.': 'A(z) {code} kód már létezik.',
  'Promo code not found.': 'Nincs ilyen promóciós kód.',
  'Enter a code.': 'Adjon meg egy kódot.',
  'A code has {min} to {max} letters, digits or dashes.': 'Egy kód {min}–{max} betűből, számjegyből vagy kötőjelből áll.',
  'Choose at least one day for each time window.': 'Minden időablakhoz válasszon legalább egy napot.',
  'A time window’s end must be after its start.': 'Az időablak vége a kezdete után legyen.',
  '{label} must be a number.': '{label}: számot adjon meg.',
  '{label} must be a whole number.': '{label}: egész számot adjon meg.',
  '{label} must be between {min} and {max}.': '{label}: {min} és {max} közötti értéket adjon meg.',
  'The cap': 'A felső korlát',
  'The minimum subtotal': 'A minimális ételérték',
  'The number of uses': 'A felhasználások száma',
  'The uses per customer': 'A vásárlónkénti felhasználások száma',
  'The number of orders': 'A rendelések száma',
  'The reward': 'A jutalom',
  'The days a reward is valid': 'A jutalom érvényességi napjai',
  'A description has at most {max} characters.': 'A leírás legfeljebb {max} karakter lehet.',
  'Choose a fixed amount or a percentage.': 'Válasszon fix összeget vagy százalékot.',
  'The discount must be a number.': 'A kedvezményt számmal adja meg.',
  'The discount must be a whole number.': 'A kedvezmény egész szám legyen.',
  'The discount must be more than 0.': 'A kedvezmény legyen több 0-nál.',
  'At most {max} time windows.': 'Legfeljebb {max} időablak adható meg.',
  'Choose pickup, delivery or both.': 'Válasszon személyes átvételt, kiszállítást vagy mindkettőt.',
  'A percentage is between 1 and 100.': 'A százalék 1 és 100 között lehet.',
  'A fixed discount is at most {max} Ft.': 'A fix kedvezmény legfeljebb {max} Ft lehet.',
  'A cap is for percentage codes only.': 'Felső korlát csak százalékos kódnál adható meg.',
  'The end of validity must be after its start.': 'Az érvényesség vége a kezdete után legyen.',
  'Say whether regulars get a reward.': 'Adja meg, hogy a törzsvásárlók kapnak-e jutalmat.',
  'Choose a set amount or the customer’s average order.': 'Válasszon fix összeget vagy a vásárló átlagos rendelését.',
};
