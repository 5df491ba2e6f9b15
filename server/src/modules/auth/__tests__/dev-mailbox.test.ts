import request from 'supertest';

import { loadConfig } from '../../../config/env';
import { createLogger } from '../../../lib/logger';
import { createMailer } from '../../../lib/mailer';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { devMailboxFeature } from '../index';
import { mailbox, waitForMailsTo } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  RUN_PROFILE: 'production',
  MONGODB_URI: 'mongodb://db:27017/pizza',
  JWT_SECRET: 'p'.repeat(40),
  ADMIN_EMAIL: 'staff@example.com',
  ADMIN_PASSWORD: 'Another#Password2026',
};
const silent = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

describe('GET and DELETE /dev/mailbox', () => {
  it('when mails were sent, then they are listed newest first with to, subject, text, html and sentAt', async () => {
    await request(t.app).delete('/dev/mailbox').expect(204);
    await request(t.app).post('/auth/admin-login').send({ email: t.config.admin.email, password: t.config.admin.password }).expect(200);
    await request(t.app).post('/auth/forgot-password').send({ email: t.config.admin.email }).expect(200);
    const mails = await waitForMailsTo(t.app, t.config.admin.email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your Pizza Point password', 'Your Pizza Point staff sign-in code']);
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toEqual(['html', 'sentAt', 'subject', 'text', 'to']);
      expect(mail.to).toBe(t.config.admin.email);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(Number.isNaN(Date.parse(mail.sentAt))).toBe(false);
    }
  });

  it('when the mailbox is deleted, then it is empty', async () => {
    await request(t.app).post('/auth/forgot-password').send({ email: t.config.admin.email }).expect(200);
    await waitForMailsTo(t.app, t.config.admin.email);
    await request(t.app).delete('/dev/mailbox').expect(204);
    expect(await mailbox(t.app)).toEqual([]);
  });

  it('when the server runs the production profile, then no /dev route exists and mail is not captured', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(devMailboxFeature({ mailer: createMailer(config, silent) }).routes).toEqual([]);
    expect(createMailer(config, silent).mailbox).toBeUndefined();
  });

  it('when production has no SMTP_URL, then sending fails with a clear 503 instead of pretending', async () => {
    const mailer = createMailer(loadConfig(PRODUCTION_ENV), silent);
    await expect(mailer.send({ to: 'a@b.co', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toMatchObject({
      status: 503,
      message: 'E-mail is not configured on this server.',
    });
  });
});

describe('API documentation', () => {
  it('when the OpenAPI document is read, then every auth path and the dev mailbox are described', async () => {
    const { body } = await request(t.app).get('/api/openapi.json').expect(200);
    const paths = Object.keys(body.paths as object);
    for (const path of [
      '/auth/signup',
      '/auth/login',
      '/auth/logout',
      '/auth/check-email',
      '/auth/validate-token/{email}',
      '/auth/me',
      '/auth/forgot-password',
      '/auth/resetPassword',
      '/auth/admin-login',
      '/auth/verify-otp',
      '/dev/mailbox',
    ]) {
      expect(paths).toContain(path);
    }
    expect(body.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });
});
