/**
 * The webhooks half of the integrations page, against the real server and a real receiver on
 * 127.0.0.1 (allowed on the local profile). It needs the webhooks API (the webhooks
 * module); it was written on the page's branch, before that module joined.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Order } from '@pizza/shared';
import type { Locator, Page } from 'playwright-core';

import { type CustomerAccount, signUpCustomerViaApi } from './support/accounts';
import { call, DELIVERY_ADDRESS } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { saveScreenshot, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

// Sign-up through the Auth emulator, a staff sign-in and webhook deliveries take a while on a busy machine.
jest.setTimeout(180_000);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver that answers 200 to everything and keeps what it got. */
class Receiver {
  readonly received: Received[] = [];
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits until a delivery matches. */
  async waitFor(matches: (delivery: Received) => boolean, what: string, timeoutMs = 30_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`the receiver never got ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Standard Webhooks: v1 = base64 HMAC-SHA256 of "id.timestamp.body" with the secret's bytes; several may be sent. */
function signedWith(secret: string, delivery: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${String(delivery.headers['webhook-id'])}.${String(delivery.headers['webhook-timestamp'])}.${delivery.body}`)
    .digest();
  return String(delivery.headers['webhook-signature'] ?? '')
    .split(' ')
    .map((entry) => Buffer.from(entry.replace(/^v1,/, ''), 'base64'))
    .some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));
}

async function placeDeliveryOrder(customer: CustomerAccount): Promise<Order> {
  const { token } = customer;
  await call('POST', '/api/cart/add-to-cart', token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  await call('POST', '/api/address/add', token, { json: DELIVERY_ADDRESS });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/checkout', token, { form: {} });
  return call<Order>('POST', '/api/orders/placeorder', token, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'DELIVERY' },
  });
}

async function openIntegrations(page: Page, token: string): Promise<void> {
  await storeStaffSession(page, token);
  await page.goto('/admin/integrations');
  await page.getByRole('region', { name: 'Webhook endpoints' }).waitFor();
}

/** Adds an endpoint through the page; returns its card and the secret shown once. */
async function addEndpoint(page: Page, url: string, description: string): Promise<{ card: Locator; secret: string }> {
  await page.getByLabel('URL', { exact: true }).fill(url);
  await page.getByLabel('Description (optional)').fill(description);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const box = page.getByRole('group', { name: `Signing secret for ${url}` });
  await box.waitFor();
  const secret = await box.getByLabel('Signing secret').inputValue();
  await box.getByRole('button', { name: 'Done, I saved it' }).click();
  const card = page.getByRole('article', { name: url });
  await card.waitFor();
  return { card, secret };
}

describe('staff integrations page: webhook endpoints', () => {
  const { page } = usePage();
  const receiver = new Receiver();
  let token: string;
  let url: string;

  beforeAll(async () => {
    token = await staffTokenViaApi();
    url = await receiver.start();
  });

  afterAll(() => receiver.stop());

  it('when staff add an endpoint, then its secret signs a test event and an order, the log shows them, replay resends, and it can be switched, rotated and deleted', async () => {
    await openIntegrations(page(), token);
    const { card, secret } = await addEndpoint(page(), url, 'E2E receiver');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/);
    await card.getByText('OK', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Send test event' }).click();
    await card.getByText(/^Test delivered: 200 in \d+ ms$/).waitFor();
    expect(signedWith(secret, await receiver.waitFor(() => true, 'the test event'))).toBe(true);

    const customer = await signUpCustomerViaApi({ name: 'Webhook Tester' });
    const order = await placeDeliveryOrder(customer);
    const created = await receiver.waitFor(
      (delivery) => delivery.body.includes(order.orderId) && delivery.body.includes('hu.pizzapoint.order.created'),
      `the order-created event of ${order.orderId}`,
    );
    expect(signedWith(secret, created)).toBe(true);
    const event = JSON.parse(created.body) as { id: string; sequence: string };
    expect(created.headers['webhook-id']).toBe(event.id);
    const seq = Number(event.sequence);

    await card.getByRole('button', { name: 'Delivery log' }).click();
    const row = card.getByRole('row').filter({ has: page().getByRole('cell', { name: String(seq), exact: true }) });
    await row.first().waitFor({ timeout: 30_000 });
    expect(await row.first().textContent()).toContain('200 · delivered');

    const copies = () => receiver.received.filter((delivery) => delivery.headers['webhook-id'] === event.id).length;
    const before = copies();
    await card.getByLabel('Replay from seq').fill(String(seq));
    await card.getByRole('button', { name: 'Replay', exact: true }).click();
    await card.getByRole('button', { name: 'Yes, replay' }).click();
    await card.getByText(`Replay from #${seq} started.`).waitFor();
    await receiver.waitFor(() => copies() > before, `event ${event.id} again after the replay`);

    expect(await seriousAxeViolations(page())).toEqual([]);

    const toggle = card.getByRole('switch', { name: `Send events to ${url}` });
    await toggle.click();
    await card.getByText('Turned off').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await card.getByText('OK', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = card.getByRole('group', { name: /^New signing secret/ });
    const newSecret = await rotated.getByLabel('Signing secret').inputValue();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await rotated.getByRole('button', { name: 'Done, I saved it' }).click();

    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await card.getByRole('button', { name: 'Yes, delete' }).click();
    await card.waitFor({ state: 'detached' });
  });

  for (const width of [375, 1280]) {
    it(`when an endpoint and its log are shown ${width} px wide, then nothing overflows the page and axe finds nothing serious (screenshot)`, async () => {
      await page().setViewportSize({ width, height: width < 600 ? 800 : 900 });
      await openIntegrations(page(), token);
      const { card } = await addEndpoint(page(), `${url}?w=${width}`, `Screenshot ${width}`);
      await card.getByRole('button', { name: 'Send test event' }).click();
      await card.getByText(/^Test delivered/).waitFor();
      await card.getByRole('button', { name: 'Delivery log' }).click();
      await card.getByRole('table').waitFor();
      expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousAxeViolations(page())).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(page(), `integrations-webhooks-${width}`);
      await card.getByRole('button', { name: 'Delete', exact: true }).click();
      await card.getByRole('button', { name: 'Yes, delete' }).click();
      await card.waitFor({ state: 'detached' });
    });
  }
});
