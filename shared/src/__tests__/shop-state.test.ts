import type { RestaurantStatus } from '../schemas/restaurant';
import { ordersAgainAt, shopStateOf } from '../shop-state';

const open = { isOpen: true };
const closed = { isOpen: false };
const status = (overrides: Partial<RestaurantStatus>): RestaurantStatus => ({
  isOpen: true,
  reason: 'hours',
  services: { PICKUP: open, DELIVERY: open },
  busyExtraMinutes: 0,
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe('why the shop takes orders or not, in one place', () => {
  it('when the hours keep it closed, then the reason is the hours with their next opening (not the switch)', () => {
    const state = shopStateOf(
      status({ isOpen: false, reason: 'hours', nextOpening: '2026-12-04T10:00:00.000Z', services: { PICKUP: closed, DELIVERY: closed } }),
    );
    expect(state).toEqual({ kind: 'hours', nextOpening: at('2026-12-04T10:00:00.000Z') });
    expect(ordersAgainAt(state)).toEqual(at('2026-12-04T10:00:00.000Z'));
    expect(shopStateOf(status({ isOpen: false, reason: 'hours', services: { PICKUP: closed, DELIVERY: closed } }))).toEqual({
      kind: 'hours',
    });
  });

  it('when staff closed until a time, then it is closed-until, and orders come back at the next opening after it', () => {
    const state = shopStateOf(
      status({ isOpen: false, reason: 'manual', closedUntil: '2026-12-01T18:00:00.000Z', nextOpening: '2026-12-02T10:00:00.000Z' }),
    );
    expect(state).toEqual({ kind: 'closed-until', until: at('2026-12-01T18:00:00.000Z'), nextOpening: at('2026-12-02T10:00:00.000Z') });
    expect(ordersAgainAt(state)).toEqual(at('2026-12-02T10:00:00.000Z'));
  });

  it('when only the switch closed it (no hours), then it is switched-off and no time is known', () => {
    const state = shopStateOf(status({ isOpen: false, reason: 'manual', services: { PICKUP: closed, DELIVERY: closed } }));
    expect(state).toEqual({ kind: 'switched-off' });
    expect(ordersAgainAt(state)).toBeUndefined();
  });

  it('when paused, then paused until its end', () => {
    const state = shopStateOf(status({ isOpen: false, reason: 'paused', pausedUntil: '2026-12-01T18:40:00.000Z' }));
    expect(state).toEqual({ kind: 'paused', until: at('2026-12-01T18:40:00.000Z') });
    expect(ordersAgainAt(state)).toEqual(at('2026-12-01T18:40:00.000Z'));
  });

  it('when open with a service closed by the hours, then open, naming that service and when it starts; busy mode is carried', () => {
    const state = shopStateOf(
      status({ busyExtraMinutes: 30, services: { PICKUP: open, DELIVERY: { isOpen: false, nextOpening: '2026-12-01T17:00:00.000Z' } } }),
    );
    expect(state).toEqual({
      kind: 'open',
      busyExtraMinutes: 30,
      closedServices: [{ service: 'DELIVERY', nextOpening: at('2026-12-01T17:00:00.000Z') }],
    });
    expect(ordersAgainAt(state)).toBeUndefined();
  });
});
