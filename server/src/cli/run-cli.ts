/**
 * The frame of an operator command: the shop's own configuration and database (embedded data
 * folder or MONGODB_URI), quiet logs, a clear message instead of a stack for expected problems.
 */
import { type Config, ConfigError, loadConfig } from '../config/env';
import { connectDatabase } from '../db/connect';
import { createLogger } from '../lib/logger';

export class CliError extends Error {}

export async function runCli(task: (config: Config) => Promise<string>): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    throw err;
  }
  const logger = createLogger({ ...config, logLevel: 'warn' });
  let db;
  try {
    db = await connectDatabase(config, logger);
  } catch (err) {
    const message = (err as Error).message;
    if (/in use by process/.test(message)) {
      return fail(
        `${message}\nThe shop is running on this data folder. Stop it first, or do this through the running shop's API with a staff token.`,
      );
    }
    throw err;
  }
  try {
    process.stdout.write(`${await task(config)}\n`);
  } catch (err) {
    if (err instanceof CliError) return fail(err.message);
    throw err;
  } finally {
    await db.close();
  }
}

function fail(message: string): void {
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
