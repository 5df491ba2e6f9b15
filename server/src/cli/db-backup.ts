/**
 * `npm run db:backup -- <file> [--data <folder>] [--uri <mongodb://...>]`: an online, consistent
 * backup of the embedded database (docs/operations/backups.md#back-up-the-embedded-database).
 */
import { runBackupCommand } from './backups/command-line';
import { takeBackup } from './backups/take-backup';

runBackupCommand('npm run db:backup -- <file> [--data <folder>] [--uri <mongodb://127.0.0.1:port/>]', (args) => takeBackup(args));
