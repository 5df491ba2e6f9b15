import {
  eventForScopes,
  type OrderEvent,
  type OrderSummary,
  orderSummaryWithoutCustomerSchema,
  type ShopEvent,
  summaryWithoutCustomer,
} from '../index';
import { statusChangedEvent } from './fixtures';

const cancelled = (cancelReason: string) =>
  ({ ...statusChangedEvent, order: { ...statusChangedEvent.order, status: 'CANCELLED', cancelReason } }) as ShopEvent;

describe('eventForScopes', () => {
  it("when the scopes hold 'orders', then the event is the same object, name and staff's words included", () => {
    const event = cancelled('something in the order is sold out: no basil');
    expect(eventForScopes(event, ['events', 'orders'])).toBe(event);
  });

  it("when they do not, then the summary has no customer name and only the reason's fixed words", () => {
    const shaped = eventForScopes(cancelled('something in the order is sold out: no basil for Anna'), ['events']);
    const order = (shaped as OrderEvent).order;
    expect(order).not.toHaveProperty('customerName');
    expect(order.cancelReason).toBe('something in the order is sold out');
    expect(orderSummaryWithoutCustomerSchema.strict().parse(order)).toEqual(order);
    expect(JSON.stringify(shaped)).not.toContain('Anna');
  });

  it("when staff only wrote their own words ('other'), then no cancelReason is left", () => {
    const shaped = eventForScopes(cancelled('the customer called: Anna moved'), ['events']);
    expect((shaped as OrderEvent).order).not.toHaveProperty('cancelReason');
  });

  it('when the event is shop-wide, then it is untouched', () => {
    const event = {
      seq: 3,
      eventId: 'e',
      occurredAt: new Date(0).toISOString(),
      type: 'restaurant-status-changed',
    } as unknown as ShopEvent;
    expect(eventForScopes(event, ['events'])).toBe(event);
  });

  it('when a summary is already without the customer, then shaping it again changes nothing', () => {
    const once = summaryWithoutCustomer(statusChangedEvent.order as OrderSummary);
    expect(summaryWithoutCustomer(once)).toEqual(once);
  });
});
