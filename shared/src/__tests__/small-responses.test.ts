import {
  ERROR_CODES,
  errorEnvelopeSchema,
  healthResponseSchema,
  restaurantStatusSchema,
  restaurantStatusUpdateQuerySchema,
} from '../index';
import { isValid, pathsOf } from './helpers';

describe('restaurant status', () => {
  const open = { isOpen: true, reason: 'hours', services: { PICKUP: { isOpen: true }, DELIVERY: { isOpen: false } }, busyExtraMinutes: 0 };

  it('when the answer has the flag, the reason and both services, then it parses; a string flag or a missing service is rejected', () => {
    expect(restaurantStatusSchema.parse(open)).toEqual(open);
    expect(isValid(restaurantStatusSchema, { ...open, isOpen: 'true' })).toBe(false);
    expect(pathsOf(restaurantStatusSchema, { ...open, services: { PICKUP: { isOpen: true } } })).toEqual(['services.DELIVERY']);
  });

  it('when the update query has an end, then it must be an instant', () => {
    expect(restaurantStatusUpdateQuerySchema.parse({ isOpen: 'false', until: '2026-02-09T12:30:00Z' })).toEqual({
      isOpen: false,
      until: '2026-02-09T12:30:00Z',
    });
    expect(pathsOf(restaurantStatusUpdateQuerySchema, { isOpen: 'false', until: 'soon' })).toEqual(['until']);
  });

  it("when the update query is 'true' or 'false', then it becomes a boolean", () => {
    expect(restaurantStatusUpdateQuerySchema.parse({ isOpen: 'true' })).toEqual({ isOpen: true });
    expect(restaurantStatusUpdateQuerySchema.parse({ isOpen: 'false' })).toEqual({ isOpen: false });
  });

  it.each(['1', 'yes', 'TRUE', ''])('when the update query is %p, then it is rejected', (isOpen) => {
    expect(pathsOf(restaurantStatusUpdateQuerySchema, { isOpen })).toEqual(['isOpen']);
  });
});

describe('healthResponseSchema', () => {
  it('when the database is down, then a degraded answer parses', () => {
    const health = { status: 'degraded', db: 'down', uptimeSeconds: 12.5, version: '0.1.0', transactions: { committed: 3, retries: 1 } };
    expect(healthResponseSchema.parse(health)).toEqual(health);
  });

  it('when db is not up/down or uptime is negative, then it is rejected', () => {
    const transactions = { committed: 0, retries: 0 };
    expect(pathsOf(healthResponseSchema, { status: 'ok', db: 'ok', uptimeSeconds: 1, version: '1', transactions })).toEqual(['db']);
    expect(pathsOf(healthResponseSchema, { status: 'ok', db: 'up', uptimeSeconds: -1, version: '1', transactions })).toEqual([
      'uptimeSeconds',
    ]);
  });
});

describe('errorEnvelopeSchema', () => {
  it('when an error has message, code and details, then it parses', () => {
    const body = { message: 'Invalid input', code: 'VALIDATION_ERROR', details: [{ path: ['quantity'] }] };
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
  });

  it('when details are absent, then it parses; without a message it is rejected', () => {
    expect(isValid(errorEnvelopeSchema, { message: 'Not found', code: 'NOT_FOUND' })).toBe(true);
    expect(pathsOf(errorEnvelopeSchema, { code: 'NOT_FOUND' })).toEqual(['message']);
  });

  it('when the server codes are listed, then they are the eighteen of the contract (QUOTE_CHANGED came with place-order, OUTSIDE_ZONE with the one zone rule, GONE with invitation links, the slot and cancel codes with ordering for later, the PROMO_ codes with promo codes)', () => {
    expect(ERROR_CODES).toEqual([
      'VALIDATION_ERROR',
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'GONE',
      'RATE_LIMITED',
      'RESTAURANT_CLOSED',
      'QUOTE_CHANGED',
      'OUTSIDE_ZONE',
      'SLOT_FULL',
      'SLOT_UNAVAILABLE',
      'TOO_LATE_TO_CANCEL',
      'PROMO_REFUSED',
      'PROMO_ATTEMPTS',
      'PROMO_CODE_TAKEN',
      'INTERNAL_ERROR',
    ]);
  });
});
