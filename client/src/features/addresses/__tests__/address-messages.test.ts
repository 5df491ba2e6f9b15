import '../../../test/setup';
import { ADDRESS_MESSAGES, addressCreateRequestSchema, outsideZoneMessage, translateMessage } from '@pizza/shared';

import { ApiError } from '../../../lib/api';
import { catalogues } from '../../../test/catalogues';
import { ADDRESS_MESSAGE_KEYS, isChooseStreetMessage, outsideZoneRadius } from '../address-messages';

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

  it('when the server refuses with code OUTSIDE_ZONE, then it is recognised by the code, whatever the sentence, with its radius', () => {
    expect(outsideZoneRadius(new ApiError(400, 'OUTSIDE_ZONE', 'any words', { radiusM: 7500 }))).toBe(7500);
    expect(outsideZoneRadius(new ApiError(400, 'OUTSIDE_ZONE', outsideZoneMessage(5000)))).toBe(5000);
    expect(outsideZoneRadius(new ApiError(400, 'BAD_REQUEST', outsideZoneMessage(5000)))).toBeUndefined();
    expect(outsideZoneRadius(new Error(outsideZoneMessage(5000)))).toBeUndefined();
  });

  it('when the server answers in Hungarian (Accept-Language: hu), then the street refusal is still recognised', () => {
    const zoneHu = translateMessage(outsideZoneMessage(7500), 'hu');
    expect(isChooseStreetMessage(translateMessage(ADDRESS_MESSAGES.chooseFromSuggestions, 'hu'))).toBe(true);
    expect(isChooseStreetMessage(ADDRESS_MESSAGES.chooseFromSuggestions)).toBe(true);
    expect(isChooseStreetMessage(zoneHu)).toBe(false);
  });
});
