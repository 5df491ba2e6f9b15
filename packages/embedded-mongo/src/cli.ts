/**
 * Standalone embedded server: `npm run db:embedded -- --data ./data/db [--port 27017]`.
 * Prints the URI for mongosh-style tools or a second app instance.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { startEmbeddedMongo } from './index';
import type { EmbeddedLogger } from './types';

const log = (level: string) => (msg: string, ctx?: Record<string, unknown>) =>
  process.stderr.write(`${new Date().toISOString()} ${level} ${msg}${ctx ? ` ${JSON.stringify(ctx)}` : ''}\n`);
const logger: EmbeddedLogger = { debug: () => undefined, info: log('info'), warn: log('warn'), error: log('error') };

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { data: { type: 'string' }, port: { type: 'string' } } });
  // npm runs a workspace's script in the workspace's folder; a relative --data means where it was typed.
  const dataDir = values.data && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.data);
  const server = await startEmbeddedMongo({ dataDir, port: values.port ? Number(values.port) : 0, logger });
  process.stdout.write(`Embedded MongoDB listening on ${server.uri}\n`);
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
