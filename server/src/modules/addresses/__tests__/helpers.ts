import { type Address, destinationPoint, RESTAURANT_PROFILE_DEFAULTS } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

type Target = Parameters<typeof request>[0];

export const RESTAURANT = { latitude: RESTAURANT_PROFILE_DEFAULTS.latitude, longitude: RESTAURANT_PROFILE_DEFAULTS.longitude };

/** A point `meters` from the restaurant (north-east by default). */
export const pointAt = (meters: number, bearing = 45) => destinationPoint(RESTAURANT, meters, bearing);

let counter = 0;
/** A valid address form inside the zone; each call a different building, so no two collide. */
export function addressForm(overrides: object = {}) {
  counter += 1;
  return {
    street: 'Piac utca',
    buildingName: `${counter}`,
    apartmentNo: '3',
    floor: '1',
    intercom: '13',
    otherInstructions: 'Ring twice',
    city: 'Debrecen',
    zip: '4025',
    latitude: 47.5293,
    longitude: 21.6253,
    ...overrides,
  };
}

export const addAddress = (app: Target, token: string, body: object) => request(app).post('/api/address/add').set(bearer(token)).send(body);

export async function listAddresses(app: Target, token: string): Promise<Address[]> {
  return (await request(app).get('/api/address/all').set(bearer(token)).expect(200)).body as Address[];
}

export const selectAddress = (app: Target, token: string, id: string) =>
  request(app).post(`/api/address/address-selected/${id}`).set(bearer(token)).send({});
