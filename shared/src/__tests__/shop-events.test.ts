import {
  CLOUD_EVENT_TYPES,
  DEFAULT_RESTAURANT_SETTINGS,
  deliveryBandMinutes,
  EVENT_TYPES,
  EVENT_VISIBILITY,
  isOrderEvent,
  restaurantSettingsSchema,
  type ShopEvent,
  shopEventSchema,
  toCloudEvent,
} from '../index';
import { statusChangedEvent } from './fixtures';
import { isValid, pathsOf } from './helpers';

const log = { seq: 12, eventId: 'evt-12', occurredAt: '2026-02-09T17:00:00.000Z' };
const services = { PICKUP: { isOpen: true }, DELIVERY: { isOpen: true } };
const shopWide: ShopEvent[] = [
  { ...log, type: 'restaurant-status-changed', status: { isOpen: true, reason: 'manual', services, busyExtraMinutes: 15 } },
  { ...log, type: 'menu-availability-changed', item: { kind: 'extra', id: 'EXT_1', name: 'Bacon', available: false } },
  { ...log, type: 'settings-changed', settings: DEFAULT_RESTAURANT_SETTINGS },
];

describe('shopEventSchema', () => {
  it('when a shop-wide event is given, then it parses as is and is no order event', () => {
    for (const event of shopWide) {
      expect(shopEventSchema.parse(event)).toEqual(event);
      expect(isOrderEvent(event)).toBe(false);
    }
    expect(isOrderEvent(shopEventSchema.parse(statusChangedEvent))).toBe(true);
  });

  it('when an eta-changed lacks who moved it, or a shop-wide event lacks its body, then the field is named', () => {
    expect(pathsOf(shopEventSchema, { ...statusChangedEvent, type: 'eta-changed', previousStatus: undefined })).toEqual(['by']);
    expect(pathsOf(shopEventSchema, { ...log, type: 'restaurant-status-changed' })).toEqual(['status']);
    expect(
      isValid(shopEventSchema, { ...log, type: 'menu-availability-changed', item: { kind: 'pizza', id: 'x', name: 'x', available: true } }),
    ).toBe(false);
  });

  it('when every type is listed, then each has a visibility and a CloudEvents type, and its CloudEvent names what it is about', () => {
    expect(Object.keys(EVENT_VISIBILITY).sort()).toEqual([...EVENT_TYPES].sort());
    expect(Object.keys(CLOUD_EVENT_TYPES).sort()).toEqual([...EVENT_TYPES].sort());
    expect(shopWide.map((event) => toCloudEvent(event, 'https://shop.test').subject)).toEqual(['restaurant', 'extra/EXT_1', 'restaurant']);
  });
});

describe('restaurantSettingsSchema', () => {
  it('when the defaults are given, then they are valid', () => {
    expect(restaurantSettingsSchema.parse(DEFAULT_RESTAURANT_SETTINGS)).toEqual(DEFAULT_RESTAURANT_SETTINGS);
  });

  it('when there are seven bands or an unknown field, then it is refused naming where', () => {
    const bands = Array.from({ length: 7 }, (_v, i) => ({ upToKm: i + 1, minutes: 10 }));
    expect(pathsOf(restaurantSettingsSchema, { ...DEFAULT_RESTAURANT_SETTINGS, deliveryBands: bands })).toEqual(['deliveryBands']);
    expect(pathsOf(restaurantSettingsSchema, { ...DEFAULT_RESTAURANT_SETTINGS, extra: 1 })).toEqual(['']);
  });

  it('when a distance is within a band, then that band; beyond the last, the last band', () => {
    const deliveryBands = [...DEFAULT_RESTAURANT_SETTINGS.deliveryBands, { upToKm: 10, minutes: 40 }];
    expect([0.5, 2, 2.01, 5, 9.9, 10, 25].map((km) => deliveryBandMinutes(deliveryBands, km))).toEqual([15, 15, 25, 25, 40, 40, 40]);
  });
});
