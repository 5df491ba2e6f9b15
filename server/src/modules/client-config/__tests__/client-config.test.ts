import { clientConfigSchema } from '@pizza/shared';
import request from 'supertest';

import { createTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { buildClientConfig, EMULATOR_API_KEY } from '../client-config.service';

describe('GET /api/config/client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9555' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('when the server runs the local profile, then the browser learns the demo project and the emulator host', async () => {
    const res = await request(t.app).get('/api/config/client').expect(200);
    expect(clientConfigSchema.parse(res.body)).toEqual({
      firebase: {
        apiKey: EMULATOR_API_KEY,
        authDomain: 'demo-pizza.firebaseapp.com',
        projectId: 'demo-pizza',
        emulatorHost: '127.0.0.1:9555',
      },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when the API docs are built, then the endpoint is documented', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    expect(res.body.paths['/api/config/client']).toBeDefined();
  });
});

describe('buildClientConfig', () => {
  it('when running the local profile, then the emulator host announced is the one the server itself uses', () => {
    const config = testConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9777' });
    expect(buildClientConfig(config).firebase.emulatorHost).toBe('127.0.0.1:9777');
  });

  it('when running the production profile, then no emulator host is ever sent, even if one slipped into the source', () => {
    const config = buildClientConfig({
      profile: 'production',
      googleMapsApiKey: 'maps-key',
      firebase: { projectId: 'pizza-prod', authEmulatorHost: '127.0.0.1:9099', webApiKey: 'web-key' },
    });
    expect(config).toEqual({
      firebase: { apiKey: 'web-key', authDomain: 'pizza-prod.firebaseapp.com', projectId: 'pizza-prod' },
      googleMapsApiKey: 'maps-key',
    });
  });

  it('when an auth domain is configured, then it wins over the project default', () => {
    const config = buildClientConfig({
      profile: 'production',
      googleMapsApiKey: undefined,
      firebase: { projectId: 'pizza-prod', authEmulatorHost: undefined, authDomain: 'login.example.com' },
    });
    expect(config.firebase).toEqual({ apiKey: '', authDomain: 'login.example.com', projectId: 'pizza-prod' });
  });
});
