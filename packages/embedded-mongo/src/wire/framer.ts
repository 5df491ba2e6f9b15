/** Splits a TCP byte stream into whole wire-protocol messages. */
import { HEADER_SIZE, MAX_MESSAGE_SIZE, ProtocolError } from './messages';

export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  /** Appends bytes and returns every complete message; throws ProtocolError on an impossible length. */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    while (this.buffered >= 4) {
      const head = this.peekHeader();
      const length = head.readInt32LE(0);
      if (length < HEADER_SIZE) throw new ProtocolError(`message length ${length} is smaller than a header`);
      if (length > MAX_MESSAGE_SIZE) throw new ProtocolError(`message length ${length} exceeds ${MAX_MESSAGE_SIZE} bytes`);
      if (this.buffered < length) break;
      const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.buffered);
      messages.push(all.subarray(0, length));
      const rest = all.subarray(length);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
    }
    return messages;
  }

  /** Bytes of a message that never completed (reported when the connection closes). */
  get pendingBytes(): number {
    return this.buffered;
  }

  private peekHeader(): Buffer {
    const first = this.chunks[0]!;
    if (first.length >= 4) return first;
    const merged = Buffer.concat(this.chunks, this.buffered);
    this.chunks = [merged];
    return merged;
  }
}
