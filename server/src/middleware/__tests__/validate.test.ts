import { formInt, idSchema, queryBooleanSchema } from '@pizza/shared';
import express from 'express';
import request from 'supertest';
import { z } from 'zod';

import { createLogger } from '../../lib/logger';
import { errorHandler } from '../error-handler';
import { requestLogger } from '../request-logger';
import { validate } from '../validate';

/** A bare app: validation and error mapping need no database. */
function appWith(router: express.Router) {
  const app = express();
  app.use(requestLogger(createLogger({ logLevel: 'silent', nodeEnv: 'test' })));
  app.use(express.json());
  app.use(router);
  app.use(errorHandler);
  return app;
}

const router = express.Router();
router.post(
  '/items/:id',
  validate({
    params: z.strictObject({ id: idSchema }),
    query: z.strictObject({ dryRun: queryBooleanSchema.optional(), limit: formInt(1, 50).default(10) }),
    body: z.strictObject({ email: z.string().trim().toLowerCase(), quantity: formInt(1, 50) }),
  }),
  (req, res) => {
    res.json({ params: req.params, query: req.query, body: req.body, types: [typeof req.query.limit, typeof req.body.quantity] });
  },
);
const app = appWith(router);

describe('validate', () => {
  it('when params, query and body are valid, then the handler sees the parsed values on req', async () => {
    const res = await request(app).post('/items/PIZ_001?dryRun=true').send({ email: ' Ann@Example.com ', quantity: '3' }).expect(200);
    expect(res.body).toEqual({
      params: { id: 'PIZ_001' },
      query: { dryRun: true, limit: 10 },
      body: { email: 'ann@example.com', quantity: 3 },
      types: ['number', 'number'],
    });
  });

  it('when a body smuggles a MongoDB operator, then 400 before any handler runs', async () => {
    const res = await request(app)
      .post('/items/PIZ_001')
      .send({ email: { $gt: '' }, quantity: 1 })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: ['email'] })] });
  });

  it('when an unknown query key is sent, then 400 with the first issue as message', async () => {
    const res = await request(app).post('/items/PIZ_001?sort=-price').send({ email: 'a@b.c', quantity: 1 }).expect(400);
    expect(res.body.message).toMatch(/unrecognized key/i);
  });

  it('when the path id has forbidden characters, then 400 Invalid id', async () => {
    const res = await request(app).post('/items/a$b').send({ email: 'a@b.c', quantity: 1 }).expect(400);
    expect(res.body).toMatchObject({ message: 'Invalid id', code: 'VALIDATION_ERROR' });
  });

  it('when there is no body at all, then the message names the first missing field', async () => {
    const res = await request(app).post('/items/PIZ_001').expect(400);
    expect(res.body.details[0].path).toEqual(['email']);
  });
});
