import { HU_MESSAGES, isMessage, moneyParam, placeholdersOf, translateMessage } from '..';
import {
  closedMessage,
  formatMoney,
  MINIMUM_ORDER_MESSAGE,
  minimumOrderMessage,
  outsideZoneMessage,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  serviceClosedMessage,
} from '../..';
import { ADDRESSES_HU } from '../hu/addresses';
import { AUTH_HU } from '../hu/auth';
import { MENU_CART_HU } from '../hu/menu-cart';
import { ORDERS_HU } from '../hu/orders';
import { SHOP_HU } from '../hu/shop';
import { STAFF_HU } from '../hu/staff';
import { STAFF_DEVICES_HU } from '../hu/staff-devices';
import { SYSTEM_HU } from '../hu/system';

const entries = Object.entries(HU_MESSAGES);
const sorted = (names: string[]) => [...names].sort();

describe('the message catalogue (shared/src/messages)', () => {
  it('has a Hungarian text for every English message id, never empty and never left in English', () => {
    expect(entries.length).toBeGreaterThan(150);
    const untranslated = entries.filter(([en, hu]) => hu.trim() === '' || (hu === en && /[a-z]{3} [a-z]{3}/i.test(en)));
    expect(untranslated).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = entries
      .filter(([en, hu]) => JSON.stringify(sorted(placeholdersOf(en))) !== JSON.stringify(sorted(placeholdersOf(hu))))
      .map(([en, hu]) => `${en} -> ${hu}`);
    expect(mismatched).toEqual([]);
  });

  it('has each message id in one file only (a second copy would silently win)', () => {
    const files = [AUTH_HU, ORDERS_HU, MENU_CART_HU, ADDRESSES_HU, SHOP_HU, SYSTEM_HU, STAFF_DEVICES_HU, STAFF_HU];
    const ids = files.flatMap((file) => Object.keys(file));
    expect(ids.length).toBe(new Set(ids).size);
  });
});

describe('translateMessage', () => {
  it('answers English as it is and falls back to English for a message it does not know', () => {
    expect(translateMessage('Order not found', 'en')).toBe('Order not found');
    expect(translateMessage('Something nobody translated', 'hu')).toBe('Something nobody translated');
  });

  it('translates a fixed sentence and an id with params, a per-language param in its language', () => {
    expect(translateMessage(PASSWORD_MESSAGES.noNumber, 'hu')).toBe('A jelszónak tartalmaznia kell legalább egy számot');
    expect(translateMessage('Menu item not found: {id}', 'hu', { id: 'abc' })).toBe('A termék nem található: abc');
    const when = { en: 'today at 18:00', hu: 'ma 18:00-kor' };
    expect(translateMessage(closedMessage('{when}'), 'hu', { when })).toBe(
      'Sajnáljuk! Az étterem most zárva van, és nem fogad rendeléseket. Legközelebb ma 18:00-kor nyitunk.',
    );
    expect(translateMessage(closedMessage('{when}'), 'en', { when })).toBe(closedMessage('today at 18:00'));
  });

  it('recognises an English sentence already filled in (a zod message, a shared helper) by its template', () => {
    expect(translateMessage(outsideZoneMessage(5000), 'hu')).toBe('Ez a cím kívül esik a(z) 5 km-es kiszállítási körzetünkön.');
    expect(translateMessage(PASSWORD_MESSAGES.tooShort, 'hu')).toBe(`A jelszónak legalább ${PASSWORD_MIN_LENGTH} karakterből kell állnia`);
    expect(translateMessage(minimumOrderMessage(3500), 'hu')).toContain(`A minimális rendelési érték ${formatMoney(3500, 'en')}.`);
    expect(translateMessage(MINIMUM_ORDER_MESSAGE, 'hu', { amount: moneyParam(3500) })).toContain(`érték ${formatMoney(3500, 'hu')}.`);
    expect(translateMessage(serviceClosedMessage('DELIVERY'), 'hu')).toBe(
      'A kiszállítás most nem érhető el. Személyes átvételre most is rendelhet.',
    );
  });

  it('translates a value that is itself a catalogue entry (a settings field label) with the sentence', () => {
    expect(translateMessage('Ring louder after must be whole minutes.', 'hu')).toBe(
      'Hangosabb csengetés ennyi idő után: egész számú percet adjon meg.',
    );
  });
});

describe('isMessage (clients branch on a message whatever its language)', () => {
  it('knows a message in English and in Hungarian, templates included', () => {
    expect(isMessage('Kérjük, válassza ki az utcát a javaslatok közül', 'Please choose the street from the suggestions')).toBe(true);
    expect(isMessage('Please choose the street from the suggestions', 'Please choose the street from the suggestions')).toBe(true);
    const zone = 'This address is outside our {km} km delivery zone.';
    expect(isMessage(outsideZoneMessage(3500), zone)).toBe(true);
    expect(isMessage('Ez a cím kívül esik a(z) 3.5 km-es kiszállítási körzetünkön.', zone)).toBe(true);
    expect(isMessage('Address not found', zone)).toBe(false);
  });
});
