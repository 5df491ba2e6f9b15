import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type * as EmulatorScript from '../../../scripts/firebase-emulator.mjs';
import type { Config } from '../config/env';
import type { Logger } from './logger';
import { REPO_ROOT } from './paths';

export interface RunningEmulator {
  stop(): Promise<void>;
}

/** The one line worth showing from the emulator: the SMS code it "sent" (it sends no real SMS). */
const SMS_CODE_LINE = /use the code \d+/;

function splitHost(host: string): { bindHost: string; port: number } {
  const colon = host.lastIndexOf(':');
  return { bindHost: host.slice(0, colon), port: Number(host.slice(colon + 1)) };
}

/**
 * The local profile plays Firebase with the Auth emulator. Unless one already answers
 * on the configured host (a second `npm start`, the test harness, a hand-started one), it is started
 * as a child process here, which takes some 10 s of CPU; the caller stops it on shutdown. A failure
 * is only a warning: everything but phone sign-up works without it.
 */
export async function ensureAuthEmulator(
  config: Pick<Config, 'profile' | 'firebase'>,
  logger: Logger,
): Promise<RunningEmulator | undefined> {
  const { authEmulatorHost: host, projectId } = config.firebase;
  if (config.profile !== 'local' || !host || !projectId) return undefined;
  // Loaded only here, from the repository at run time (also from the compiled server): production
  // images need neither firebase-tools nor this script.
  const script = pathToFileURL(path.join(REPO_ROOT, 'scripts', 'firebase-emulator.mjs')).href;
  const { isAuthEmulatorUp, startAuthEmulator } = (await import(script)) as typeof EmulatorScript;
  if (await isAuthEmulatorUp(host, projectId)) {
    logger.info({ host }, `Firebase Auth emulator already running at ${host}; using it`);
    return undefined;
  }
  const { bindHost, port } = splitHost(host);
  logger.info({ host }, `starting the Firebase Auth emulator on ${host} (project ${projectId})`);
  try {
    const emulator = await startAuthEmulator({
      host: bindHost,
      port,
      projectId,
      onLine: (line) =>
        SMS_CODE_LINE.test(line)
          ? logger.info(`Firebase Auth emulator: ${line.replace(/^i\s+/, '')}`)
          : logger.debug({ emulator: line }, 'emulator output'),
    });
    logger.info(
      { host, startupMs: emulator.startupMs },
      `Firebase Auth emulator ready at http://${host} in ${(emulator.startupMs / 1000).toFixed(1)} s; SMS codes: http://${host}/emulator/v1/projects/${projectId}/verificationCodes`,
    );
    return emulator;
  } catch (err) {
    logger.warn(
      { err },
      `the Firebase Auth emulator could not be started on ${host}; sign-up with a phone code will fail until it runs (the rest of the shop works)`,
    );
    return undefined;
  }
}
