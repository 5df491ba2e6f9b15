import { eventsPageSchema, eventsPullQuerySchema, orderEventSchema, resyncRequiredSchema, socketAuthSchema } from '../index';
import { statusChangedEvent } from './fixtures';
import { INJECTION, isValid, pathsOf } from './helpers';

const { previousStatus: _omitted, ...createdBase } = statusChangedEvent;
const orderCreated = { ...createdBase, type: 'order-created', order: { ...createdBase.order, status: 'PLACED' } };

describe('orderEventSchema', () => {
  it('when a status-changed event is given, then it parses with its previous status', () => {
    expect(orderEventSchema.parse(statusChangedEvent)).toEqual(statusChangedEvent);
  });

  it('when an order-created event is given, then it parses', () => {
    expect(orderEventSchema.parse(orderCreated)).toEqual(orderCreated);
  });

  it('when a status-changed event lacks previousStatus, then it is rejected', () => {
    expect(pathsOf(orderEventSchema, { ...orderCreated, type: 'status-changed' })).toEqual(['previousStatus']);
  });

  it('when the type is unknown, then it is rejected', () => {
    expect(isValid(orderEventSchema, { ...statusChangedEvent, type: 'order-deleted' })).toBe(false);
  });

  it('when seq is 0 or fractional, then it is rejected', () => {
    expect(pathsOf(orderEventSchema, { ...statusChangedEvent, seq: 0 })).toEqual(['seq']);
    expect(pathsOf(orderEventSchema, { ...statusChangedEvent, seq: 1.5 })).toEqual(['seq']);
  });

  it('when the summary lacks the customer name, then it is the summary a key without the orders scope reads', () => {
    const { customerName: _name, ...order } = statusChangedEvent.order;
    expect(orderEventSchema.parse({ ...statusChangedEvent, order })).toEqual({ ...statusChangedEvent, order });
  });

  it('when the summary lacks its status, then the order is rejected', () => {
    const { status: _status, ...order } = statusChangedEvent.order;
    expect(isValid(orderEventSchema, { ...statusChangedEvent, order })).toBe(false);
  });
});

describe('resyncRequiredSchema', () => {
  it('when the log no longer holds lastSeq, then the payload names the reason and the oldest seq', () => {
    const payload = { reason: 'retention-exceeded', oldestSeq: 1200 };
    expect(resyncRequiredSchema.parse(payload)).toEqual(payload);
    expect(isValid(resyncRequiredSchema, { reason: 'because', oldestSeq: 1 })).toBe(false);
  });
});

describe('socketAuthSchema', () => {
  it('when a token and lastSeq are given, then it parses; lastSeq is optional', () => {
    expect(socketAuthSchema.parse({ token: 'jwt', lastSeq: 41 })).toEqual({ token: 'jwt', lastSeq: 41 });
    expect(socketAuthSchema.parse({ token: 'jwt' })).toEqual({ token: 'jwt' });
  });

  it('when the token is empty or an object, or lastSeq is negative, then it is rejected', () => {
    expect(isValid(socketAuthSchema, { token: '' })).toBe(false);
    expect(isValid(socketAuthSchema, { token: INJECTION })).toBe(false);
    expect(isValid(socketAuthSchema, { token: 'jwt', lastSeq: -1 })).toBe(false);
  });

  it("when format is 'cloudevents' or 'default', then it parses; any other format is rejected at format", () => {
    expect(socketAuthSchema.parse({ token: 'jwt', format: 'cloudevents' })).toEqual({ token: 'jwt', format: 'cloudevents' });
    expect(socketAuthSchema.parse({ token: 'jwt', format: 'default' })).toEqual({ token: 'jwt', format: 'default' });
    expect(pathsOf(socketAuthSchema, { token: 'jwt', format: 'xml' })).toEqual(['format']);
  });
});

describe('eventsPullQuerySchema', () => {
  it('when nothing is given, then after is 0 and limit is 100', () => {
    expect(eventsPullQuerySchema.parse({})).toEqual({ after: 0, limit: 100, format: 'default' });
  });

  it('when after and limit come as query strings, then they become numbers', () => {
    expect(eventsPullQuerySchema.parse({ after: '41', limit: '500' })).toEqual({ after: 41, limit: 500, format: 'default' });
  });

  it('when format=cloudevents is asked, then it is kept; an unknown format is rejected at format', () => {
    expect(eventsPullQuerySchema.parse({ format: 'cloudevents' })).toMatchObject({ format: 'cloudevents' });
    expect(pathsOf(eventsPullQuerySchema, { format: 'CloudEvents' })).toEqual(['format']);
  });

  it('when limit is 0 or above 500, or after is negative, then it is rejected', () => {
    expect(pathsOf(eventsPullQuerySchema, { limit: '0' })).toEqual(['limit']);
    expect(pathsOf(eventsPullQuerySchema, { limit: '501' })).toEqual(['limit']);
    expect(pathsOf(eventsPullQuerySchema, { after: '-1' })).toEqual(['after']);
  });
});

describe('eventsPageSchema', () => {
  it('when a page holds events, then it parses; an empty log has oldestSeq null', () => {
    expect(isValid(eventsPageSchema, { events: [statusChangedEvent, orderCreated], oldestSeq: 1 })).toBe(true);
    expect(isValid(eventsPageSchema, { events: [], oldestSeq: null })).toBe(true);
  });
});
