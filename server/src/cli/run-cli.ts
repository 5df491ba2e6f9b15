/**
 * The frame of an operator command: the shop's own configuration and database (embedded data
 * folder or MONGODB_URI), quiet logs, a clear message instead of a stack for expected problems.
 */
import { type Config, ConfigError, loadConfig } from '../config/env';
import { connectDatabase } from '../db/connect';
import { createLogger } from '../lib/logger';

export class CliError extends Error {}

/**
 * What the operator can do when the shop runs on the same embedded data folder (which admits one
 * process at a time): the command's own words, else stopping the shop.
 */
const STOP_THE_SHOP =
  'Stop the shop (Ctrl+C where `npm start` runs, or stop its service), run this command again, then start the shop. ' +
  "A shop on MongoDB (MONGODB_URI) need not stop: run the command with the shop's environment.";

export async function runCli(task: (config: Config) => Promise<string>, whileShopRuns = STOP_THE_SHOP): Promise<void> {
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
      return fail(`${message}\nThe shop is running on this data folder. ${whileShopRuns}`);
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
