/**
 * MongoDB wire protocol framing: OP_MSG (2013), the legacy OP_QUERY (2004) handshake and OP_REPLY (1).
 * https://www.mongodb.com/docs/manual/reference/mongodb-wire-protocol/
 */
import { deserialize, serialize, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;
export const HEADER_SIZE = 16;
export const MAX_MESSAGE_SIZE = 48_000_000;

const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;

/** Incoming documents keep int32/double/int64 apart; values.normalize turns them into the stored form. */
const DESERIALIZE_OPTIONS = { promoteValues: false, promoteBuffers: false, bsonRegExp: false } as const;

export interface CommandRequest {
  requestId: number;
  opCode: typeof OP_MSG | typeof OP_QUERY;
  /** The command document with kind-1 sequences merged in under their identifiers. */
  command: Document;
  /** Database from `$db` (OP_MSG) or the namespace prefix (OP_QUERY). */
  db: string;
  /** The client asked for no reply (OP_MSG moreToCome). */
  moreToCome: boolean;
}

export class ProtocolError extends Error {}

export function parseMessage(msg: Buffer): CommandRequest {
  const requestId = msg.readInt32LE(4);
  const opCode = msg.readInt32LE(12);
  if (opCode === OP_MSG) return parseOpMsg(msg, requestId);
  if (opCode === OP_QUERY) return parseOpQuery(msg, requestId);
  throw new ProtocolError(`unsupported opCode ${opCode}`);
}

function parseOpMsg(msg: Buffer, requestId: number): CommandRequest {
  const flags = msg.readUInt32LE(HEADER_SIZE);
  const end = flags & FLAG_CHECKSUM_PRESENT ? msg.length - 4 : msg.length;
  let offset = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = msg[offset];
    offset += 1;
    if (kind === 0) {
      const size = readDocSize(msg, offset, end);
      body = deserialize(msg.subarray(offset, offset + size), DESERIALIZE_OPTIONS);
      offset += size;
    } else if (kind === 1) {
      const size = readDocSize(msg, offset, end);
      const sectionEnd = offset + size;
      const nameEnd = msg.indexOf(0, offset + 4);
      if (nameEnd < 0 || nameEnd >= sectionEnd) throw new ProtocolError('unterminated sequence identifier');
      const identifier = msg.toString('utf8', offset + 4, nameEnd);
      const docs: Document[] = [];
      let p = nameEnd + 1;
      while (p < sectionEnd) {
        const docSize = readDocSize(msg, p, sectionEnd);
        docs.push(deserialize(msg.subarray(p, p + docSize), DESERIALIZE_OPTIONS));
        p += docSize;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) body[identifier] = docs;
  const db = typeof body.$db === 'string' ? body.$db : 'admin';
  return { requestId, opCode: OP_MSG, command: body, db, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
}

function parseOpQuery(msg: Buffer, requestId: number): CommandRequest {
  let offset = HEADER_SIZE + 4;
  const nameEnd = msg.indexOf(0, offset);
  if (nameEnd < 0) throw new ProtocolError('unterminated collection name');
  const ns = msg.toString('utf8', offset, nameEnd);
  offset = nameEnd + 1 + 8; // numberToSkip + numberToReturn
  const size = readDocSize(msg, offset, msg.length);
  let query: Document = deserialize(msg.subarray(offset, offset + size), DESERIALIZE_OPTIONS);
  if (query.$query && typeof query.$query === 'object') query = query.$query as Document;
  const db = ns.split('.')[0] ?? 'admin';
  if (!ns.endsWith('.$cmd')) throw new ProtocolError(`OP_QUERY is only supported for commands, got ${ns}`);
  return { requestId, opCode: OP_QUERY, command: query, db, moreToCome: false };
}

function readDocSize(msg: Buffer, offset: number, end: number): number {
  if (offset + 4 > end) throw new ProtocolError('truncated document');
  const size = msg.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError('document length out of bounds');
  return size;
}

let nextResponseId = 1;

/** Encodes a reply in the format of the request it answers. */
export function encodeReply(request: CommandRequest, reply: Document): Buffer {
  const doc = serialize(reply);
  const responseId = nextResponseId++ & 0x7fffffff;
  if (request.opCode === OP_QUERY) {
    const header = Buffer.alloc(HEADER_SIZE + 20);
    header.writeInt32LE(header.length + doc.length, 0);
    header.writeInt32LE(responseId, 4);
    header.writeInt32LE(request.requestId, 8);
    header.writeInt32LE(OP_REPLY, 12);
    header.writeInt32LE(0, 16); // responseFlags
    header.writeBigInt64LE(0n, 20); // cursorID
    header.writeInt32LE(0, 28); // startingFrom
    header.writeInt32LE(1, 32); // numberReturned
    return Buffer.concat([header, doc]);
  }
  const header = Buffer.alloc(HEADER_SIZE + 5);
  header.writeInt32LE(header.length + doc.length, 0);
  header.writeInt32LE(responseId, 4);
  header.writeInt32LE(request.requestId, 8);
  header.writeInt32LE(OP_MSG, 12);
  header.writeUInt32LE(0, 16); // flagBits
  header.writeUInt8(0, 20); // section kind 0
  return Buffer.concat([header, doc]);
}
