import { Router } from 'express';
import request from 'supertest';

import { conflict } from '../lib/errors';
import { createTestAdmin, createTestCustomer } from '../test/auth';
import { UserModel } from '../test/stored-records';
import { createTestApp, type TestApp } from '../test/test-app';

const SECRET_DETAIL = 'connection string mongodb://user:hunter2@db';

/** Routes that exist only in this test, to drive the error handler from the outside. */
function failingRouter(): Router {
  const router = Router();
  router.get('/api/test/sync-throw', () => {
    throw new Error(SECRET_DETAIL);
  });
  router.get('/api/test/async-reject', async () => {
    await Promise.resolve();
    throw new TypeError(SECRET_DETAIL);
  });
  router.get('/api/test/app-error', () => {
    throw conflict('That name is taken', { field: 'name' });
  });
  router.get('/api/test/cast-error', async (_req, res) => {
    res.json(await UserModel.findById('not-an-object-id'));
  });
  router.post('/api/test/duplicate', async (_req, res) => {
    const user = { email: 'dup@example.com', name: 'Dup', passwordHash: 'x' };
    await UserModel.create(user);
    await UserModel.create(user);
    res.status(201).end();
  });
  router.post('/api/test/echo', (req, res) => {
    res.json(req.body);
  });
  return router;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ extraRouters: [failingRouter()] });
});

afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('when the database is up, then /api/health answers ok with db up, uptime and version', async () => {
    const res = await request(t.app).get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      db: 'up',
      uptimeSeconds: expect.any(Number),
      transactions: { committed: expect.any(Number), retries: expect.any(Number) },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/x', 'Not found: GET /api/x'],
    ['POST', '/auth/nope', 'Not found: POST /auth/nope'],
    ['GET', '/dev/nothing?email=a@b.c', 'Not found: GET /dev/nothing'],
    ['DELETE', '/somewhere', 'Not found: DELETE /somewhere'],
  ])('when %s %s is requested, then a JSON 404 names it', async (method, url, message) => {
    const res = await request(t.app)[method.toLowerCase() as 'get'](url).expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message, code: 'NOT_FOUND' });
  });
});

describe('malformed percent-escapes in the URL', () => {
  const MALFORMED = ['%E0%A4%A', '%', '%ff%fe'];

  it.each(MALFORMED)('when a public path parameter is %s, then 400 with a message, not a 500', async (bad) => {
    for (const path of [`/api/menuItem/get/${bad}`, `/api/extras/get/${bad}`, `/auth/validate-token/${bad}`]) {
      const res = await request(t.app).get(path).expect(400);
      expect(res.body).toEqual({ message: 'Malformed URL: a path segment is not valid percent-encoding', code: 'BAD_REQUEST' });
    }
  });

  it('when every documented route with a path parameter gets a malformed one, signed in as customer and as staff, then never a 500', async () => {
    const customer = await createTestCustomer();
    const staff = await createTestAdmin();
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const withParams = Object.entries(doc.paths).filter(([path]) => path.includes('{'));
    expect(withParams.length).toBeGreaterThan(3);
    for (const [path, methods] of withParams) {
      for (const method of Object.keys(methods) as Array<'get' | 'post' | 'put' | 'patch' | 'delete'>) {
        for (const token of [customer.token, staff.token]) {
          const url = path.replace(/\{[^}]+\}/g, MALFORMED[0]!);
          const res = await request(t.app)[method](url).set('Authorization', `Bearer ${token}`);
          expect({ route: `${method} ${path}`, status: res.status < 500 }).toEqual({ route: `${method} ${path}`, status: true });
          expect(typeof res.body.message).toBe('string');
        }
      }
    }
  });
});

describe('request bodies', () => {
  it('when the JSON body is malformed, then 400 with a readable message', async () => {
    const res = await request(t.app).post('/api/test/echo').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON', code: 'BAD_REQUEST' });
  });

  it('when the body is larger than 100 kB, then 413 with a message', async () => {
    const res = await request(t.app)
      .post('/api/test/echo')
      .send({ blob: 'x'.repeat(110 * 1024) })
      .expect(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('too large') });
  });

  it('when the body is form-encoded, then it is parsed like JSON', async () => {
    const res = await request(t.app).post('/api/test/echo').type('form').send('menuItemId=PIZ_001&quantity=2').expect(200);
    expect(res.body).toEqual({ menuItemId: 'PIZ_001', quantity: '2' });
  });
});

describe('request ids', () => {
  it('when the client sends x-request-id, then the response echoes it', async () => {
    const res = await request(t.app).get('/api/health').set('x-request-id', 'proxy-abc.123').expect(200);
    expect(res.headers['x-request-id']).toBe('proxy-abc.123');
  });

  it('when the client sends none or an unsafe one, then a fresh UUID is echoed', async () => {
    const plain = await request(t.app).get('/api/health');
    const unsafe = await request(t.app).get('/api/health').set('x-request-id', 'evil\tinjected {"level":60}');
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error handler', () => {
  it.each(['/api/test/sync-throw', '/api/test/async-reject'])('when %s fails unexpectedly, then 500 without internals', async (url) => {
    const res = await request(t.app).get(url).expect(500);
    expect(res.body).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toMatch(/at .+\.ts/);
  });

  it('when a service throws an AppError, then its status, code, message and details are sent', async () => {
    const res = await request(t.app).get('/api/test/app-error').expect(409);
    expect(res.body).toEqual({ message: 'That name is taken', code: 'CONFLICT', details: { field: 'name' } });
  });

  it('when mongoose cannot cast an id, then 400 VALIDATION_ERROR', async () => {
    const res = await request(t.app).get('/api/test/cast-error').expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid value for _id' });
  });

  it('when a unique index is violated, then 409 CONFLICT naming only the field', async () => {
    const res = await request(t.app).post('/api/test/duplicate').expect(409);
    expect(res.body).toEqual({ message: 'Already exists', code: 'CONFLICT', details: { fields: ['email'] } });
  });
});

describe('API documentation', () => {
  it('when /api/openapi.json is fetched, then it is an OpenAPI 3 document with the health and menu paths', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200).expect('Content-Type', /json/);
    const doc = JSON.parse(res.text);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses).toHaveProperty('200');
    expect(doc.paths['/api/menuItem/get/category/{category}'].get.parameters[0]).toMatchObject({ name: 'category', in: 'path' });
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['HealthResponse', 'ErrorEnvelope', 'MenuItem']));
  });

  it('when /api/docs/ is opened, then swagger-ui answers with HTML', async () => {
    const res = await request(t.app).get('/api/docs/').expect(200);
    expect(res.text).toContain('swagger-ui');
  });
});

describe('security headers and CORS', () => {
  it('when any page is served, then the CSP allows self, Google Maps, Firebase and the local emulator', async () => {
    const res = await request(t.app).get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://maps.googleapis.com');
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    expect(csp).toContain(`http://${t.config.firebase.authEmulatorHost}`);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when an allowed origin calls, then CORS allows it; when another origin calls, then no CORS header', async () => {
    const allowed = await request(t.app).get('/api/health').set('Origin', 'http://localhost:5173');
    const other = await request(t.app).get('/api/health').set('Origin', 'https://evil.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
