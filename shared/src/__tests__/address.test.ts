import {
  addressCreateRequestSchema,
  addressSchema,
  addressValidateRequestSchema,
  addressValidateResponseSchema,
  destinationPoint,
  distanceMeters,
  outsideZoneMessage,
  selectedAddressQuerySchema,
} from '../index';
import { address } from './fixtures';
import { isValid, messagesOf, pathsOf } from './helpers';

/** What the original client posts (original-system.md section 10). */
const create = {
  buildingName: 'Tower A',
  floor: '3',
  apartmentNo: '12',
  intercom: '',
  otherInstructions: '',
  street: 'Piac u. 10, Debrecen',
  city: 'Debrecen',
  zip: '4025',
  selected: 1,
  latitude: 47.531,
  longitude: 21.625,
};

describe('addressSchema', () => {
  it('when a saved address is given, then it parses unchanged', () => {
    expect(addressSchema.parse(address)).toEqual(address);
  });

  it('when selected is 1 instead of a boolean, then the response is rejected', () => {
    expect(pathsOf(addressSchema, { ...address, selected: 1 })).toEqual(['selected']);
  });
});

describe('addressCreateRequestSchema', () => {
  it('when the original client body is given, then selected becomes true and empty optionals are dropped', () => {
    const parsed = addressCreateRequestSchema.parse(create);
    expect(parsed.selected).toBe(true);
    expect(parsed.intercom).toBeUndefined();
    expect(parsed.otherInstructions).toBeUndefined();
  });

  it.each([
    [0, false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
    [true, true],
    [false, false],
  ])('when selected is %p, then it parses to %p', (selected, expected) => {
    expect(addressCreateRequestSchema.parse({ ...create, selected }).selected).toBe(expected);
  });

  it('when selected is absent, then it defaults to false', () => {
    const { selected: _omitted, ...rest } = create;
    expect(addressCreateRequestSchema.parse(rest).selected).toBe(false);
  });

  it('when selected is 2 or "yes", then it is rejected', () => {
    expect(isValid(addressCreateRequestSchema, { ...create, selected: 2 })).toBe(false);
    expect(isValid(addressCreateRequestSchema, { ...create, selected: 'yes' })).toBe(false);
  });

  it('when a form body sends coordinates as strings, then they become numbers', () => {
    const parsed = addressCreateRequestSchema.parse({ ...create, latitude: '47.531', longitude: '21.625' });
    expect([parsed.latitude, parsed.longitude]).toEqual([47.531, 21.625]);
  });

  it('when coordinates are out of range, or only one of them is given, then they are rejected', () => {
    expect(pathsOf(addressCreateRequestSchema, { ...create, latitude: 91 })).toEqual(['latitude']);
    expect(pathsOf(addressCreateRequestSchema, { ...create, longitude: '-181' })).toEqual(['longitude']);
    const { latitude: _omitted, ...rest } = create;
    expect(messagesOf(addressCreateRequestSchema, rest)).toEqual(['Please choose the street from the suggestions']);
  });

  it('when both coordinates are missing (the original client), then it parses and the server places the street', () => {
    const { latitude: _lat, longitude: _lon, ...withoutPoint } = create;
    expect(addressCreateRequestSchema.parse(withoutPoint)).toMatchObject({ street: create.street, selected: true });
  });

  it('when the required fields are blank, then each names its field', () => {
    const blank = { ...create, street: ' ', buildingName: '' };
    expect(messagesOf(addressCreateRequestSchema, blank)).toEqual(['Building name is required', 'Street is required']);
  });

  it('when floor and apartment are blank or missing (a family house), then the address parses without them', () => {
    const { floor: _floor, apartmentNo: _apartment, ...house } = create;
    expect(addressCreateRequestSchema.parse({ ...house, floor: ' ', apartmentNo: '' })).not.toHaveProperty('floor', expect.anything());
    const parsed = addressCreateRequestSchema.parse(house);
    expect([parsed.floor, parsed.apartmentNo]).toEqual([undefined, undefined]);
  });

  it('when other instructions exceed 500 characters, then they are rejected', () => {
    expect(pathsOf(addressCreateRequestSchema, { ...create, otherInstructions: 'x'.repeat(501) })).toEqual(['otherInstructions']);
  });
});

describe('address validation', () => {
  it('when street and coordinates are given, then the request parses', () => {
    const request = { street: 'Piac u. 10', latitude: 47.531, longitude: 21.625 };
    expect(addressValidateRequestSchema.parse(request)).toEqual(request);
  });

  it('when the latitude is a boolean, then the request is rejected', () => {
    expect(pathsOf(addressValidateRequestSchema, { street: 'Piac u. 10', latitude: true, longitude: 21 })).toEqual(['latitude']);
  });

  it('when the answer is {valid}, then it parses; when valid is a string, then it is rejected', () => {
    expect(addressValidateResponseSchema.parse({ valid: false })).toEqual({ valid: false });
    expect(isValid(addressValidateResponseSchema, { valid: 'false' })).toBe(false);
  });

  it('when the selected-address query is isSelected=true, then it parses; any other value is rejected', () => {
    expect(selectedAddressQuerySchema.parse({ isSelected: 'true' })).toEqual({ isSelected: 'true' });
    expect(isValid(selectedAddressQuerySchema, { isSelected: 'false' })).toBe(false);
  });
});

describe('delivery zone geometry', () => {
  const restaurant = { latitude: 47.529989, longitude: 21.623746 };

  it('when a point is placed 5,000 m away in any direction, then its haversine distance is 5,000 m to the centimetre', () => {
    for (const bearing of [0, 45, 90, 180, 270]) {
      expect(distanceMeters(restaurant, destinationPoint(restaurant, 5000, bearing))).toBeCloseTo(5000, 2);
    }
  });

  it('when Piac utca and the Nagyerdő are measured from the restaurant, then the figures match a map (a few hundred metres and about 2.7 km)', () => {
    expect(distanceMeters(restaurant, { latitude: 47.5293, longitude: 21.6253 })).toBeLessThan(300);
    expect(distanceMeters(restaurant, { latitude: 47.5536, longitude: 21.6262 })).toBeGreaterThan(2500);
    expect(distanceMeters(restaurant, { latitude: 47.5536, longitude: 21.6262 })).toBeLessThan(2900);
  });

  it('when the radius is 5000 m, then the message says 5 km (docs/product/rules.md#errors-people-see)', () => {
    expect(outsideZoneMessage(5000)).toBe('This address is outside our 5 km delivery zone.');
    expect(outsideZoneMessage(7500)).toBe('This address is outside our 7.5 km delivery zone.');
  });
});
