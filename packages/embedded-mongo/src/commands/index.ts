/** Every supported command by name. */
import { adminCommands } from './admin';
import { aggregate } from './aggregate';
import { backupCommands } from './backup';
import { collectionCommands } from './collections';
import type { CommandHandler } from './context';
import { crudCommands } from './crud';
import { indexCommands } from './indexes';
import { sessionCommands } from './sessions';

export const commands: Record<string, CommandHandler> = Object.assign(
  Object.create(null) as Record<string, CommandHandler>,
  adminCommands,
  collectionCommands,
  indexCommands,
  crudCommands,
  sessionCommands,
  backupCommands,
  { aggregate },
);

export type { CommandContext, CommandHandler } from './context';
