import { ORDER_MESSAGES, orderSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer } from '../../../test/auth';
import { writeMenu } from '../../../test/menu-writes';
import { addSelectedAddress, budapestWinter, fillCart, placed, placeOrder, quoteOf, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { MenuItemModel, OrderEventModel, RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';

const clock = fixedClock(budapestWinter('2026-02-10', '13:00:00'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true } });
});

async function customerWithCart(lines: Parameters<typeof fillCart>[2] = WORKED_EXAMPLE) {
  const customer = await createTestCustomer({ name: 'Anna Kovács' });
  await fillCart(t.app, customer.token, lines);
  return customer;
}

/** The customer's cart lines as the API shows them. */
async function cartLines(customer: {
  token: string;
  user: { email: string };
}): Promise<Array<{ cartItemId: string; menuItem: { id: string } }>> {
  const res = await request(t.app)
    .get('/api/cart/user-email')
    .query({ email: customer.user.email })
    .set(bearer(customer.token))
    .expect(200);
  return res.body[0]?.cartItems ?? [];
}

const eventsOf = (orderId: string) => OrderEventModel.find({ orderId }).sort({ seq: 1 }).lean();

describe('POST /api/orders/placeorder', () => {
  it('when a pickup draft is placed with the original form body, then the order is PLACED, numbered, snapshotted, the cart is empty and order-created is logged', async () => {
    clock.set(budapestWinter('2026-02-11', '13:00:00'));
    const customer = await customerWithCart([
      { menuItemId: 'PIZ_006', quantity: 1, extras: ['EXT_001'], instructions: 'Well done' },
      { menuItemId: 'COC_001', quantity: 2 },
    ]);
    const quote = await quoteOf(t.app, customer.token);
    const res = await placeOrder(t.app, customer.token, quote.orderId).expect(200);
    const order = orderSchema.parse(res.body);
    expect(order).toMatchObject({
      orderId: quote.orderId,
      orderSequence: '#Order-0001',
      date: '2026-02-11',
      createdAt: clock.now().toISOString(),
      status: 'PLACED',
      orderType: 'PICKUP',
      paymentMethod: 'CASH',
      totalCartAmount: quote.totalCartAmount,
      totalPrice: quote.totalPrice,
      user: { name: 'Anna Kovács', phone: customer.user.phone },
      statusHistory: [{ status: 'PLACED', at: clock.now().toISOString() }],
    });
    expect(order.address).toBeUndefined();
    expect(order.orderItems).toEqual([
      expect.objectContaining({
        menuItemId: 'PIZ_006',
        name: 'Pepperoni',
        size: 'LARGE',
        quantity: 1,
        pricePerItem: 5399,
        extras: [{ id: 'EXT_001', name: 'Extra cheese', price: 400, translations: { hu: { name: 'Extra sajt' } } }],
        instructions: 'Well done',
        translations: { hu: { name: 'Pepperoni' } },
      }),
      expect.objectContaining({
        menuItemId: 'COC_001',
        name: 'Coca-Cola 330 ml',
        size: 'REGULAR',
        quantity: 2,
        pricePerItem: 699,
        extras: [],
      }),
    ]);
    expect(await cartLines(customer)).toEqual([]);
    const logged = await eventsOf(order.orderId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      type: 'order-created',
      userId: expect.anything(),
      payload: {
        order: {
          orderId: order.orderId,
          orderSequence: '#Order-0001',
          status: 'PLACED',
          orderType: 'PICKUP',
          totalPrice: quote.totalPrice,
          customerName: 'Anna Kovács',
        },
      },
    });
  });

  it('when the menu is translated again after placement, then the order keeps the Hungarian names it was placed with', async () => {
    const customer = await customerWithCart([{ menuItemId: 'FRI_002', quantity: 4, extras: ['EXT_012'] }]);
    const quote = await quoteOf(t.app, customer.token);
    const placedOrder = (await placeOrder(t.app, customer.token, quote.orderId).expect(200)).body;
    await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'FRI_002' }, { $set: { 'translations.hu.name': 'Sült krumpli' } }));
    const again = (await request(t.app).get(`/api/orders/${placedOrder.orderId}`).set(bearer(customer.token)).expect(200)).body;
    expect(again.orderItems[0]).toMatchObject({
      name: 'Potato Fries',
      translations: { hu: { name: 'Hasábburgonya' } },
      extras: [{ id: 'EXT_012', name: 'BBQ sauce', translations: { hu: { name: 'BBQ-szósz' } } }],
    });
    await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'FRI_002' }, { $set: { 'translations.hu.name': 'Hasábburgonya' } }));
  });

  it('when a delivery to a family house (no floor, no apartment) is placed, then the order leaves them out', async () => {
    const customer = await customerWithCart();
    await addSelectedAddress(t.app, customer.token, { floor: '', apartmentNo: '' });
    const quote = await quoteOf(t.app, customer.token, 'DELIVERY');
    const res = await placeOrder(t.app, customer.token, quote.orderId, 'DELIVERY').expect(200);
    expect(orderSchema.parse(res.body).address).toEqual(expect.objectContaining({ street: 'Piac utca', buildingName: '10' }));
    expect(res.body.address).not.toHaveProperty('floor');
    expect(res.body.address).not.toHaveProperty('apartmentNo');
  });

  it('when a delivery is placed, then the address and leave-at-the-door are snapshotted, and deleting the address later changes nothing', async () => {
    const customer = await customerWithCart();
    const addressId = await addSelectedAddress(t.app, customer.token, { intercom: '21', otherInstructions: 'Blue gate' });
    const quote = await quoteOf(t.app, customer.token, 'DELIVERY');
    const res = await placeOrder(t.app, customer.token, quote.orderId, 'DELIVERY', { leaveAtDoor: 'true' }).expect(200);
    expect(res.body).toMatchObject({
      orderType: 'DELIVERY',
      deliveryFee: 599,
      leaveAtDoor: true,
      address: { street: 'Piac utca', buildingName: '10', apartmentNo: '2', floor: '1', intercom: '21', otherInstructions: 'Blue gate' },
    });
    await request(t.app).delete(`/api/address/${addressId}`).set(bearer(customer.token)).expect(200);
    const again = await request(t.app).get(`/api/orders/${quote.orderId}`).set(bearer(customer.token)).expect(200);
    expect(again.body.address).toEqual(res.body.address);
  });

  it('when the same order is placed twice (double click, retry), then the same order comes back with 200 and nothing new is written', async () => {
    const customer = await customerWithCart();
    const quote = await quoteOf(t.app, customer.token);
    const first = await placeOrder(t.app, customer.token, quote.orderId).expect(200);
    const second = await placeOrder(t.app, customer.token, quote.orderId).expect(200);
    expect(second.body).toEqual(first.body);
    expect(await eventsOf(quote.orderId)).toHaveLength(1);
  });

  it('when 20 placements of one draft arrive at once, then exactly one order, one sequence number and one event exist', async () => {
    clock.set(budapestWinter('2026-02-12', '19:00:00'));
    const customer = await customerWithCart();
    const quote = await quoteOf(t.app, customer.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t.app, customer.token, quote.orderId)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((res) => res.body.orderSequence))).toEqual(new Set(['#Order-0001']));
    expect(await OrderModel.countDocuments({ sequenceDay: '2026-02-12' })).toBe(1);
    expect(await eventsOf(quote.orderId)).toHaveLength(1);
  });

  it('when the cart changed after the quote, then 409 QUOTE_CHANGED with the new quote and nothing placed; placing again succeeds at the new total', async () => {
    const customer = await customerWithCart();
    const quote = await quoteOf(t.app, customer.token);
    await fillCart(t.app, customer.token, [{ menuItemId: 'COC_001', quantity: 1 }]);
    const res = await placeOrder(t.app, customer.token, quote.orderId).expect(409);
    expect(res.body).toEqual({
      code: 'QUOTE_CHANGED',
      message: ORDER_MESSAGES.quoteChanged,
      details: { ...quote, totalCartAmount: 7096, bottleDepositFee: 150, totalPrice: 7396 },
    });
    expect((await OrderModel.findOne({ orderId: quote.orderId }).lean())?.status).toBe('PENDING');
    expect(await eventsOf(quote.orderId)).toHaveLength(0);
    expect((await placeOrder(t.app, customer.token, quote.orderId).expect(200)).body.totalPrice).toBe(7396);
  });

  it('when the cart dropped below the minimum after the quote, then placement is refused with the minimum message', async () => {
    const customer = await customerWithCart();
    const quote = await quoteOf(t.app, customer.token);
    const pizzaLine = (await cartLines(customer)).find((line) => line.menuItem.id === 'PIZ_006');
    await request(t.app).put(`/api/cart/update/${pizzaLine!.cartItemId}?quantity=0`).set(bearer(customer.token)).expect(200);
    const res = await placeOrder(t.app, customer.token, quote.orderId).expect(400);
    expect(res.body.message).toBe('Minimum order amount is HUF\u00a03,500. Please add more items to reach the minimum.');
    expect((await OrderModel.findOne({ orderId: quote.orderId }).lean())?.status).toBe('PENDING');
  });

  it('when the shop closed between the quote and the placement, then 409 RESTAURANT_CLOSED and nothing placed', async () => {
    const customer = await customerWithCart();
    const quote = await quoteOf(t.app, customer.token);
    await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: false } });
    expect((await placeOrder(t.app, customer.token, quote.orderId).expect(409)).body.code).toBe('RESTAURANT_CLOSED');
    expect((await OrderModel.findOne({ orderId: quote.orderId }).lean())?.status).toBe('PENDING');
  });

  it("when another customer's orderId is placed, then 404 and the owner's draft is untouched", async () => {
    const owner = await customerWithCart();
    const intruder = await customerWithCart();
    const quote = await quoteOf(t.app, owner.token);
    expect((await placeOrder(t.app, intruder.token, quote.orderId).expect(404)).body.message).toBe(ORDER_MESSAGES.notFound);
    expect((await OrderModel.findOne({ orderId: quote.orderId }).lean())?.status).toBe('PENDING');
  });

  it('when CARD is chosen (paid on the spot), then the order is placed with CARD, and its owner and staff read it back', async () => {
    const customer = await customerWithCart();
    const quote = await quoteOf(t.app, customer.token);
    const res = await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', { paymentMethod: 'CARD' }).expect(200);
    expect(res.body.paymentMethod).toBe('CARD');
    expect((await OrderModel.findOne({ orderId: quote.orderId }).lean())?.paymentMethod).toBe('CARD');
    const mine = await request(t.app).get(`/api/orders/${quote.orderId}`).set(bearer(customer.token)).expect(200);
    expect(mine.body.paymentMethod).toBe('CARD');
    const staff = await createTestAdmin();
    const board = await request(t.app).get('/api/orders/all/orders').set(bearer(staff.token)).expect(200);
    expect((board.body as Array<{ orderId: string; paymentMethod: string }>).find((o) => o.orderId === quote.orderId)?.paymentMethod).toBe(
      'CARD',
    );
  });

  it('when a delivery with an invoice and an allergy note is placed, then the order answered is the order stored, field for field, and its event says the same', async () => {
    // The placement answers before its batch commits, from what it wrote (batch-scope.ts): this is what keeps the two the same.
    const customer = await customerWithCart([
      { menuItemId: 'PIZ_006', quantity: 2, extras: ['EXT_001'], instructions: 'Well done' },
      { menuItemId: 'COC_001', quantity: 1 },
    ]);
    await addSelectedAddress(t.app, customer.token);
    const quote = await quoteOf(t.app, customer.token, 'DELIVERY');
    const invoice = { invoiceName: 'Kovács Kft.', invoiceZip: '1051', invoiceCity: 'Budapest', invoiceStreet: 'Nádor utca 5.' };
    const answered = await placeOrder(t.app, customer.token, quote.orderId, 'DELIVERY', {
      allergyNote: 'No nuts, please',
      leaveAtDoor: 'true',
      ...invoice,
    }).expect(200);
    const stored = await request(t.app).get(`/api/orders/${quote.orderId}`).set(bearer(customer.token)).expect(200);
    expect(answered.body).toEqual(stored.body);
    expect(answered.body.orderItems).toHaveLength(2);
    const [created] = await eventsOf(quote.orderId);
    expect(created?.payload).toMatchObject({
      order: { orderId: quote.orderId, orderSequence: stored.body.orderSequence, status: 'PLACED' },
    });
  });

  it('when the original client sends CASH, then the order is a cash order', async () => {
    const customer = await customerWithCart();
    const quote = await quoteOf(t.app, customer.token);
    expect((await placeOrder(t.app, customer.token, quote.orderId).expect(200)).body.paymentMethod).toBe('CASH');
  });

  it('when an online card method is chosen, an operator is sent or fields are missing, then 400 and nothing placed', async () => {
    const customer = await customerWithCart();
    const quote = await quoteOf(t.app, customer.token);
    const card = await request(t.app)
      .post('/api/orders/placeorder')
      .set(bearer(customer.token))
      .type('form')
      .send({ orderId: quote.orderId, paymentMethod: 'CREDIT_CARD', orderType: 'PICKUP' })
      .expect(400);
    expect(card.body.message).toBe(ORDER_MESSAGES.onlineCardRefused);
    await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', { paymentMethod: 'card' }).expect(400);
    await request(t.app)
      .post('/api/orders/placeorder')
      .set(bearer(customer.token))
      .send({ orderId: { $ne: null }, paymentMethod: 'CASH', orderType: 'PICKUP' })
      .expect(400);
    await request(t.app)
      .post('/api/orders/placeorder')
      .set(bearer(customer.token))
      .send({ paymentMethod: 'CASH', orderType: 'PICKUP' })
      .expect(400);
    expect((await OrderModel.findOne({ orderId: quote.orderId }).lean())?.status).toBe('PENDING');
  });
});

