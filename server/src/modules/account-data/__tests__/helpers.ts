import type { Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { uniqueEmail, uniquePhone } from '../../../test/auth';
import { phoneIdToken } from '../../../test/firebase-emulator';
import { addSelectedAddress, fillCart, placed } from '../../../test/shop-requests';
import type { TestApp } from '../../../test/test-app';

type Target = Parameters<typeof request>[0];

export const PASSWORD = 'Quattro#Stagioni26';

export interface SignedUp {
  email: string;
  phone: string;
  name: string;
  token: string;
  id: string;
}

/** A customer signed up as a person does: a real password and a phone confirmed through the Auth emulator. */
export async function signUp(
  t: Pick<TestApp, 'app' | 'config'>,
  fields: { email?: string; phone?: string; name?: string } = {},
): Promise<SignedUp> {
  const host = t.config.firebase.authEmulatorHost;
  if (!host) throw new Error('no Firebase Auth emulator configured for the tests');
  const email = fields.email ?? uniqueEmail('erasable');
  const phone = fields.phone ?? uniquePhone();
  const name = fields.name ?? 'Erika Példa';
  const res = await request(t.app)
    .post('/auth/signup')
    .send({
      name,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone,
      address: 'Debrecen, Kossuth u. 3',
      firebaseIdToken: await phoneIdToken(host, phone),
    });
  expect(res.status).toBe(201);
  const token = (res.body as { token: string }).token;
  const me = await request(t.app).get('/auth/me').set(bearer(token)).expect(200);
  return { email, phone, name, token, id: (me.body as { id: string }).id };
}

/** A delivery order (1 Pepperoni large + 2 Coca-Cola to the customer's selected address, with an instruction). */
export async function deliveryOrder(app: Target, token: string): Promise<Order> {
  await fillCart(app, token, [
    { menuItemId: 'PIZ_006', quantity: 1, instructions: 'Ring Erika twice' },
    { menuItemId: 'COC_001', quantity: 2 },
  ]);
  await addSelectedAddress(app, token, { intercom: '12', apartmentNo: '4' });
  return placed(app, token, 'DELIVERY');
}

export const deleteAccount = (app: Target, token: string, body: object) =>
  request(app).delete('/api/account').set(bearer(token)).send(body);
