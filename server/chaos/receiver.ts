/**
 * The run's webhook receiver: a plain http server on this machine (allowed with NODE_ENV=test),
 * registered as an endpoint for every event. It records each POST as it came (verified with the
 * endpoint's secret, as the README's receiver does) and answers 204, or now and then (1 in 200) 503 to an
 * event's first attempt, as receivers do: the shop must then send the same event again, and
 * nothing after it first.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ShopEvent } from '@pizza/shared';
import mongoose from 'mongoose';
import { Webhook } from 'standardwebhooks';

import { type History, seen, type WebhookDelivery } from './history';
import { call } from './http';
import type { Random } from './random';

/** Rarely: each refusal holds the endpoint up to 5 s (the first retry's jitter), and nothing after it may go first. */
const FAILED_FIRST_ATTEMPTS = 0.005;

export interface Receiver {
  url: string;
  /** Registers the receiver with the shop (a staff token, through `shopUrl`) and starts recording. */
  register(shopUrl: string, token: string): Promise<void>;
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function verified(secret: string, body: string, headers: http.IncomingHttpHeaders): boolean {
  try {
    new Webhook(secret).verify(body, headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

/** `delivered` is told of each event as it arrives (the run checks the first delivery of each seq against the log). */
export async function startReceiver(history: History, random: Random, delivered: (seq: number, reader: string) => void): Promise<Receiver> {
  let secret: string | undefined;
  const deliveries: WebhookDelivery[] = [];
  const attempted = new Set<string>();
  const server = http.createServer((req, res) => {
    const arrivedAt = Date.now();
    readBody(req)
      .then((body) => {
        const webhookId = String(req.headers['webhook-id'] ?? '');
        const event = (JSON.parse(body) as { data: ShopEvent }).data;
        delivered(event.seq, 'the webhook receiver');
        const answer = attempted.has(webhookId) || !random.chance(FAILED_FIRST_ATTEMPTS) ? 204 : 503;
        attempted.add(webhookId);
        res.writeHead(answer).end();
        const answeredAt = Date.now();
        const signatureValid = secret !== undefined && verified(secret, body, req.headers);
        deliveries.push({ ...seen(event), webhookId, signatureValid, arrivedAt, answer, answeredAt });
      })
      // A sender killed mid-request (kill -9): nothing arrived, nothing to record.
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pizza-hooks`;
  return {
    url,
    async register(shopUrl, token) {
      const created = await call(`${shopUrl}/api/integrations/webhooks`, {
        method: 'POST',
        token,
        json: { url, description: 'Chaos run receiver' },
      });
      if (created.status !== 201) throw new Error(`setup: registering the webhook answered ${JSON.stringify(created)}`);
      const { id, secret: issued } = created.body as { id: string; secret: string };
      secret = issued;
      const endpoint = await mongoose.connection.collection('webhook_endpoints').findOne({ _id: id } as object);
      history.webhook = { startAfter: (endpoint as unknown as { startAfterSeq: number }).startAfterSeq, deliveries };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