describe('order numbers', () => {
  it('when orders are placed on one Budapest day, then they are numbered 1..N; the next day starts again at 1; abandoned drafts burn none', async () => {
    clock.set(budapestWinter('2026-02-20', '12:30:00'));
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const abandoned = await customerWithCart();
      await quoteOf(t.app, abandoned.token);
      numbers.push((await placed(t.app, (await customerWithCart()).token)).orderSequence);
    }
    expect(numbers).toEqual(['#Order-0001', '#Order-0002', '#Order-0003']);
    clock.set(budapestWinter('2026-02-21', '00:00:01'));
    expect((await placed(t.app, (await customerWithCart()).token)).orderSequence).toBe('#Order-0001');
  });
});

describe('the order event log', () => {
  it('when orders are placed (with failed attempts between), then each has exactly one order-created and the seqs are gap-free and increasing', async () => {
    const before = (await OrderEventModel.findOne().sort({ seq: -1 }).lean())?.seq ?? 0;
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const customer = await customerWithCart();
      const quote = await quoteOf(t.app, customer.token);
      await placeOrder(t.app, customer.token, quote.orderId, 'DELIVERY').expect(400); // no address: nothing logged
      ids.push((await placeOrder(t.app, customer.token, quote.orderId).expect(200)).body.orderId);
    }
    const logged = await OrderEventModel.find({ seq: { $gt: before } })
      .sort({ seq: 1 })
      .lean();
    expect(logged.map((event) => event.seq)).toEqual([before + 1, before + 2, before + 3, before + 4]);
    expect(logged.map((event) => event.orderId)).toEqual(ids);
    expect(logged.every((event) => event.type === 'order-created')).toBe(true);
  });
});

