import { emailQuerySchema, idParamsSchema, idSchema } from '../index';
import { isValid, messagesOf } from './helpers';

describe('idSchema', () => {
  it.each(['PIZ_001', '665f1c2e9b1d8c0012345678', '3f1c9a4e-2b7d-4c1e-9a55-0d3e6f1b2c44'])(
    'when the id is %s (seed, ObjectId, UUID), then it parses',
    (id) => {
      expect(idSchema.parse(id)).toBe(id);
    },
  );

  it.each(['', '$gt', 'a.b', 'a b', 'x'.repeat(65), 5])('when the id is %p, then it is rejected', (id) => {
    expect(isValid(idSchema, id)).toBe(false);
  });

  it('when an id path parameter is bad, then the message says so', () => {
    expect(messagesOf(idParamsSchema, { id: '{"$ne":1}' })).toEqual(['Invalid id']);
  });
});

describe('emailQuerySchema', () => {
  it('when the e-mail is mixed-case, then it is lower-cased for lookups', () => {
    expect(emailQuerySchema.parse({ email: 'Anna@Example.com' })).toEqual({ email: 'anna@example.com' });
  });

  it('when the e-mail is repeated in the query (an array), then it is rejected', () => {
    expect(isValid(emailQuerySchema, { email: ['a@example.com', 'b@example.com'] })).toBe(false);
  });
});
