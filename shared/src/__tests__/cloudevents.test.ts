import {
  cloudEventSchema,
  cloudEventSequence,
  cloudEventsPageSchema,
  type OrderEvent,
  socketHandshakeErrorSchema,
  toCloudEvent,
} from '../index';
import { statusChangedEvent } from './fixtures';
import { isValid } from './helpers';

const event = statusChangedEvent as OrderEvent;

describe('toCloudEvent', () => {
  it('when an event is wrapped, then it is a CloudEvents 1.0 object with the event as data and the seq as a zero-padded sequence', () => {
    const cloud = toCloudEvent(event, 'https://shop.example.com');
    expect(cloudEventSchema.parse(cloud)).toEqual(cloud);
    expect(cloud).toMatchObject({
      specversion: '1.0',
      id: event.eventId,
      source: 'https://shop.example.com',
      type: 'hu.pizzapoint.order.status_changed',
      subject: event.orderId,
      time: event.occurredAt,
      datacontenttype: 'application/json',
      data: event,
    });
    expect(cloud.sequence).toBe(String(event.seq).padStart(16, '0'));
  });

  it('when sequences are sorted as text, then they are in seq order', () => {
    const seqs = [1, 9, 10, 99, 100, 123_456, Number.MAX_SAFE_INTEGER];
    expect(seqs.map(cloudEventSequence).sort()).toEqual(seqs.map(cloudEventSequence));
  });

  it('when a page of CloudEvents or a handshake error is checked, then the shared schemas accept the real forms only', () => {
    expect(isValid(cloudEventsPageSchema, { events: [toCloudEvent(event, 'http://localhost:3000')], oldestSeq: 1 })).toBe(true);
    expect(isValid(cloudEventsPageSchema, { events: [event], oldestSeq: 1 })).toBe(false);
    expect(isValid(socketHandshakeErrorSchema, { message: 'bad-request', data: { message: 'format', code: 'VALIDATION_ERROR' } })).toBe(
      true,
    );
    expect(isValid(socketHandshakeErrorSchema, { message: 'nope' })).toBe(false);
  });
});
