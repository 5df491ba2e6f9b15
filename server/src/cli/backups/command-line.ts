/** What db:backup and db:restore share: their arguments, the default data folder, and how they end. */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { REPO_ROOT } from '../../lib/paths';
import { BackupRefused } from './take-backup';

export interface BackupArgs {
  file: string;
  dataDir: string;
  uri?: string;
  force: boolean;
}

/** A relative path means where the command was typed (npm runs scripts in the workspace's folder). */
const fromCwd = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

export function parseBackupArgs(usage: string, argv = process.argv.slice(2)): BackupArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { data: { type: 'string' }, uri: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new BackupRefused(`Usage: ${usage}`);
  return {
    file: fromCwd(positionals[0]!),
    // The shop's own default (config/env.ts): DATA_DIR, relative to the repository.
    dataDir: values.data ? fromCwd(values.data) : path.resolve(REPO_ROOT, process.env.DATA_DIR ?? 'data/db'),
    uri: values.uri,
    force: values.force ?? false,
  };
}

/** Runs the command: its report on stdout, or the reason on stderr and exit code 1. */
export function runBackupCommand(usage: string, task: (args: BackupArgs) => Promise<string>): void {
  void (async () => {
    try {
      process.stdout.write(`${await task(parseBackupArgs(usage))}\n`);
    } catch (err) {
      const known = err instanceof BackupRefused || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
      process.stderr.write(`${known ? (err as Error).message : ((err as Error).stack ?? String(err))}\n`);
      process.exitCode = 1;
    }
  })();
}
