import { Writable } from 'node:stream';

import { createLogger } from '../logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, stream) };
}

it('when secrets are logged at any depth, then they are redacted and the rest is kept', () => {
  const { lines, logger } = capture();
  logger.info(
    {
      req: { headers: { authorization: 'Bearer abc.def', cookie: 'sid=1', accept: 'json' } },
      body: { email: 'ann@example.com', password: 'Secret#12345', otp: '123456', phone: '+36301234567' },
      user: { profile: { token: 'jwt', passwordHash: 'scrypt$...' } },
      code: '654321',
    },
    'hello',
  );
  const line = JSON.parse(lines[0] ?? '{}');
  expect(line.req.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]', accept: 'json' });
  expect(line.body).toEqual({ email: 'ann@example.com', password: '[redacted]', otp: '[redacted]', phone: '[redacted]' });
  expect(line.user.profile).toEqual({ token: '[redacted]', passwordHash: '[redacted]' });
  expect(line.code).toBe('[redacted]');
});
