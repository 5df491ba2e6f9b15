import type { MessageTable } from './table';

/** Sign-up, sign-in, sessions, staff codes, password reset. */
export const AUTH_HU: MessageTable = {
  'Invalid email or password': 'Hibás e-mail-cím vagy jelszó',
  'Email already exists': 'Ezzel az e-mail-címmel már van fiók',
  'Phone number already in use': 'Ez a telefonszám már foglalt',
  'Phone verification failed or has expired. Please verify your phone number again.':
    'A telefonszám ellenőrzése nem sikerült, vagy lejárt. Kérjük, ellenőrizze újra a telefonszámát.',
  'The verified phone number does not match the phone number you entered.':
    'Az ellenőrzött telefonszám nem egyezik a megadott telefonszámmal.',
  'If an account exists for this email, a reset link has been sent.':
    'Ha ehhez az e-mail-címhez tartozik fiók, elküldtük rá a jelszó-visszaállító linket.',
  'This reset link is invalid or has expired.': 'Ez a jelszó-visszaállító link érvénytelen vagy lejárt.',
  'Password changed': 'A jelszó megváltozott',
  'Invalid or expired code': 'Hibás vagy lejárt kód',
  'The sign-in code could not be e-mailed. Please try again later.':
    'A belépési kódot nem sikerült e-mailben elküldeni. Kérjük, próbálja újra később.',
  'Authentication required': 'Ehhez be kell jelentkeznie',
  Forbidden: 'Ehhez nincs jogosultsága',
  'Staff only': 'Csak a személyzet számára',
  'Customers only': 'Csak vásárlók számára',
  'Your role does not allow this': 'Az Ön szerepköre ezt nem engedi',
  'Token is expired': 'A munkamenet lejárt',
  'Token does not belong to this email': 'A munkamenet nem ehhez az e-mail-címhez tartozik',
  'Token is valid': 'A munkamenet érvényes',
  'No token provided': 'Hiányzik a munkamenet azonosítója',
  'Token is malformed': 'A munkamenet azonosítója hibás formátumú',
  'Token is invalid': 'A munkamenet érvénytelen',
  'Token is no longer valid': 'A munkamenet már nem érvényes',
  'Invalid credentials': 'Érvénytelen hitelesítő adatok',
  // Shared form rules (docs/product/rules.md#validation), the same words the client's forms show.
  'Passwords do not match': 'A jelszavak nem egyeznek',
  'Password must be at least {min} characters': 'A jelszónak legalább {min} karakterből kell állnia',
  'Password must contain at least one uppercase letter': 'A jelszónak tartalmaznia kell legalább egy nagybetűt',
  'Password must contain at least one number': 'A jelszónak tartalmaznia kell legalább egy számot',
  'Password must contain at least one special character': 'A jelszónak tartalmaznia kell legalább egy speciális karaktert',
  'Phone number is required': 'A telefonszám megadása kötelező',
  'Password is required': 'A jelszó megadása kötelező',
  'Phone verification token is too long': 'A telefonos ellenőrző token túl hosszú',
  'Phone verification is required': 'A telefonszám ellenőrzése kötelező',
  'Phone number must be in international format, e.g. +36301234567': 'A telefonszámot nemzetközi formátumban adja meg, pl. +36301234567',
  'OTP must be {digits} digits': 'A kódnak {digits} számjegyből kell állnia',
  'OTP is required': 'Az egyszer használatos kód megadása kötelező',
  'Reset token is required': 'A visszaállító token hiányzik',
  'Invalid email address': 'Érvénytelen e-mail-cím',
  'Name is required': 'A név megadása kötelező',
};
