/**
 * The durable baseline in a process of its own (bench:orders forks this file with the database's
 * URI and name): it starts the server of durable-server.ts, sends its port to the parent, and exits
 * when the parent disconnects.
 */
import { startDurableBaseline } from './durable-server';

const [uri, dbName] = process.argv.slice(2);
startDurableBaseline(uri!, dbName!).then(
  (baseline) => {
    process.send?.({ port: baseline.port });
    process.on('disconnect', () => void baseline.close().finally(() => process.exit(0)));
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
