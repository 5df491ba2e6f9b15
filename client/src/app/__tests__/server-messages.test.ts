import '../../test/setup';
import { DELIVERY_RADIUS_M, outsideZoneMessage, translateMessage } from '@pizza/shared';

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
      // The zone sentence names the configured radius on the server ('a(z) 5 km-es'); the form's is fixed.
      ([sentence]) => translateMessage(sentence, 'hu') !== sentence && sentence !== outsideZoneMessage(DELIVERY_RADIUS_M),
    );
    expect(both.length).toBeGreaterThan(10);
    const differing = both
      .map(([sentence, key]) => ({ sentence, client: lookup(catalogues.hu, key), server: translateMessage(sentence, 'hu') }))
      .filter(({ client, server }) => client !== server);
    expect(differing).toEqual([]);
  });
});
