import { randomUUID } from 'node:crypto';

import {
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookCreateRequest,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookSecretRotated,
  type WebhookTestEvent,
  type WebhookUpdateRequest,
  toCloudEvent,
  eventForScopes,
} from '@pizza/shared';

import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { badRequest, msg, notFound } from '../../lib/errors';
import type { UrlGuard } from '../../lib/url-guard';
import { consumerCursors, forgetConsumer, type EventLog, rewindConsumer } from '../../platform';
import type { AuditActor } from '../audit';
import { auditedEndpoint, recordWebhookAudit } from './webhook-audit';
import { listAttempts, recordAttempt } from './webhook-deliveries';
import { WebhookDeliveryModel } from './webhook-delivery.model';
import { WebhookEndpointModel, type WebhookEndpointRecord } from './webhook-endpoint.model';
import { consumerName, endpointScopes, newWebhookSecret, signingSecrets, toEndpointDto } from './webhook-endpoints';
import type { WebhookManager } from './webhook-manager';
import type { WebhookOptions } from './webhook-options';
import { insertEndpoint } from './webhook-registration';
import type { WebhookSender } from './webhook-sender';

export interface WebhooksServiceDeps {
  /** The shop's public URL: the CloudEvents `source`. */
  source: string;
  clock: Clock;
  log: Pick<EventLog, 'latestSeq' | 'oldestSeq' | 'findByEventId'>;
  guard: UrlGuard;
  sender: WebhookSender;
  manager: Pick<WebhookManager, 'sync' | 'restart'>;
  options: Pick<WebhookOptions, 'rotationGraceMs'>;
}

const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';

