/**
 * Record framing shared by the journal and the snapshot: [u32 length][u32 crc32][BSON payload].
 * Reading stops at the first torn or corrupt record and reports where the valid prefix ends.
 */
import { crc32 } from 'node:zlib';

import { deserialize, serialize } from 'bson';

import { normalize, type Doc } from '../values';
import type { StorageOp } from './collection';

const HEADER = 8;

export function encodeRecord(ops: StorageOp[]): Buffer {
  const payload = serialize({ ops });
  const header = Buffer.alloc(HEADER);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

export interface ReadResult {
  records: number;
  /** Bytes of valid records; anything after is torn. */
  validLength: number;
  tornReason?: string;
}

export function readRecords(data: Buffer, apply: (op: StorageOp) => void): ReadResult {
  let offset = 0;
  let records = 0;
  while (offset < data.length) {
    const torn = (reason: string): ReadResult => ({ records, validLength: offset, tornReason: reason });
    if (data.length - offset < HEADER) return torn('incomplete record header');
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    if (offset + HEADER + length > data.length) return torn('record longer than the file');
    const payload = data.subarray(offset + HEADER, offset + HEADER + length);
    if (crc32(payload) !== checksum) return torn('checksum mismatch');
    let ops: StorageOp[];
    try {
      ops = (deserialize(payload, { promoteValues: false, promoteBuffers: false }) as { ops: StorageOp[] }).ops;
    } catch {
      return torn('unreadable record');
    }
    for (const op of ops) apply(op.op === 'put' ? { ...op, doc: normalize(op.doc) as Doc } : (normalize(op) as StorageOp));
    offset += HEADER + length;
    records += 1;
  }
  return { records, validLength: offset };
}
