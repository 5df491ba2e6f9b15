import mongoose, { type mongo } from 'mongoose';

/** The collection a command works on (find, aggregate, count, insert, update, delete, findAndModify; getMore names it apart). */
function collectionOf(event: mongo.CommandStartedEvent): unknown {
  return event.commandName === 'getMore' ? event.command.collection : event.command[event.commandName];
}

/**
 * The commands (by name) the app sends to `collections` while `run` runs, as the database driver
 * reports them; the test app must be created with `monitorCommands: true`.
 */
export async function commandsOn(collections: readonly string[], run: () => Promise<unknown>): Promise<string[]> {
  const client = mongoose.connection.getClient();
  if (!client.options.monitorCommands) throw new Error('createTestApp({ monitorCommands: true }) is needed to count commands');
  const seen: string[] = [];
  const listener = (event: mongo.CommandStartedEvent) => {
    const collection = collectionOf(event);
    if (typeof collection === 'string' && collections.includes(collection)) seen.push(`${event.commandName} ${collection}`);
  };
  client.on('commandStarted', listener);
  try {
    await run();
  } finally {
    client.off('commandStarted', listener);
  }
  return seen;
}
