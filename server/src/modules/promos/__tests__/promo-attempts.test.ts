/**
 * Refused codes are rate-limited (docs/product/promo-codes.md#at-checkout): 10 in 15 minutes per
 * customer and per address, then 429 PROMO_ATTEMPTS with Retry-After; codes that apply never count.
 * The app trusts one proxy here, so each request names its address in X-Forwarded-For.
 */
import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { customerWithCart, makeCode, openAllDay, quoteWith } from './promo-fixture';

let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  owner = await createTestAdmin();
  await openAllDay(t.app, owner);
  await makeCode(t.app, owner, 'GOOD');
});

afterAll(() => t.close());

const from = (ip: string, customer: TestPrincipal, code?: string) => quoteWith(t.app, customer, code).set('X-Forwarded-For', ip);

it('when a customer has 10 codes refused (successful ones in between not counted), then the next check is 429 from any address, and so is any check from their address', async () => {
  const guesser = await customerWithCart(t.app);
  for (let i = 0; i < 9; i += 1) await from('10.0.0.1', guesser, `GUESS${i}`).expect(422);
  for (let i = 0; i < 3; i += 1) await from('10.0.0.1', guesser, 'good').expect(200);
  await from('10.0.0.1', guesser, 'GUESS9').expect(422);

  const limited = await from('10.0.0.1', guesser, 'good').expect(429);
  expect(limited.body).toMatchObject({ code: 'PROMO_ATTEMPTS', message: 'Too many codes tried. Please wait 15 minutes and try again.' });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  const hu = await from('10.0.0.1', guesser, 'good').set('Accept-Language', 'hu').expect(429);
  expect(hu.body.message).toBe('Túl sok kódot próbált ki. Kérjük, várjon 15 percet, és próbálja újra.');

  // Per customer: another address does not help them.
  await from('10.0.0.2', guesser, 'good').expect(429);
  // Per address: another customer there is held too.
  await from('10.0.0.1', await customerWithCart(t.app), 'good').expect(429);
  // Elsewhere, someone else is not; and a quote without a code is never limited.
  await from('10.0.0.3', await customerWithCart(t.app), 'good').expect(200);
  await from('10.0.0.1', guesser).expect(200);
});