/** What staff do with webhook endpoints (/api/integrations/webhooks). */
export function createWebhooksService({ source, clock, log, guard, sender, manager, options }: WebhooksServiceDeps) {
  async function allowedUrl(url: string): Promise<string> {
    const verdict = await guard.check(url);
    if (!verdict.ok) throw badRequest(verdict.reason, { field: 'url' });
    return verdict.url.toString();
  }

  async function endpointOf(id: string): Promise<WebhookEndpointRecord> {
    const endpoint = await WebhookEndpointModel.findById(id).lean<WebhookEndpointRecord>();
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
    return endpoint;
  }

  async function dto(endpoint: WebhookEndpointRecord): Promise<WebhookEndpoint> {
    const cursors = await consumerCursors([consumerName(endpoint._id)]);
    return toEndpointDto(endpoint, cursors.get(consumerName(endpoint._id)), clock.now());
  }

  /** Registers an endpoint (at most MAX_WEBHOOK_ENDPOINTS); it receives the events committed from now on. The answer is the only place its secret appears. */
  async function create(request: WebhookCreateRequest, by: AuditActor): Promise<WebhookEndpointCreated> {
    const url = await allowedUrl(request.url);
    const secret = newWebhookSecret();
    const startAfterSeq = await log.latestSeq();
    const { description = '', eventTypes = [] } = request;
    const created = await insertEndpoint(
      { url, description, eventTypes, scopes: request.scopes, secret, startAfterSeq, createdBy: by.id ?? '' },
      by,
      clock.now(),
    );
    await manager.sync();
    return { ...(await dto(created)), secret };
  }

  async function list(): Promise<WebhookEndpoint[]> {
    const endpoints = await WebhookEndpointModel.find().sort({ createdAt: -1, _id: 1 }).lean<WebhookEndpointRecord[]>();
    const cursors = await consumerCursors(endpoints.map((endpoint) => consumerName(endpoint._id)));
    const now = clock.now();
    return endpoints.map((endpoint) => toEndpointDto(endpoint, cursors.get(consumerName(endpoint._id)), now));
  }

  /** Enabling starts afresh: the failures are forgotten and delivery resumes at the event it stopped at. Audited with the change. */
  async function update(id: string, patch: WebhookUpdateRequest, by: AuditActor): Promise<WebhookEndpoint> {
    const $set: Record<string, unknown> = {};
    const $unset: Record<string, ''> = {};
    if (patch.url !== undefined) $set.url = await allowedUrl(patch.url);
    if (patch.description !== undefined) $set.description = patch.description;
    if (patch.eventTypes !== undefined) $set.eventTypes = patch.eventTypes;
    if (patch.scopes !== undefined) $set.scopes = patch.scopes;
    if (patch.enabled === true) {
      Object.assign($set, { enabled: true, failureCount: 0 });
      Object.assign($unset, { failingSince: '', lastError: '', disabledReason: '', disabledAt: '' });
    }
    if (patch.enabled === false) {
      Object.assign($set, { enabled: false, disabledAt: clock.now() });
      $unset.disabledReason = '';
    }
    const at = clock.now();
    const updated = await inTransaction(async (session) => {
      const update = { $set, ...(Object.keys($unset).length > 0 ? { $unset } : {}) };
      const before = await WebhookEndpointModel.findOneAndUpdate({ _id: id }, update, { session, lean: true });
      if (!before) throw notFound(ENDPOINT_NOT_FOUND);
      const after = await WebhookEndpointModel.findById(id, null, { session }).lean<WebhookEndpointRecord>();
      const [was, is] = [auditedEndpoint(before as WebhookEndpointRecord), auditedEndpoint(after!)];
      await recordWebhookAudit(session, { action: 'integrations.webhook.changed', actor: by, at, endpointId: id, before: was, after: is });
      return after!;
    });
    await manager.sync();
    // New scopes shape the very next delivery here (the lane's cached endpoint is dropped); an
    // instance that delivers elsewhere reads the endpoint again within a second (webhook-dispatch.ts).
    if (patch.scopes !== undefined) await manager.restart(id);
    return dto(updated as WebhookEndpointRecord);
  }

  async function remove(id: string, by: AuditActor): Promise<void> {
    const at = clock.now();
    await inTransaction(async (session) => {
      const deleted = await WebhookEndpointModel.findOneAndDelete({ _id: id }, { session, lean: true });
      if (!deleted) throw notFound(ENDPOINT_NOT_FOUND);
      const before = auditedEndpoint(deleted as WebhookEndpointRecord);
      await recordWebhookAudit(session, { action: 'integrations.webhook.deleted', actor: by, at, endpointId: id, before });
    });
    await manager.sync();
    await forgetConsumer(consumerName(id));
    await WebhookDeliveryModel.deleteMany({ endpointId: id });
  }

  /**
   * A new secret; the one it replaces keeps signing (both signatures sent) for the grace period.
   * One atomic update (the previous secret is the stored one, whatever a rotation at the same
   * moment wrote): rotations at once each succeed, one after the other. The entry names no secret.
   */
  async function rotateSecret(id: string, by: AuditActor): Promise<WebhookSecretRotated> {
    const secret = newWebhookSecret();
    const at = clock.now();
    const previousSecretExpiresAt = new Date(at.getTime() + options.rotationGraceMs);
    await inTransaction(async (session) => {
      const rotated = await WebhookEndpointModel.findOneAndUpdate(
        { _id: id },
        [
          {
            $set: {
              previousSecret: '$secret',
              secret: { $literal: secret },
              previousSecretExpiresAt: { $literal: previousSecretExpiresAt },
            },
          },
        ],
        { session, updatePipeline: true, projection: { _id: 1 }, lean: true },
      );
      if (!rotated) throw notFound(ENDPOINT_NOT_FOUND);
      const after = { previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
      await recordWebhookAudit(session, { action: 'integrations.webhook.rotated', actor: by, at, endpointId: id, after });
    });
    return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
  }

  /** Sends a signed test event (not in the log, so no cursor moves) and answers with how it went. */
  async function sendTest(id: string): Promise<WebhookDelivery> {
    const endpoint = await endpointOf(id);
    const at = clock.now();
    const event: WebhookTestEvent = {
      specversion: '1.0',
      id: randomUUID(),
      source,
      type: WEBHOOK_TEST_EVENT_TYPE,
      subject: endpoint._id,
      time: at.toISOString(),
      datacontenttype: 'application/json',
      data: {
        endpointId: endpoint._id,
        message: 'A test event from Pizza Point: your endpoint is reachable and can verify our signature.',
      },
    };
    const result = await sender.send({
      url: endpoint.url,
      secrets: signingSecrets(endpoint, at),
      id: event.id,
      body: JSON.stringify(event),
    });
    return recordAttempt({ endpointId: id, at, trigger: 'test', eventId: event.id, eventType: event.type, attempt: 1 }, result);
  }

  async function deliveries(id: string, limit: number): Promise<WebhookDelivery[]> {
    await endpointOf(id);
    return listAttempts(id, limit);
  }

  /**
   * Sends one event of the log again now, whatever the endpoint's types and cursor (neither changes),
   * shaped by the endpoint's scopes as they are now.
   * Audited as a replay of that one event before it is sent: nothing in the database changes with a
   * send, so the entry says who asked, whatever the answer.
   */
  async function resend(id: string, eventId: string, by: AuditActor): Promise<WebhookDelivery> {
    const endpoint = await endpointOf(id);
    const logged = await log.findByEventId(eventId);
    if (!logged) throw notFound('Event not found: it never existed or is older than the event log keeps');
    const at = clock.now();
    const after = { eventId, seq: logged.event.seq };
    await recordWebhookAudit(null, { action: 'integrations.webhook.replayed', actor: by, at, endpointId: id, after });
    const cloudEvent = toCloudEvent(eventForScopes(logged.event, endpointScopes(endpoint)), source);
    const result = await sender.send({
      url: endpoint.url,
      secrets: signingSecrets(endpoint, at),
      id: cloudEvent.id,
      body: JSON.stringify(cloudEvent),
    });
    return recordAttempt(
      { endpointId: id, at, trigger: 'resend', seq: logged.event.seq, eventId: cloudEvent.id, eventType: cloudEvent.type, attempt: 1 },
      result,
    );
  }

  /** Rewinds the cursor to fromSeq - 1 (at most the end of the log): every event from fromSeq on is delivered again, in order. Audited with the rewind. */
  async function replay(id: string, fromSeq: number, by: AuditActor): Promise<WebhookEndpoint> {
    await endpointOf(id);
    const latest = await log.latestSeq();
    if (fromSeq > latest + 1)
      throw badRequest(msg('There is no event {from} yet: the log ends at {latest}', { from: fromSeq, latest }), { field: 'fromSeq' });
    const oldest = (await log.oldestSeq()) ?? latest + 1;
    const cursors = await consumerCursors([consumerName(id)]);
    const seq = Math.max(fromSeq, oldest) - 1;
    const [before, after] = [{ deliveredUpTo: cursors.get(consumerName(id)) ?? null }, { deliveredUpTo: seq, fromSeq }];
    await inTransaction(async (session) => {
      await rewindConsumer(consumerName(id), seq, session);
      await recordWebhookAudit(session, {
        action: 'integrations.webhook.replayed',
        actor: by,
        at: clock.now(),
        endpointId: id,
        before,
        after,
      });
    });
    await manager.restart(id);
    return dto(await endpointOf(id));
  }

  return { create, list, update, remove, rotateSecret, sendTest, deliveries, resend, replay };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
