import type { MessageTable } from './table';

/** Staff accounts and invitations (server/src/modules/staff). */
export const STAFF_HU: MessageTable = {
  'Choose a role': 'Válasszon szerepkört',
  'Staff member not found': 'A munkatárs nem található',
  'This e-mail already belongs to an account': 'Ez az e-mail-cím már egy fiókhoz tartozik',
  'This member is not waiting for an invitation': 'Ez a munkatárs nem vár meghívóra',
  'Someone changed this member in the meantime. Reload the staff page and try again.':
    'Valaki közben módosította ezt a munkatársat. Töltse újra a munkatársak oldalát, és próbálja újra.',
  'The shop must keep at least one active owner: make someone else an owner first':
    'Legalább egy aktív tulajdonosnak maradnia kell: előbb tegyen valaki mást tulajdonossá',
  'You cannot deactivate yourself': 'Saját magát nem tilthatja le',
  'This invitation link is not valid': 'Ez a meghívó link érvénytelen',
  'This invitation has already been used: sign in with your password': 'Ezt a meghívót már felhasználták: jelentkezzen be a jelszavával',
  'This invitation has expired: ask an owner to send a new one': 'Ez a meghívó lejárt: kérjen újat egy tulajdonostól',
  'This invitation was withdrawn or replaced by a newer one': 'Ezt a meghívót visszavonták, vagy egy újabb váltotta fel',
  'This invitation is no longer valid': 'Ez a meghívó már nem érvényes',
  'Your password is set. Sign in with your e-mail, your password and the code we e-mail you.':
    'A jelszava be van állítva. Jelentkezzen be az e-mail-címével, a jelszavával és az e-mailben kapott kóddal.',
  'The invitation could not be e-mailed. Please try again later.':
    'A meghívót nem sikerült elküldeni e-mailben. Kérjük, próbálja újra később.',
};
