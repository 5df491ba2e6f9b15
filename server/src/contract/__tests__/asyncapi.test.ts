import { Parser } from '@asyncapi/parser';
import {
  cloudEventSchema,
  EVENT_TYPES,
  orderCreatedEventSchema,
  restaurantStatusChangedEventSchema,
  socketAuthSchema,
  toCloudEvent,
} from '@pizza/shared';
import request from 'supertest';

import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

interface Served {
  asyncapi: string;
  servers: Record<string, { host: string; protocol: string }>;
  channels: Record<
    string,
    { address: string; messages: Record<string, { name: string; payload: { $ref: string }; headers?: { required: string[] } }> }
  >;
  operations: Record<string, { action: string; channel: { $ref: string } }>;
  components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>>; required?: string[] }> };
}

const served = async () => (await request(t.app).get('/api/asyncapi.json').expect(200).expect('Content-Type', /json/)).body as Served;

describe('the AsyncAPI document', () => {
  it('when /api/asyncapi.json is fetched without credentials, then @asyncapi/parser reads it as AsyncAPI 3.0 with zero errors', async () => {
    const doc = await served();
    expect(doc.asyncapi).toBe('3.0.0');
    const { document, diagnostics } = await new Parser().parse(JSON.stringify(doc));
    // Severity 0 is an error (1 warning, 2 information, 3 hint).
    expect(diagnostics.filter((diagnostic) => diagnostic.severity === 0)).toEqual([]);
    expect(document).toBeDefined();
    expect(
      document!
        .channels()
        .all()
        .map((channel) => channel.id()),
    ).toEqual(['orderEvents', 'webhooks']);
    const names = new Set(
      document!
        .messages()
        .all()
        .map((message) => message.name()),
    );
    expect(names).toEqual(new Set([...EVENT_TYPES, 'resync-required', 'connect_error', 'webhook']));
  });

  it('when the socket channel is read, then it names the handshake auth (token, lastSeq, format), both formats of each event and every connect_error message', async () => {
    const doc = await served();
    const socket = doc.channels.orderEvents!;
    expect(doc.servers.shop).toMatchObject({ host: new URL(t.config.publicUrl).host, protocol: 'ws' });
    expect(Object.keys(doc.components.schemas.SocketAuth!.properties!)).toEqual(['token', 'lastSeq', 'format']);
    expect(doc.components.schemas.SocketAuth!.required).toEqual(['token']);
    expect(doc.components.schemas.EventFormat).toMatchObject({ enum: ['default', 'cloudevents'] });
    const payloads = Object.values(socket.messages).map((message) => `${message.name}:${message.payload.$ref.split('/').pop()}`);
    expect(payloads.sort()).toEqual([
      'connect_error:SocketHandshakeError',
      'eta-changed:CloudEvent',
      'eta-changed:EtaChangedEvent',
      'menu-availability-changed:CloudEvent',
      'menu-availability-changed:MenuAvailabilityChangedEvent',
      'menu-changed:CloudEvent',
      'menu-changed:MenuChangedEvent',
      'order-created:CloudEvent',
      'order-created:OrderCreatedEvent',
      'order-escalated:CloudEvent',
      'order-escalated:OrderEscalatedEvent',
      'order-released:CloudEvent',
      'order-released:OrderReleasedEvent',
      'order-scheduled:CloudEvent',
      'order-scheduled:OrderScheduledEvent',
      'restaurant-status-changed:CloudEvent',
      'restaurant-status-changed:RestaurantStatusChangedEvent',
      'resync-required:ResyncRequired',
      'settings-changed:CloudEvent',
      'settings-changed:SettingsChangedEvent',
      'status-changed:CloudEvent',
      'status-changed:StatusChangedEvent',
    ]);
    expect(Object.keys(doc.components.schemas.RestaurantStatusChangedEvent!.properties!).sort()).toEqual(
      Object.keys(restaurantStatusChangedEventSchema.shape).sort(),
    );
    expect(doc.components.schemas.SocketHandshakeError!.properties!.message).toMatchObject({
      enum: ['unauthorized', 'bad-request', 'forbidden', 'unavailable', 'rate-limited'],
    });
  });

  it('when the events of an order for later are read, then both are documented with who sees them and their CloudEvents type', async () => {
    const res = await request(t.app).get('/api/asyncapi.json').expect(200);
    const document = await new Parser().parse(JSON.stringify(res.body));
    const about = (name: string) =>
      document
        .document!.messages()
        .all()
        .filter((message) => message.name() === name)
        .map((message) => message.summary() ?? '')
        .join(' ');
    expect(about('order-scheduled')).toContain('scheduledFor');
    expect(about('order-scheduled')).toContain('Seen by staff and integrators.');
    expect(about('order-scheduled')).toContain('hu.pizzapoint.order.scheduled');
    expect(about('order-released')).toContain('releasedAt');
    expect(about('order-released')).toContain("Seen by staff, integrators and the order's customer.");
    expect(about('order-released')).toContain('hu.pizzapoint.order.released');
    const page = (await request(t.app).get('/api/docs/asyncapi').expect(200)).text;
    for (const text of ['order-scheduled', 'order-released', 'hu.pizzapoint.order.scheduled', 'hu.pizzapoint.order.released'])
      expect(page).toContain(text);
  });

  it('when the webhooks are read, then a send operation POSTs the CloudEvent with the three Standard Webhooks headers', async () => {
    const doc = await served();
    const webhook = doc.channels.webhooks!.messages.webhookEvent!;
    expect(webhook.payload.$ref).toBe('#/components/schemas/CloudEvent');
    expect(webhook.headers!.required).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(doc.operations.deliverWebhook).toMatchObject({ action: 'send', channel: { $ref: '#/channels/webhooks' } });
    expect(doc.servers.webhookReceiver).toMatchObject({ protocol: 'https' });
  });

  it('when the schemas are compared with the shared zod schemas, then they are the same: what the zod schema accepts the document describes', async () => {
    const doc = await served();
    const cloud = doc.components.schemas.CloudEvent!;
    expect(Object.keys(cloud.properties!)).toEqual(Object.keys(cloudEventSchema.shape));
    expect(cloud.properties!.data).toEqual({ $ref: '#/components/schemas/ShopEvent' });
    expect(Object.keys(doc.components.schemas.OrderCreatedEvent!.properties!).sort()).toEqual(
      Object.keys(orderCreatedEventSchema.shape).sort(),
    );
    expect(Object.keys(doc.components.schemas.SocketAuth!.properties!)).toEqual(Object.keys(socketAuthSchema.shape));
    // A CloudEvent as the server makes it validates against the shared schema the document was made from.
    const event = {
      type: 'order-created' as const,
      seq: 7,
      eventId: 'evt_1',
      occurredAt: '2026-11-24T12:00:00.000Z',
      orderId: 'ord_1',
      order: {
        orderId: 'ord_1',
        orderSequence: '#Order-0001',
        status: 'PLACED' as const,
        orderType: 'PICKUP' as const,
        totalPrice: 4999,
        customerName: 'Anna',
      },
    };
    expect(cloudEventSchema.safeParse(toCloudEvent(event, t.config.publicUrl)).success).toBe(true);
  });

  it("when an order's summary is read, then it documents the promo code and its discount, for integrators with and without the customer", async () => {
    const doc = await served();
    const schemas = doc.components.schemas;
    for (const name of ['OrderSummary', 'OrderSummaryWithoutCustomer']) {
      const promo = schemas[name]!.properties!.promo!;
      expect(promo).toBeDefined();
      expect(schemas[name]!.required ?? []).not.toContain('promo');
      // A reference to the AppliedPromo component (draft-7 wraps a described $ref in allOf).
      const ref = /"\$ref":"#\/components\/schemas\/([^"]+)"/.exec(JSON.stringify(promo))?.[1];
      expect(ref).toBe('AppliedPromo');
      expect(Object.keys(schemas[ref!]!.properties!).sort()).toEqual(['code', 'discount']);
    }
    const event = {
      type: 'order-created' as const,
      seq: 8,
      eventId: 'evt_2',
      occurredAt: '2026-11-24T12:00:00.000Z',
      orderId: 'ord_2',
      order: {
        orderId: 'ord_2',
        orderSequence: '#Order-0002',
        status: 'PLACED' as const,
        orderType: 'PICKUP' as const,
        totalPrice: 3799,
        promo: { code: 'LUNCH20', discount: 1200 },
        customerName: 'Anna',
      },
    };
    const cloud = toCloudEvent(event, t.config.publicUrl);
    expect(cloudEventSchema.safeParse(cloud).success).toBe(true);
    expect(cloud.data).toMatchObject({ order: { promo: { code: 'LUNCH20', discount: 1200 } } });
  });
});

describe('the readable page', () => {
  it('when /api/docs/asyncapi is opened, then an HTML page lists the channels, messages and schemas and links the JSON; /api/docs links it', async () => {
    const res = await request(t.app).get('/api/docs/asyncapi').expect(200).expect('Content-Type', /html/);
    for (const text of [
      'Live order channel',
      'Webhook endpoint',
      'order-created',
      'connect_error',
      'webhook-signature',
      'id="schema-CloudEvent"',
      'href="/api/asyncapi.json"',
    ]) {
      expect(res.text).toContain(text);
    }
    expect(res.text).not.toMatch(/<script|https?:\/\/(?!localhost|127\.0\.0\.1)[a-z.]+\/[^"]*\.(js|css)/);
    const openApi = (await request(t.app).get('/api/openapi.json').expect(200)).body as { info: { description: string } };
    expect(openApi.info.description).toContain('(/api/docs/asyncapi)');
  });
});
