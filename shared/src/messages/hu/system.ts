import type { MessageTable } from './table';

/** Requests themselves, the database, rate limits, integrations, webhooks and the event log. */
export const SYSTEM_HU: MessageTable = {
  'Internal server error': 'Belső szerverhiba',
  'No waiting order with this id': 'Nincs ilyen azonosítójú, elfogadásra váró rendelés',
  'No scheduled order waiting with this id': 'Nincs ilyen azonosítójú, kiadásra váró időzített rendelés',
  'Invalid request': 'Érvénytelen kérés',
  'Invalid data': 'Érvénytelen adatok',
  'Invalid value for {field}': 'Érvénytelen érték: {field}',
  'Already exists': 'Már létezik',
  'Bad request': 'Hibás kérés',
  'Request body is not valid JSON': 'A kérés törzse nem érvényes JSON',
  'Request body is too large (limit {limit} bytes)': 'A kérés törzse túl nagy (legfeljebb {limit} bájt)',
  'Malformed URL: a path segment is not valid percent-encoding': 'Hibás URL: egy útvonalszakasz nem érvényes százalékos kódolású',
  'Not found: {method} {path}': 'Nem található: {method} {path}',
  'The shop cannot reach its database right now. Please try again in a moment.':
    'A webáruház most nem éri el az adatbázisát. Kérjük, próbálja újra egy kis idő múlva.',
  'The shop is very busy right now. Please try again in a moment.':
    'A webáruház most nagyon leterhelt. Kérjük, próbálja újra egy kis idő múlva.',
  'Too many attempts, please try again later.': 'Túl sok próbálkozás, kérjük, próbálja újra később.',
  'E-mail is not configured on this server.': 'Ezen a szerveren nincs beállítva az e-mail-küldés.',
  'Phone verification is not configured on this server.': 'Ezen a szerveren nincs beállítva a telefonszám-ellenőrzés.',
  'Invalid id': 'Érvénytelen azonosító',
  'Expected a whole number': 'Egész számot adjon meg',
  'Expected a number': 'Számot adjon meg',
  'Too long: use at most {max} characters.': 'Túl hosszú: legfeljebb {max} karakter lehet.',
  'Invalid handshake auth: {problem}': 'Érvénytelen kapcsolódási adatok: {problem}',
  // Integrations, webhooks and the event log (staff and integrators).
  'Key not found': 'A kulcs nem található',
  'Staff or an integrator key only': 'Csak a személyzet vagy integrátori kulcs számára',
  'Name the integration (e.g. "Kitchen printer")': 'Nevezze el az integrációt (pl. „Konyhai nyomtató”)',
  'Unknown scope': 'Ismeretlen hozzáférési kör',
  'Choose at least one thing the key may read': 'Válasszon legalább egy dolgot, amelyet a kulcs olvashat',
  "This key may not read the event stream: it lacks the 'events' scope":
    "Ez a kulcs nem olvashatja az eseményfolyamot: nincs 'events' hozzáférési köre",
  "This key may not read orders: it lacks the 'orders' scope": "Ez a kulcs nem olvashatja a rendeléseket: nincs 'orders' hozzáférési köre",
  "A webhook always sends events: keep the 'events' scope": "A webhook mindig eseményeket küld: tartsa meg az 'events' hozzáférési kört",
  'Event not found: it never existed or is older than the event log keeps':
    'Az esemény nem található: nem létezett, vagy régebbi, mint amit az eseménynapló megőriz',
  'There is no event {from} yet: the log ends at {latest}':
    'A(z) {from}. esemény még nem létezik: a napló a(z) {latest}. eseménynél ér véget',
  "Unknown format: use 'cloudevents' or 'default' (the default)":
    "Ismeretlen formátum: használja a 'cloudevents' vagy a 'default' (alapértelmezett) értéket",
  'Enter a full https:// URL': 'Adjon meg egy teljes https:// URL-t',
  'The URL is too long': 'Az URL túl hosszú',
  'Enter the URL the shop should call': 'Adja meg az URL-t, amelyet a webáruház hívjon',
  'Event types are among: {types}': 'Az eseménytípusok lehetséges értékei: {types}',
  'Nothing to change': 'Nincs mit módosítani',
  'Webhook endpoint not found': 'A webhook végpont nem található',
  'The shop already has {count} webhook endpoints, the most it keeps; delete one first':
    'A webáruháznak már {count} webhook végpontja van, ennél többet nem tart; előbb töröljön egyet',
  'Use https:// (plain http only to http://127.0.0.1:<port> or http://localhost:<port> in the embedded mode)':
    'Használjon https://-t (sima http csak a http://127.0.0.1:<port> vagy http://localhost:<port> címre, beágyazott módban)',
  'Use https://: the shop only calls https:// URLs': 'Használjon https://-t: a webáruház csak https:// URL-eket hív',
  'The URL must not contain a user name or password': 'Az URL nem tartalmazhat felhasználónevet vagy jelszót',
  '{host} could not be resolved': 'A(z) {host} nevet nem sikerült feloldani',
  '{host} resolves to {address}, which is not a public address: the shop only calls public addresses':
    'A(z) {host} címe {address}, ami nem nyilvános cím: a webáruház csak nyilvános címeket hív',
};
