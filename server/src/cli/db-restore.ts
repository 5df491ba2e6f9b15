/**
 * `npm run db:restore -- <file> [--data <folder>] [--force]`: restores an embedded database backup
 * into a stopped data folder and verifies it (docs/operations/backups.md#restore-and-verify).
 */
import { runBackupCommand } from './backups/command-line';
import { restoreAndVerify } from './backups/restore-backup';

runBackupCommand('npm run db:restore -- <file> [--data <folder>] [--force]', (args) => restoreAndVerify(args));
