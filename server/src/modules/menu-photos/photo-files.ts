import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

import mongoose, { type Types } from 'mongoose';

/**
 * The pictures themselves live in GridFS in the shop's database (bucket `menu_photo_files`: the
 * collections menu_photo_files.files and .chunks), so every instance of the shop serves every
 * photo and a backup of the database holds them (docs/product/menu.md#photos). Nothing is
 * written to the local disk.
 */
const BUCKET_NAME = 'menu_photo_files';
/** GridFS's default chunk size: a 960 px variant is one to three chunks. */
const CHUNK_BYTES = 255 * 1024;

function bucket(): mongoose.mongo.GridFSBucket {
  const { db } = mongoose.connection;
  if (!db) throw new Error('menu photos: the database is not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET_NAME, chunkSizeBytes: CHUNK_BYTES });
}

/** Stores one picture as a new GridFS file; its id. */
export async function writePhotoFile(filename: string, contentType: string, data: Buffer): Promise<Types.ObjectId> {
  const upload = bucket().openUploadStream(filename, { metadata: { contentType } });
  await finished(Readable.from([data]).pipe(upload));
  return upload.id;
}

/** Removes files written for an upload that turned out to be stored already (another request won). */
export async function deletePhotoFiles(fileIds: Types.ObjectId[]): Promise<void> {
  const files = bucket();
  await Promise.all(fileIds.map((fileId) => files.delete(fileId)));
}

/** The picture's bytes as they come out of the database, chunk by chunk. */
export function openPhotoFile(fileId: Types.ObjectId): Readable {
  return bucket().openDownloadStream(fileId);
}
