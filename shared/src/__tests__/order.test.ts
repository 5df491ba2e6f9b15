import {
  checkoutQuoteSchema,
  formatOrderSequence,
  orderItemSchema,
  orderListQuerySchema,
  orderListStatusParamsSchema,
  orderSchema,
  orderStatusPatchQuerySchema,
  ORDER_MESSAGES,
  placeOrderRequestSchema,
  statusUpdatedMessage,
} from '../index';
import { order } from './fixtures';
import { isValid, messagesOf, pathsOf } from './helpers';

const quote = {
  orderId: order.orderId,
  orderType: 'PICKUP',
  totalCartAmount: 6397,
  bottleDepositFee: 100,
  serviceFee: 150,
  deliveryFee: 0,
  totalPrice: 6647,
};

describe('orderSchema', () => {
  it('when a placed delivery order is given, then it parses unchanged', () => {
    expect(orderSchema.parse(order)).toEqual(order);
  });

  it('when a pickup order has no address, then it parses', () => {
    const { address: _omitted, ...pickup } = order;
    expect(isValid(orderSchema, { ...pickup, orderType: 'PICKUP' })).toBe(true);
  });

  it('when the sequence is a bare number, then it is rejected', () => {
    expect(pathsOf(orderSchema, { ...order, orderSequence: 7 })).toEqual(['orderSequence']);
  });

  it('when date is not YYYY-MM-DD or createdAt is not an ISO instant, then they are rejected', () => {
    expect(pathsOf(orderSchema, { ...order, date: '14/03/2026' })).toEqual(['date']);
    expect(pathsOf(orderSchema, { ...order, createdAt: 'yesterday' })).toEqual(['createdAt']);
  });

  it('when the status, type or payment method is unknown, then each is rejected', () => {
    expect(pathsOf(orderSchema, { ...order, status: 'FAILED' })).toEqual(['status']);
    expect(pathsOf(orderSchema, { ...order, orderType: 'DINE_IN' })).toEqual(['orderType']);
    expect(pathsOf(orderSchema, { ...order, paymentMethod: 'CREDIT_CARD' })).toEqual(['paymentMethod']);
  });

  it('when a fee is fractional, then it is rejected', () => {
    expect(pathsOf(orderSchema, { ...order, deliveryFee: 599.5 })).toEqual(['deliveryFee']);
  });

  it('when the user has no phone, then it is rejected', () => {
    expect(pathsOf(orderSchema, { ...order, user: { name: 'Anna' } })).toEqual(['user.phone']);
  });
});

describe('orderItemSchema', () => {
  it('when an extra snapshot has no id, then it parses', () => {
    expect(isValid(orderItemSchema, order.orderItems[1])).toBe(true);
  });

  it('when quantity is 0, then it is rejected', () => {
    expect(pathsOf(orderItemSchema, { ...order.orderItems[0], quantity: 0 })).toEqual(['quantity']);
  });
});

describe('checkoutQuoteSchema', () => {
  it('when a pickup quote is given, then it parses', () => {
    expect(checkoutQuoteSchema.parse(quote)).toEqual(quote);
  });

  it('when orderId is missing, then it is rejected', () => {
    const { orderId: _omitted, ...rest } = quote;
    expect(pathsOf(checkoutQuoteSchema, rest)).toEqual(['orderId']);
  });
});

