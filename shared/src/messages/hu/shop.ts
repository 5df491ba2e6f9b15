import type { MessageTable } from './table';

/** The restaurant's status, opening hours and settings (the board). */
export const SHOP_HU: MessageTable = {
  'Restaurant not found': 'Az étterem nem található',
  'Invalid restaurant id': 'Érvénytelen étterem-azonosító',
  'Restaurant status updated successfully.': 'Az étterem állapota módosult.',
  'Opening hours updated.': 'A nyitvatartás módosult.',
  'The end of the change must be in the future.': 'A módosítás végének a jövőben kell lennie.',
  'The end can be at most {days} days from now.': 'A vége legfeljebb {days} nap múlva lehet.',
  'Use a time of day as HH:MM, e.g. 18:30.': 'Az időpontot ÓÓ:PP formában adja meg, pl. 18:30.',
  'This date does not exist.': 'Ez a dátum nem létezik.',
  'Use a date as YYYY-MM-DD.': 'A dátumot ÉÉÉÉ-HH-NN formában adja meg.',
  'At most 6 ranges a day.': 'Naponta legfeljebb 6 idősáv adható meg.',
  'A special day is either closed all day or has opening ranges, not both and not neither.':
    'Egy különleges nap vagy egész nap zárva van, vagy vannak nyitvatartási idősávjai: pontosan az egyik.',
  'At most 366 special days.': 'Legfeljebb 366 különleges nap adható meg.',
  'Each special day may appear only once.': 'Minden különleges nap csak egyszer szerepelhet.',
  // Settings: `{label}` is one of the labels below, translated with the sentence.
  '{label} must be between {min} and {max} minutes.': '{label}: {min} és {max} perc közötti érték adható meg.',
  '{label} must be whole minutes.': '{label}: egész számú percet adjon meg.',
  '{label} must be a number of minutes.': '{label}: a percek számát adja meg.',
  'A delivery band': 'Kiszállítási sáv',
  'Ring louder after': 'Hangosabb csengetés ennyi idő után',
  'Tell the customer after': 'A vásárló értesítése ennyi idő után',
  'Cancel automatically after': 'Automatikus lemondás ennyi idő után',
  'The pickup preparation time': 'Az elkészítési idő személyes átvételnél',
  'The delivery preparation time': 'Az elkészítési idő kiszállításnál',
  'A band ends at a distance above 0 km.': 'A sáv vége 0 km-nél nagyobb távolság legyen.',
  'A band ends at a distance in km.': 'A sáv végét km-ben adja meg.',
  'Telling the customer must come after ringing louder.': 'A vásárló értesítése a hangosabb csengetés után következzen.',
  'The automatic cancel must come after telling the customer.': 'Az automatikus lemondás a vásárló értesítése után következzen.',
  'At most {max} delivery bands.': 'Legfeljebb {max} kiszállítási sáv adható meg.',
  'Set at least one delivery band.': 'Adjon meg legalább egy kiszállítási sávot.',
  'Each delivery band must reach farther than the one before.': 'Minden kiszállítási sáv érjen messzebb az előzőnél.',
  'The delivery zone ends at {km} km: a band cannot reach farther.':
    'A kiszállítási terület {km} km-nél véget ér: sáv nem érhet ennél messzebb.',
  // Saving only some settings (PATCH).
  'The delivery bands': 'A kiszállítási sávok',
  'Nothing to save: change at least one setting.': 'Nincs mit menteni: módosítson legalább egy beállítást.',
  '{label}: someone else just changed this. Reload the settings to see it, then make your change again.':
    '{label}: ezt valaki más épp most módosította. Töltse be újra a beállításokat, hogy lássa, majd módosítson újra.',
  '`was` may only name fields that `set` changes.': 'A `was` csak olyan mezőt nevezhet meg, amelyet a `set` módosít.',
};
