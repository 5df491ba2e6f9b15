import { promisedMinutes, waitMinutes } from '../estimate';
import { estimateOnAccept } from '../eta';
import {
  DEFAULT_RESTAURANT_SETTINGS,
  deliveryBandMinutes,
  driveMinutesInZone,
  settingsSchemaForZone,
} from '../schemas/restaurant-settings';
import { pathsOf, messagesOf } from './helpers';

describe('one estimate for every promise', () => {
  it('when busy mode adds 30, then a pickup waits prep + 30 and a delivery adds its drive too', () => {
    expect(waitMinutes({ orderType: 'PICKUP', prepMinutes: 20, busyExtraMinutes: 30, deliveryMinutes: 15 })).toBe(50);
    expect(waitMinutes({ orderType: 'DELIVERY', prepMinutes: 30, busyExtraMinutes: 30, deliveryMinutes: 15 })).toBe(75);
  });

  it('when an order is accepted, then its estimate is the same wait after the accept', () => {
    const acceptedAt = new Date('2026-12-01T17:00:00Z');
    expect(estimateOnAccept({ orderType: 'DELIVERY', acceptedAt, prepMinutes: 30, busyExtraMinutes: 15, deliveryMinutes: 25 })).toEqual({
      estimatedDeliveryAt: new Date('2026-12-01T18:10:00Z'),
    });
    expect(estimateOnAccept({ orderType: 'PICKUP', acceptedAt, prepMinutes: 20, busyExtraMinutes: 0 })).toEqual({
      estimatedReadyAt: new Date('2026-12-01T17:20:00Z'),
    });
  });

  it("when a customer has no address yet, then a delivery is promised from the zone's fastest to its slowest band", () => {
    const status = { typicalMinutes: { PICKUP: 20, DELIVERY: 30 }, driveMinutes: { min: 15, max: 25 } };
    expect(promisedMinutes(status, 'PICKUP')).toEqual({ min: 20, max: 20 });
    expect(promisedMinutes(status, 'DELIVERY')).toEqual({ min: 45, max: 55 });
    expect(promisedMinutes(status, 'DELIVERY', 15)).toEqual({ min: 45, max: 45 });
    expect(promisedMinutes({}, 'PICKUP')).toBeUndefined();
  });

  it('when the status was computed in busy mode, then the promise grows by the busy extra (it is in typicalMinutes)', () => {
    const busy = { typicalMinutes: { PICKUP: 20 + 30, DELIVERY: 30 + 30 }, driveMinutes: { min: 15, max: 25 } };
    expect(promisedMinutes(busy, 'PICKUP')).toEqual({ min: 50, max: 50 });
    expect(promisedMinutes(busy, 'DELIVERY')).toEqual({ min: 75, max: 85 });
  });
});

describe('delivery bands inside the zone', () => {
  const bands = [
    { upToKm: 2, minutes: 15 },
    { upToKm: 5, minutes: 25 },
    { upToKm: 10, minutes: 40 },
  ];

  it('when a band starts beyond the zone, then it never counts for the drive customers are promised', () => {
    expect(driveMinutesInZone(bands, 5)).toEqual({ min: 15, max: 25 });
    expect(driveMinutesInZone(bands, 6)).toEqual({ min: 15, max: 40 });
    expect(driveMinutesInZone(bands, 1.5)).toEqual({ min: 15, max: 15 });
    expect(deliveryBandMinutes(bands, 4)).toBe(25);
  });

  it('when a band reaches beyond a 5 km zone, then the settings name that band and the zone', () => {
    const schema = settingsSchemaForZone(5);
    expect(pathsOf(schema, { ...DEFAULT_RESTAURANT_SETTINGS, deliveryBands: bands })).toEqual(['deliveryBands.2.upToKm']);
    expect(messagesOf(schema, { ...DEFAULT_RESTAURANT_SETTINGS, deliveryBands: bands })).toEqual([
      'The delivery zone ends at 5 km: a band cannot reach farther.',
    ]);
    expect(pathsOf(schema, DEFAULT_RESTAURANT_SETTINGS)).toEqual([]);
    expect(pathsOf(settingsSchemaForZone(10), { ...DEFAULT_RESTAURANT_SETTINGS, deliveryBands: bands })).toEqual([]);
  });
});
