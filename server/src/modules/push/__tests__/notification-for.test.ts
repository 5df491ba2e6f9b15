import { type ShopEvent } from '@pizza/shared';

import { notificationFor, PUSH_TTL_SECONDS } from '../index';

const orderId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const created: ShopEvent = {
  type: 'order-created',
  seq: 7,
  eventId: 'e7',
  occurredAt: '2026-11-24T18:00:00.000Z',
  orderId,
  order: { orderId, orderSequence: '#Order-0042', status: 'PLACED', orderType: 'DELIVERY', totalPrice: 7348, customerName: 'Kiss Anna' },
};

describe('notificationFor', () => {
  it('maps a new order to an urgent push with a topic per order, a 15-minute TTL and the board URL of the order', () => {
    const notification = notificationFor(created)!;
    expect(notification.urgency).toBe('high');
    expect(notification.ttlSeconds).toBe(PUSH_TTL_SECONDS);
    expect(PUSH_TTL_SECONDS).toBe(900);
    expect(notification.topic).toBe('0f8fad5bd9cb469fa16570867728950e');
    expect(notification.topic.length).toBeLessThanOrEqual(32);
    expect(notification.payload).toMatchObject({
      url: `/admin?order=${orderId}`,
      orderSequence: '#Order-0042',
      orderType: 'DELIVERY',
      totalPrice: 7348,
    });
    // Neutral in both languages: the number without the English word.
    expect(notification.payload.title).toBe('🍕 #0042');
    expect(notification.payload.body).toBe('🛵 DELIVERY · 7\u00a0348\u00a0Ft');
    expect(JSON.stringify(notification.payload)).not.toContain('Kiss Anna');
  });

  it('maps an escalation to a push under the same topic and tag, so it replaces the new-order push, saying it in both languages', () => {
    const louder = notificationFor({ ...created, type: 'order-escalated', stage: 'ring-louder' })!;
    const told = notificationFor({ ...created, type: 'order-escalated', stage: 'tell-customer' })!;
    const fresh = notificationFor(created)!;
    for (const notification of [louder, told]) {
      expect(notification.topic).toBe(fresh.topic);
      expect(notification.payload.tag).toBe(fresh.payload.tag);
      expect(notification.urgency).toBe('high');
      expect(notification.payload.url).toBe(`/admin?order=${orderId}`);
      expect(notification.payload.title).toBe('⏰ #0042');
    }
    expect(louder.payload.body).toContain('Még nincs elfogadva / Not accepted yet');
    expect(told.payload.body).toContain('The customer is waiting for confirmation');
    expect(louder.payload.title).not.toBe(fresh.payload.title);
  });

  it('maps an order for later to a push naming its slot in both languages, and its release to a new-order push under the same tag', () => {
    // Placed on Thursday for Saturday 19:30 in Budapest.
    const summary = { ...created.order, scheduledFor: '2026-11-28T18:30:00.000Z', releaseAt: '2026-11-28T17:45:00.000Z' };
    const scheduled = notificationFor({ ...created, type: 'order-scheduled', occurredAt: '2026-11-26T10:00:00.000Z', order: summary })!;
    expect(scheduled.payload.title).toBe('🗓️ #0042');
    expect(scheduled.payload.body).toBe('🛵 DELIVERY · 7\u00a0348\u00a0Ft · Időzítve: szombat 19:30 / Scheduled for Saturday 19:30');
    expect(scheduled.payload.url).toBe(`/admin?order=${orderId}`);

    const released = notificationFor({
      ...created,
      type: 'order-released',
      order: { ...summary, releasedAt: '2026-11-28T17:45:00.000Z' },
    })!;
    expect(released.payload.title).toBe('🍕 #0042');
    expect(released.payload.body).toBe('🛵 DELIVERY · 7\u00a0348\u00a0Ft');
    expect(released.urgency).toBe('high');
    expect([released.topic, released.payload.tag]).toEqual([scheduled.topic, scheduled.payload.tag]);
    expect(JSON.stringify([scheduled.payload, released.payload])).not.toContain('Kiss Anna');
  });

  it('pushes nothing for other events', () => {
    expect(notificationFor({ ...created, type: 'status-changed', previousStatus: 'PLACED' })).toBeUndefined();
  });
});