describe('reading orders', () => {
  it('when a customer reads their history, then placed orders come newest first (any e-mail case); none is []', async () => {
    const customer = await customerWithCart();
    const first = await placed(t.app, customer.token);
    await fillCart(t.app, customer.token, WORKED_EXAMPLE);
    clock.set(new Date(clock.now().getTime() + 60_000));
    const second = await placed(t.app, customer.token);
    const res = await request(t.app)
      .get(`/api/orders/history/all-orders/${customer.user.email.toUpperCase()}`)
      .set(bearer(customer.token))
      .expect(200);
    expect(res.body.map((order: { orderId: string }) => order.orderId)).toEqual([second.orderId, first.orderId]);
    const nobody = await createTestCustomer();
    await request(t.app).get(`/api/orders/history/all-orders/${nobody.user.email}`).set(bearer(nobody.token)).expect(200, []);
  });

  it("when someone reads another customer's history or order, then 403 / 404; staff may read any order", async () => {
    const owner = await customerWithCart();
    const order = await placed(t.app, owner.token);
    const intruder = await createTestCustomer();
    await request(t.app).get(`/api/orders/history/all-orders/${owner.user.email}`).set(bearer(intruder.token)).expect(403);
    await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(intruder.token)).expect(404);
    const staff = await createTestAdmin();
    expect((await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(staff.token)).expect(200)).body.orderId).toBe(
      order.orderId,
    );
    await request(t.app).get(`/api/orders/${order.orderId}`).expect(401);
  });
});
