import { LEGAL_DOCUMENTS, type LegalDocumentKind } from '@pizza/shared';

import { currentRecords } from './legal-documents';
import { LegalVersionModel } from './legal-version.model';
import { placeholderText } from './placeholder-texts';

/**
 * Version 1 of each legal page, the placeholder, on a database that has none (docs/product/legal.md#placeholders).
 * An upsert on version 1 only inserts: a saved version is never overwritten, and a shop whose owner
 * already saved their own texts keeps them as the current ones.
 */
export async function seedLegal(now: Date): Promise<void> {
  await Promise.all(
    LEGAL_DOCUMENTS.map((document) =>
      LegalVersionModel.updateOne(
        { document, version: 1 },
        { $setOnInsert: { document, version: 1, publishedAt: now, placeholder: true, body: placeholderText(document) } },
        { upsert: true },
      ),
    ),
  );
}

/** The documents whose current version is still the shipped placeholder. */
export async function placeholderDocuments(): Promise<LegalDocumentKind[]> {
  const records = await currentRecords();
  return LEGAL_DOCUMENTS.filter((document) => records[document].placeholder);
}
