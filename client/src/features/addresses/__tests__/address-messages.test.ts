import '../../../test/setup';
import { ADDRESS_MESSAGES, addressCreateRequestSchema, outsideZoneMessage, translateMessage } from '@pizza/shared';

import { catalogues } from '../../../test/catalogues';
import { ADDRESS_MESSAGE_KEYS, isChooseStreetMessage, isOutsideZoneMessage } from '../address-messages';

const lookup = (catalog: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('address messages', () => {
  it('when a shared address sentence is mapped, then English says exactly that sentence and Hungarian has its own', () => {
    for (const [sentence, key] of Object.entries(ADDRESS_MESSAGE_KEYS)) {
      expect([key, lookup(catalogues.en, key)]).toEqual([key, sentence]);
      expect(lookup(catalogues.hu, key)).toEqual(expect.any(String));
    }
  });

  it('when the API or the shared schema refuses an address, then the sentence has a translation', () => {
    const refusals = [
      ADDRESS_MESSAGES.chooseFromSuggestions,
      ADDRESS_MESSAGES.duplicate,
      ADDRESS_MESSAGES.tooMany,
      ADDRESS_MESSAGES.notFound,
    ];
    const blank = addressCreateRequestSchema.safeParse({ buildingName: ' ', apartmentNo: '', floor: '', street: 'x' });
    const fieldMessages = blank.error?.issues.map((issue) => issue.message) ?? [];
    // Floor and apartment are optional: only the house number (building) is required of the typed fields.
    expect(fieldMessages).toEqual(['Building name is required']);
    for (const sentence of [...refusals, ...fieldMessages]) expect(ADDRESS_MESSAGE_KEYS[sentence]).toBeDefined();
  });

  it("when the zone message has SPEC's wording, then it is recognised whatever the radius", () => {
    expect(ADDRESS_MESSAGE_KEYS[outsideZoneMessage(5000)]).toBe('address.errors.outsideZone');
    expect(isOutsideZoneMessage(outsideZoneMessage(5000))).toBe(true);
    expect(isOutsideZoneMessage(outsideZoneMessage(7500))).toBe(true);
    expect(isOutsideZoneMessage(ADDRESS_MESSAGES.chooseFromSuggestions)).toBe(false);
  });

  it('when the server answers in Hungarian (Accept-Language: hu), then the refusals are still recognised', () => {
    const zoneHu = translateMessage(outsideZoneMessage(7500), 'hu');
    expect(zoneHu).toBe('Ez a cím kívül esik a(z) 7.5 km-es kiszállítási körzetünkön.');
    expect(isOutsideZoneMessage(zoneHu)).toBe(true);
    expect(isChooseStreetMessage(translateMessage(ADDRESS_MESSAGES.chooseFromSuggestions, 'hu'))).toBe(true);
    expect(isChooseStreetMessage(ADDRESS_MESSAGES.chooseFromSuggestions)).toBe(true);
    expect(isChooseStreetMessage(zoneHu)).toBe(false);
  });
});
