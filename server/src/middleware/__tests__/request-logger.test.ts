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
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
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
  app.get('/slow', () => undefined); // never answers: the client gives up
  return { app, lines };
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
    const { app, lines } = appLoggingAt('info');
    const server = app.listen(0);
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const controller = new AbortController();
      fetch(`http://127.0.0.1:${port}/slow`, { signal: controller.signal }).catch(() => resolve());
      setTimeout(() => controller.abort(), 100);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.close();
    expect(lines.find((line) => line.msg === 'request aborted')).toMatchObject({ level: 40, req: { path: '/slow' } });
  });
});
