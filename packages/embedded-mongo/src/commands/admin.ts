/** Handshake and server information: hello/isMaster, ping, buildInfo, hostInfo, getParameter... */
import { hostname, cpus } from 'node:os';

import { MAX_MESSAGE_SIZE } from '../wire/messages';
import type { CommandContext, CommandHandler } from './context';

export const VERSION = '8.0.0';
const MAX_WIRE_VERSION = 25; // MongoDB 8.0
const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
const MAX_WRITE_BATCH_SIZE = 100_000;
const LOGICAL_SESSION_TIMEOUT_MINUTES = 30;

/** A standalone server that also accepts transactions; no topologyVersion, so drivers poll. */
function helloReply(ctx: CommandContext, legacy: boolean) {
  return {
    helloOk: true,
    [legacy ? 'ismaster' : 'isWritablePrimary']: true,
    topologyVersion: undefined,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: LOGICAL_SESSION_TIMEOUT_MINUTES,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
  };
}

const hello: CommandHandler = (_cmd, ctx) => helloReply(ctx, false);
const isMaster: CommandHandler = (_cmd, ctx) => helloReply(ctx, true);

const buildInfo: CommandHandler = () => ({
  version: VERSION,
  gitVersion: 'embedded',
  versionArray: [8, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded'],
  javascriptEngine: 'none',
  modules: [],
});

const hostInfo: CommandHandler = () => ({
  system: { currentTime: new Date(), hostname: hostname(), cpuAddrSize: 64, numCores: cpus().length },
  os: { type: process.platform, name: process.platform },
  extra: {},
});

const getParameter: CommandHandler = (cmd) => {
  const all = cmd.getParameter === '*';
  return {
    ...(all || cmd.featureCompatibilityVersion ? { featureCompatibilityVersion: { version: '8.0' } } : {}),
    ...(all || cmd.transactionLifetimeLimitSeconds ? { transactionLifetimeLimitSeconds: 60 } : {}),
  };
};

const serverStatus: CommandHandler = (_cmd, ctx) => ({
  host: `127.0.0.1:${ctx.server.port}`,
  version: VERSION,
  process: 'embedded-mongo',
  pid: process.pid,
  uptime: Math.floor((Date.now() - ctx.server.startedAt) / 1000),
  localTime: new Date(),
  connections: { current: ctx.server.connectionCount(), available: 10_000 },
  // Ours, not MongoDB's: the journal's group commits and size, for the shop's metrics (README: Scope).
  ...(ctx.server.journalStats() ? { embeddedJournal: ctx.server.journalStats() } : {}),
});

export const adminCommands: Record<string, CommandHandler> = {
  hello,
  isMaster,
  ismaster: isMaster,
  ping: () => ({}),
  buildInfo,
  buildinfo: buildInfo,
  hostInfo,
  getParameter,
  serverStatus,
  whatsmyuri: (_cmd, ctx) => ({ you: `127.0.0.1:${ctx.server.port}` }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] } }),
  getCmdLineOpts: () => ({ argv: ['embedded-mongo'], parsed: {} }),
  getLog: () => ({ totalLinesWritten: 0, log: [] }),
};
