import mongoose, { type mongo } from 'mongoose';

/** The collection a command works on (find, aggregate, count, insert, update, delete, findAndModify; getMore names it apart). */
function collectionOf(event: mongo.CommandStartedEvent): unknown {
  return event.commandName === 'getMore' ? event.command.collection : event.command[event.commandName];
}

/**
 * The commands (by name) the app sends to `collections` while `run` runs, as the database driver
 * reports them, each when it is sent (`find orders`) and when it is answered (`find orders
 * answered`), so the order shows which were under way together; the test app must be created with
 * `monitorCommands: true`.
 */
export async function commandTimeline(
  collections: readonly string[],
  run: (timeline: readonly string[]) => Promise<unknown>,
): Promise<string[]> {
  const client = mongoose.connection.getClient();
  if (!client.options.monitorCommands) throw new Error('createTestApp({ monitorCommands: true }) is needed to count commands');
  const timeline: string[] = [];
  const sent = new Map<number, string>();
  const started = (event: mongo.CommandStartedEvent) => {
    const collection = collectionOf(event);
    if (typeof collection !== 'string' || !collections.includes(collection)) return;
    const label = `${event.commandName} ${collection}`;
    sent.set(event.requestId, label);
    timeline.push(label);
  };
  const ended = (event: mongo.CommandSucceededEvent | mongo.CommandFailedEvent) => {
    const label = sent.get(event.requestId);
    if (label) timeline.push(`${label} answered`);
  };
  client.on('commandStarted', started);
  client.on('commandSucceeded', ended);
  client.on('commandFailed', ended);
  try {
    await run(timeline); // a run may watch the commands as they come (e.g. wait for a number of them)
  } finally {
    client.off('commandStarted', started);
    client.off('commandSucceeded', ended);
    client.off('commandFailed', ended);
  }
  return timeline;
}

/** The commands the app sends to `collections` while `run` runs (commandTimeline without the answers). */
export async function commandsOn(
  collections: readonly string[],
  run: (timeline: readonly string[]) => Promise<unknown>,
): Promise<string[]> {
  return (await commandTimeline(collections, run)).filter((label) => !label.endsWith(' answered'));
}
