import express from 'express';
import mongoose from 'mongoose';
import request from 'supertest';

import { AppError, msg, notFound } from '../../lib/errors';
import { createLogger } from '../../lib/logger';
import { DATABASE_UNAVAILABLE_MESSAGE, errorHandler, toErrorResponse } from '../error-handler';
import { RATE_LIMITED_MESSAGE } from '../rate-limit';
import { requestLogger } from '../request-logger';

const { mongo } = mongoose;

describe('toErrorResponse for a database outage', () => {
  const outage = { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } };

  it.each([
    ['a cut connection', new mongo.MongoNetworkError('connection 4 to 127.0.0.1:27017 closed')],
    ['no server to select', new mongo.MongoServerSelectionError('Server selection timed out after 10000 ms', {} as never)],
    ['a database shutting down', new mongo.MongoServerError({ ok: 0, code: 91, codeName: 'ShutdownInProgress', errmsg: 'stopped' })],
    ['mongoose giving up while reconnecting', new mongoose.Error('Operation `orders.findOne()` buffering timed out after 10000ms')],
  ])('when the error is %s, then 503 with a message a person can act on', (_what, err) => {
    expect(toErrorResponse(err)).toEqual(outage);
  });

  it('when a transaction keeps conflicting until its time runs out, then 503, not 500', () => {
    const conflict = new mongo.MongoServerError({ ok: 0, code: 112, codeName: 'WriteConflict', errmsg: 'Write conflict' });
    conflict.addErrorLabel('TransientTransactionError');
    expect(toErrorResponse(conflict)).toEqual(outage);
  });

  it('when the database answers a real error, then it stays what it was (a duplicate key is 409, anything else 500)', () => {
    expect(toErrorResponse(new mongo.MongoServerError({ ok: 0, code: 11000, errmsg: 'E11000' })).status).toBe(409);
    expect(toErrorResponse(new mongo.MongoServerError({ ok: 0, code: 2, codeName: 'BadValue', errmsg: 'bad' })).status).toBe(500);
  });
});

it('when a route fails because the database is unreachable, then the answer is 503 with Retry-After and the JSON envelope', async () => {
  const app = express();
  app.use(requestLogger(createLogger({ logLevel: 'silent', nodeEnv: 'test' })));
  app.get('/orders', () => {
    throw new mongo.MongoNetworkError('connection closed');
  });
  app.use(errorHandler);
  const res = await request(app).get('/orders').expect(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
});

describe('toErrorResponse in the language of the request', () => {
  it('translates an AppError, with its params, and a rate limit; the code and status stay', () => {
    const limited = new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
    expect(toErrorResponse(limited, 'hu')).toEqual({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Túl sok próbálkozás, kérjük, próbálja újra később.' },
    });
    expect(toErrorResponse(limited, 'en').body.message).toBe(RATE_LIMITED_MESSAGE);
    const missing = notFound(msg('Extra not found: {id}', { id: 'EXT_404' }));
    expect(missing.message).toBe('Extra not found: EXT_404');
    expect(toErrorResponse(missing, 'hu').body).toEqual({ code: 'NOT_FOUND', message: 'A feltét nem található: EXT_404' });
  });

  it('translates what is not an AppError: an outage, a malformed URL, a cast error; an unknown message stays English', () => {
    expect(toErrorResponse(new mongo.MongoNetworkError('closed'), 'hu').body.message).toBe(
      'A webáruház most nem éri el az adatbázisát. Kérjük, próbálja újra egy kis idő múlva.',
    );
    expect(toErrorResponse(new URIError('URI malformed'), 'hu').body.message).toMatch(/^Hibás URL/);
    const cast = new mongoose.Error.CastError('ObjectId', 'x', 'addressId');
    expect(toErrorResponse(cast, 'hu').body).toEqual({ code: 'VALIDATION_ERROR', message: 'Érvénytelen érték: addressId' });
    expect(toErrorResponse(new AppError(400, 'BAD_REQUEST', 'A sentence nobody translated'), 'hu').body.message).toBe(
      'A sentence nobody translated',
    );
  });
});
