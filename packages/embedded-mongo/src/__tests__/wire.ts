/**
 * Minimal raw MongoDB wire-protocol client for the bad-input tests: builds OP_MSG / OP_QUERY
 * messages by hand and reads replies from a plain `net` socket.
 */
import net from 'node:net';

import { deserialize, serialize, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;
export const MSG_CHECKSUM_PRESENT = 1 << 0;
export const MSG_MORE_TO_COME = 1 << 1;

let nextRequestId = 1000;
export const newRequestId = (): number => nextRequestId++;

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32c(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC32C_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export interface OpMsgOptions {
  requestId?: number;
  flags?: number;
  checksum?: boolean;
  /** Kind-1 document sequences: identifier -> documents. */
  sequences?: Record<string, Document[]>;
}

export function opMsg(body: Document, options: OpMsgOptions = {}): Buffer {
  const requestId = options.requestId ?? newRequestId();
  const flags = (options.flags ?? 0) | (options.checksum ? MSG_CHECKSUM_PRESENT : 0);
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  for (const [identifier, docs] of Object.entries(options.sequences ?? {})) {
    const payload = Buffer.concat([Buffer.from(`${identifier}\0`, 'utf8'), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4, 0);
    parts.push(Buffer.from([1]), size, payload);
  }
  const flagBuf = Buffer.alloc(4);
  flagBuf.writeUInt32LE(flags >>> 0, 0);
  const sections = Buffer.concat(parts);
  const length = 16 + 4 + sections.length + (options.checksum ? 4 : 0);
  const message = Buffer.concat([header(length, requestId, 0, OP_MSG), flagBuf, sections]);
  if (!options.checksum) return message;
  const sum = Buffer.alloc(4);
  sum.writeUInt32LE(crc32c(message), 0);
  return Buffer.concat([message, sum]);
}

export function opQuery(fullCollectionName: string, query: Document, requestId = newRequestId()): Buffer {
  const flags = Buffer.alloc(4);
  const name = Buffer.from(`${fullCollectionName}\0`, 'utf8');
  const skipReturn = Buffer.alloc(8);
  skipReturn.writeInt32LE(0, 0);
  skipReturn.writeInt32LE(-1, 4);
  const doc = Buffer.from(serialize(query));
  const length = 16 + 4 + name.length + 8 + doc.length;
  return Buffer.concat([header(length, requestId, 0, OP_QUERY), flags, name, skipReturn, doc]);
}

export interface Reply {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
  doc: Document;
}

/** Parses one complete reply message (OP_MSG with a kind-0 section, or OP_REPLY). */
export function parseReply(msg: Buffer): Reply {
  const length = msg.readInt32LE(0);
  const requestId = msg.readInt32LE(4);
  const responseTo = msg.readInt32LE(8);
  const opCode = msg.readInt32LE(12);
  let docStart: number;
  if (opCode === OP_MSG) {
    if (msg[20] !== 0) throw new Error(`expected a kind-0 section first, got kind ${msg[20]}`);
    docStart = 21;
  } else if (opCode === OP_REPLY) {
    docStart = 16 + 20;
  } else {
    throw new Error(`unexpected reply opCode ${opCode}`);
  }
  const docLength = msg.readInt32LE(docStart);
  return { length, requestId, responseTo, opCode, doc: deserialize(msg.subarray(docStart, docStart + docLength)) };
}

/** A raw socket that collects incoming bytes, splits them into messages and reports closing. */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;
  readonly closedPromise: Promise<void>;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on('error', () => undefined);
    this.closedPromise = new Promise((resolve) =>
      socket.on('close', () => {
        this.closed = true;
        this.wake();
        resolve();
      }),
    );
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  write(data: Buffer): Promise<void> {
    return new Promise((resolve) => this.socket.write(data, () => resolve()));
  }

  /** Next complete message from the server, or an error when the socket closes / times out. */
  async readMessage(timeoutMs = 3000): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.buffer.length >= 4) {
        const length = this.buffer.readInt32LE(0);
        if (this.buffer.length >= length) {
          const msg = this.buffer.subarray(0, length);
          this.buffer = this.buffer.subarray(length);
          return msg;
        }
      }
      if (this.closed) throw new Error('connection closed before a reply arrived');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for a reply');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async request(message: Buffer, timeoutMs?: number): Promise<Reply> {
    await this.write(message);
    return parseReply(await this.readMessage(timeoutMs));
  }

  /** True when the server closed the connection within `timeoutMs`. */
  async waitClosed(timeoutMs = 3000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const result = await Promise.race([this.closedPromise.then(() => true), timedOut]);
    clearTimeout(timer);
    return result;
  }

  destroy(): void {
    this.socket.destroy();
  }
}