describe('placeOrderRequestSchema', () => {
  const body = { orderId: order.orderId, paymentMethod: 'CASH', orderType: 'DELIVERY' };

  it('when the original form body is given, then it parses', () => {
    expect(placeOrderRequestSchema.parse(body)).toEqual(body);
  });

  it('when CARD is chosen (paid on the spot), then it parses as CARD; CASH stays CASH', () => {
    expect(placeOrderRequestSchema.parse({ ...body, paymentMethod: 'CARD' }).paymentMethod).toBe('CARD');
    expect(placeOrderRequestSchema.parse(body).paymentMethod).toBe('CASH');
  });

  it("when one of the original's online card methods is sent, then the message says to choose CASH or CARD", () => {
    expect(messagesOf(placeOrderRequestSchema, { ...body, paymentMethod: 'DEBIT_CARD' })).toEqual([ORDER_MESSAGES.onlineCardRefused]);
  });

  it("when leaveAtDoor comes from a form ('true'/'1') or JSON, then it is a boolean; absent stays absent", () => {
    expect(placeOrderRequestSchema.parse({ ...body, leaveAtDoor: 'true' }).leaveAtDoor).toBe(true);
    expect(placeOrderRequestSchema.parse({ ...body, leaveAtDoor: '0' }).leaveAtDoor).toBe(false);
    expect(placeOrderRequestSchema.parse({ ...body, leaveAtDoor: true }).leaveAtDoor).toBe(true);
    expect(placeOrderRequestSchema.parse(body)).not.toHaveProperty('leaveAtDoor');
    expect(isValid(placeOrderRequestSchema, { ...body, leaveAtDoor: 'yes' })).toBe(false);
  });

  it('when the payment method is an online card, unknown or lower-case, or the type is lower-case, then it is rejected', () => {
    expect(pathsOf(placeOrderRequestSchema, { ...body, paymentMethod: 'CREDIT_CARD' })).toEqual(['paymentMethod']);
    expect(pathsOf(placeOrderRequestSchema, { ...body, paymentMethod: 'card' })).toEqual(['paymentMethod']);
    expect(pathsOf(placeOrderRequestSchema, { ...body, paymentMethod: 'VOUCHER' })).toEqual(['paymentMethod']);
    expect(pathsOf(placeOrderRequestSchema, { ...body, orderType: 'pickup' })).toEqual(['orderType']);
  });

  it('when orderType is missing, then it is rejected', () => {
    const { orderType: _omitted, ...rest } = body;
    expect(pathsOf(placeOrderRequestSchema, rest)).toEqual(['orderType']);
  });
});

describe('order queries and helpers', () => {
  it('when the status query is an upper-case status, then it parses; lower-case is rejected', () => {
    expect(orderStatusPatchQuerySchema.parse({ status: 'OUT_FOR_DELIVERY' })).toEqual({ status: 'OUT_FOR_DELIVERY' });
    expect(isValid(orderStatusPatchQuerySchema, { status: 'preparing' })).toBe(false);
  });

  it('when the admin tab segment is delivered in any case, then it parses lower-cased; an unknown tab is rejected', () => {
    expect(orderListStatusParamsSchema.parse({ status: 'delivered' })).toEqual({ status: 'delivered' });
    expect(orderListStatusParamsSchema.parse({ status: 'DELIVERED' })).toEqual({ status: 'delivered' });
    expect(isValid(orderListStatusParamsSchema, { status: 'completed' })).toBe(false);
  });

  it('when a status list is paged, then limit defaults to 100 and stops at 500, and before is an instant or an order id', () => {
    expect(orderListQuerySchema.parse({})).toEqual({ limit: 100 });
    expect(orderListQuerySchema.parse({ limit: '20', before: '2026-03-14T12:00:00.000Z' })).toEqual({
      limit: 20,
      before: '2026-03-14T12:00:00.000Z',
    });
    expect(isValid(orderListQuerySchema, { limit: '501' })).toBe(false);
    expect(isValid(orderListQuerySchema, { before: { $lt: 1 } })).toBe(false);
  });

  it('when a status change is answered, then the text is the original one with the status lower-cased', () => {
    expect(statusUpdatedMessage('PREPARING')).toBe('Order Status updated to preparing successfully');
  });

  it('when a sequence number is formatted, then it is padded to four digits', () => {
    expect(formatOrderSequence(7)).toBe('#Order-0007');
    expect(formatOrderSequence(12345)).toBe('#Order-12345');
  });
});
