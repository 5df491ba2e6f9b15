/** Types of scripts/firebase-emulator.mjs, for the server's TypeScript (index.ts, test harness). */

export interface AuthEmulator {
  /** host:port, what FIREBASE_AUTH_EMULATOR_HOST expects. */
  host: string;
  projectId: string;
  pid: number;
  /** How long it took to answer. */
  startupMs: number;
  /** Stops the emulator's whole process group and removes its temporary folder; safe to call twice. */
  stop(): Promise<void>;
}

export interface StartAuthEmulatorOptions {
  /** Default: a free port. */
  port?: number;
  /** Interface to bind, default 127.0.0.1. */
  host?: string;
  /** Default demo-pizza (a demo- project never reaches Google). */
  projectId?: string;
  timeoutMs?: number;
  /** Each non-empty line the emulator prints (e.g. the SMS codes it "sends"). */
  onLine?: (line: string) => void;
}

export function freePort(host?: string): Promise<number>;
export function isAuthEmulatorUp(host: string, projectId: string): Promise<boolean>;
export function startAuthEmulator(options?: StartAuthEmulatorOptions): Promise<AuthEmulator>;
