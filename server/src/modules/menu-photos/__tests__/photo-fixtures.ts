/** Pictures made with sharp for the photo tests: real files, built in memory. */
import sharp from 'sharp';

/** A landscape JPEG stored sideways (EXIF orientation 6: upright it is portrait) with EXIF text in it. */
export function sidewaysJpegWithExif(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Photo Owner', Artist: 'Secret Artist' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function png(width: number, height: number, background = '#27ae60'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
}

export function webp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2980b9' } })
    .webp()
    .toBuffer();
}

export function gif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8e44ad' } })
    .gif()
    .toBuffer();
}

/** A real PNG of 10000 x 10000 pixels (100 megapixels) of one colour: a few hundred KB on the wire. */
export function pngBomb(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A PNG whose header declares 20000 x 20000 pixels and whose image data is garbage: a decoder
 * would fail on it, so refusing it for its pixel count shows the refusal came before decoding.
 */
export function forgedHugePngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, not interlaced
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from('not deflate data at all')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** CRC-32 as PNG chunks use it (ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
