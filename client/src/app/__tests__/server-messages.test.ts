import '../../test/setup';
import { OUTSIDE_ZONE_MESSAGE, translateMessage } from '@pizza/shared';

import { ADDRESS_MESSAGE_KEYS } from '../../features/addresses/address-messages';
import { SHARED_MESSAGE_KEYS } from '../../features/auth/validation-messages';
import { catalogues } from '../../test/catalogues';

const lookup = (catalog: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

/*
 * The forms show shared sentences (a zod rule checked in the browser) from the client's catalogue,
 * and the server answers the same sentences from shared/src/messages: both must say the same in
 * Hungarian, so a customer never reads one rule two ways.
 */
describe("the client's Hungarian of shared sentences", () => {
  it('equals the server catalogue (shared/src/messages) for every sentence both have', () => {
    const both = Object.entries({ ...SHARED_MESSAGE_KEYS, ...ADDRESS_MESSAGE_KEYS }).filter(
      ([sentence]) => translateMessage(sentence, 'hu') !== sentence,
    );
    expect(both.length).toBeGreaterThan(10);
    const differing = both
      .map(([sentence, key]) => ({ sentence, client: lookup(catalogues.hu, key), server: translateMessage(sentence, 'hu') }))
      .filter(({ client, server }) => client !== server);
    expect(differing).toEqual([]);
  });
});

describe("the client's zone alert", () => {
  // The client says it from the refusal's code (OUTSIDE_ZONE) with the radius of its details; the
  // server's sentence is the source of truth for the words, in both languages.
  it('says what the server says, in English and in Hungarian, with the radius in the same place', () => {
    const template = (language: 'en' | 'hu') =>
      (lookup(catalogues[language], 'address.errors.outsideZone') as string).replace('{{km}}', '{km}');
    expect(template('en')).toBe(OUTSIDE_ZONE_MESSAGE);
    expect(template('hu')).toBe(translateMessage(OUTSIDE_ZONE_MESSAGE, 'hu'));
  });
});
