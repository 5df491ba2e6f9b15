import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import express from 'express';
import request from 'supertest';

import { createLogger } from '../../lib/logger';
import { requestLogger } from '../request-logger';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; path: string };
  res?: { statusCode: number };
  responseTime?: number;
}

function appLoggingAt(logLevel: 'debug' | 'info' | 'warn') {
  const lines: Line[] = [];
  const written: Array<(line: Line) => void> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = JSON.parse(chunk.toString()) as Line;
      lines.push(line);
      written.forEach((listener) => listener(line));
      done();
    },
  });
  /** Resolves with the first line (already written or still to come) that has this message. */
  const lineSaying = (msg: string) =>
    new Promise<Line>((resolve) => {
      const found = lines.find((line) => line.msg === msg);
      if (found) return resolve(found);
      written.push((line) => line.msg === msg && resolve(line));
    });
  let slowArrived: () => void = () => undefined;
  const slowReached = new Promise<void>((resolve) => (slowArrived = resolve));
  const app = express();
  app.use(requestLogger(createLogger({ logLevel, nodeEnv: 'test' }, stream)));
  app.get('/api/health', (_req, res) => void res.json({ ok: true }));
  app.get('/ok', (_req, res) => void res.send('fine'));
  app.get('/missing', (_req, res) => void res.status(404).json({ message: 'Not found' }));
  app.get('/broken', (req, res) => {
    req.log.error({ detail: 'db down' }, 'lookup failed');
    res.status(503).json({ message: 'Unavailable' });
  });
  app.get('/auth/validate-token/:email', (_req, res) => void res.json({ status: 'valid' }));
  app.get('/slow', () => slowArrived()); // never answers: the client gives up
  return { app, lines, lineSaying, slowReached };
}

const completions = (lines: Line[]) => lines.filter((line) => line.msg === 'request completed');

describe('request logger', () => {
  it('when a request completes, then one line names method, path, status and time at a level that follows the status', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/ok?email=ann@example.com').expect(200);
    await request(app).get('/missing').expect(404);
    await request(app).get('/broken').expect(503);

    const [ok, missing, broken] = completions(lines);
    expect(ok).toMatchObject({ level: 30, req: { method: 'GET', path: '/ok' }, res: { statusCode: 200 } });
    expect(typeof ok?.responseTime).toBe('number');
    expect(missing).toMatchObject({ level: 40, req: { path: '/missing' }, res: { statusCode: 404 } });
    expect(broken).toMatchObject({ level: 50, res: { statusCode: 503 } });
    expect(JSON.stringify(lines)).not.toContain('ann@example.com');
  });

  it('when a handler logs through req.log, then its line carries the id the response echoes', async () => {
    const { app, lines } = appLoggingAt('info');
    const res = await request(app).get('/broken').set('x-request-id', 'proxy-7');
    expect(res.headers['x-request-id']).toBe('proxy-7');
    const handlerLine = lines.find((line) => line.msg === 'lookup failed');
    expect(handlerLine).toMatchObject({ reqId: 'proxy-7', detail: 'db down' });
    expect(completions(lines)[0]?.reqId).toBe('proxy-7');
  });

  it('when a path carries an e-mail address, then the logged path masks it', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/auth/validate-token/ann%40example.com').expect(200);
    expect(completions(lines)[0]?.req?.path).toBe('/auth/validate-token/[email]');
  });

  it('when the level is warn, then successful requests write nothing and failures still do', async () => {
    const { app, lines } = appLoggingAt('warn');
    await request(app).get('/ok').expect(200);
    await request(app).get('/api/health').expect(200);
    expect(lines).toEqual([]);
    await request(app).get('/missing').expect(404);
    expect(completions(lines)).toHaveLength(1);
  });

  it('when health is probed, then its line is at debug only', async () => {
    const { app, lines } = appLoggingAt('debug');
    await request(app).get('/api/health').expect(200);
    expect(completions(lines)[0]).toMatchObject({ level: 20, req: { path: '/api/health' } });
  });

  it('when the client hangs up before the answer, then the line says the request was aborted', async () => {
    const { app, lineSaying, slowReached } = appLoggingAt('info');
    const server = app.listen(0);
    const { port } = server.address() as AddressInfo;
    const controller = new AbortController();
    const answer = fetch(`http://127.0.0.1:${port}/slow`, { signal: controller.signal }).catch(() => 'aborted');
    await slowReached; // the server holds the request: now the client hangs up
    controller.abort();
    expect(await answer).toBe('aborted');
    const line = await lineSaying('request aborted');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(line).toMatchObject({ level: 40, req: { path: '/slow' } });
  });
});
