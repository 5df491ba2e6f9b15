import type { Cart } from '@pizza/shared';
import request from 'supertest';

import { createTestCustomer, type TestPrincipal } from '../../../test/auth';

/** The app, or a listening server when requests must really overlap. */
type Target = Parameters<typeof request>[0];

/** Form-encoded exactly as written, so repeated and comma-separated fields reach the server unchanged. */
export function addForm(app: Target, token: string, form: string) {
  return request(app).post('/api/cart/add-to-cart').set('Authorization', `Bearer ${token}`).type('form').send(form);
}

export function addJson(app: Target, token: string, body: Record<string, unknown>) {
  return request(app).post('/api/cart/add-to-cart').set('Authorization', `Bearer ${token}`).send(body);
}

export function updateLine(app: Target, token: string, cartItemId: string, quantity: string | number) {
  return request(app)
    .put(`/api/cart/update/${cartItemId}`)
    .query({ quantity: String(quantity) })
    .set('Authorization', `Bearer ${token}`)
    .type('form');
}

export function readCartResponse(app: Target, principal: TestPrincipal, email = principal.user.email) {
  return request(app).get('/api/cart/user-email').query({ email }).set('Authorization', `Bearer ${principal.token}`);
}

/** The cart as the client reads it: the first element of the array, or an empty cart before the first add. */
export async function readCart(app: Target, principal: TestPrincipal): Promise<Cart> {
  const res = await readCartResponse(app, principal).expect(200);
  return (res.body as Cart[])[0] ?? { cartId: '', cartItems: [], totalPrice: 0 };
}

export const newCustomer = () => createTestCustomer();
