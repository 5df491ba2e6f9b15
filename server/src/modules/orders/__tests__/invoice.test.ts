/**
 * Invoice details (docs/product/ordering.md#invoice): a customer who asks for an invoice gives the
 * billing name, address and (for a company) tax number at placing; they are stored trimmed, the
 * tax number normalised, shown on every order view and in the order's events, and left out of the
 * events a key without the 'orders' scope reads. Bad details: 400 naming the field, nothing placed.
 */
import { INVOICE_MESSAGES, type Order, type OrderEvent, type OrderSummary, type ShopEvent } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { fillCart, placeOrder, quoteOf } from '../../../test/shop-requests';
import { OrderModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestAdmin();
});

afterAll(() => t.close());

const billing = {
  invoiceName: '  Kovács Kft. ',
  invoiceZip: '1051',
  invoiceCity: 'Budapest ',
  invoiceStreet: 'Fő utca 1.',
  invoiceTaxNumber: ' hu 1234 5678 ',
};
const stored = { name: 'Kovács Kft.', zip: '1051', city: 'Budapest', street: 'Fő utca 1.', taxNumber: 'HU12345678' };

async function draftOf(customer: TestPrincipal) {
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_005', quantity: 1 }]);
  return quoteOf(t.app, customer.token);
}

async function keyWith(scopes: string[]): Promise<string> {
  const body = { name: `Invoice ${scopes.join('+')}`, scopes };
  return (await request(t.app).post('/api/integrations/keys').set(bearer(staff.token)).send(body).expect(201)).body.key as string;
}

describe('placing an order with invoice details', () => {
  it('when the customer gives them, then they are stored trimmed with the VAT number normalised and every order view shows them', async () => {
    const customer = await createTestCustomer();
    const quote = await draftOf(customer);
    const order = (await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', billing).expect(200)).body as Order;
    expect(order.invoice).toEqual(stored);
    expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.invoice).toEqual(stored);

    const own = await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(customer.token)).expect(200);
    expect(own.body.invoice).toEqual(stored);
    const board = await request(t.app).get('/api/orders/all/orders').set(bearer(staff.token)).expect(200);
    expect((board.body as Order[]).find((listed) => listed.orderId === order.orderId)?.invoice).toEqual(stored);
    const integrator = await request(t.app)
      .get(`/api/orders/${order.orderId}`)
      .set('X-API-Key', await keyWith(['events', 'orders']))
      .expect(200);
    expect(integrator.body.invoice).toEqual(stored);
  });

  it('when a Hungarian tax number is given, then it is kept as typed; without a tax number the order has none', async () => {
    const company = await createTestCustomer();
    const withTax = (
      await placeOrder(t.app, company.token, (await draftOf(company)).orderId, 'PICKUP', {
        ...billing,
        invoiceTaxNumber: '12345678-1-12',
      }).expect(200)
    ).body as Order;
    expect(withTax.invoice?.taxNumber).toBe('12345678-1-12');

    const person = await createTestCustomer();
    const { invoiceTaxNumber: _none, ...personal } = billing;
    const without = (await placeOrder(t.app, person.token, (await draftOf(person)).orderId, 'PICKUP', personal).expect(200)).body as Order;
    expect(without.invoice).toEqual({ name: 'Kovács Kft.', zip: '1051', city: 'Budapest', street: 'Fő utca 1.' });
    expect(without.invoice).not.toHaveProperty('taxNumber');
  });

  it('when no invoice is asked for (empty fields as a form sends them), then the order has no invoice', async () => {
    const customer = await createTestCustomer();
    const quote = await draftOf(customer);
    const empty = { invoiceName: '', invoiceZip: '', invoiceCity: '', invoiceStreet: '', invoiceTaxNumber: '' };
    const order = (await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', empty).expect(200)).body as Order;
    expect(order).not.toHaveProperty('invoice');
  });

  it.each([
    [{ ...billing, invoiceZip: '105' }, 'invoiceZip', INVOICE_MESSAGES.zipInvalid, 'A számlázási cím irányítószáma 4 számjegy.'],
    [{ ...billing, invoiceTaxNumber: 'COMPANY' }, 'invoiceTaxNumber', INVOICE_MESSAGES.taxNumberInvalid, /^Az adószám 8 számjegy/],
    [{ invoiceTaxNumber: '12345678-1-12' }, 'invoiceTaxNumber', INVOICE_MESSAGES.taxNumberAlone, /^Az adószám mellé/],
    [{ ...billing, invoiceName: '   ' }, 'invoiceName', INVOICE_MESSAGES.nameRequired, /^Kérjük, adja meg a számlán/],
  ])('when the details are bad (%j), then 400 naming %s, in both languages, and nothing is placed', async (fields, field, message, hu) => {
    const customer = await createTestCustomer();
    const quote = await draftOf(customer);
    const res = await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', fields).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(res.body.details).toEqual([expect.objectContaining({ path: [field] })]);
    const inHungarian = await request(t.app)
      .post('/api/orders/placeorder')
      .set(bearer(customer.token))
      .set('Accept-Language', 'hu')
      .type('form')
      .send({ orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP', ...fields })
      .expect(400);
    expect(inHungarian.body.message).toMatch(hu);
    expect(await OrderModel.findOne({ orderId: quote.orderId }).lean()).toMatchObject({ status: 'PENDING' });
    expect((await OrderModel.findOne({ orderId: quote.orderId }).lean())?.invoice).toBeUndefined();
  });
});

describe('the invoice in the order events', () => {
  it("when an order with invoice details is placed, then staff and an 'orders' key read them in order-created, an 'events'-only key does not", async () => {
    const after = await t.deps.events.latestSeq();
    const customer = await createTestCustomer();
    const quote = await draftOf(customer);
    await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', billing).expect(200);

    const created = (events: ShopEvent[]) =>
      events.find((event): event is OrderEvent => event.type === 'order-created' && (event as OrderEvent).orderId === quote.orderId);
    const pull = async (auth: [string, string]) =>
      created(
        (
          await request(t.app)
            .get(`/api/events?after=${after}`)
            .set(...auth)
            .expect(200)
        ).body.events as ShopEvent[],
      );
    const invoiceIn = (event: OrderEvent | undefined) => (event?.order as OrderSummary | undefined)?.invoice;

    expect(invoiceIn(await pull(['Authorization', `Bearer ${staff.token}`]))).toEqual(stored);
    expect(invoiceIn(await pull(['X-API-Key', await keyWith(['events', 'orders'])]))).toEqual(stored);
    const redacted = await pull(['X-API-Key', await keyWith(['events'])]);
    expect(redacted?.order).toBeDefined();
    expect(redacted?.order).not.toHaveProperty('invoice');
    expect(JSON.stringify(redacted)).not.toContain('Kovács');
  });
});

describe('the contract documents', () => {
  it('when /api/openapi.json and /api/asyncapi.json are read, then both describe the billing details from the shared schema', async () => {
    const openapi = JSON.stringify((await request(t.app).get('/api/openapi.json').expect(200)).body);
    const asyncapi = JSON.stringify((await request(t.app).get('/api/asyncapi.json').expect(200)).body);
    for (const doc of [openapi, asyncapi]) {
      expect(doc).toContain('InvoiceDetails');
      expect(doc).toContain('taxNumber');
    }
    expect(openapi).toContain('invoiceTaxNumber');
  });
});
