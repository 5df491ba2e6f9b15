import { LEGAL_DOCUMENTS, type LegalDocument, type LegalDocumentKind, type LegalVersionList, type LegalVersions } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { notFound } from '../../lib/errors';
import { LEGAL_MESSAGES } from './legal-messages';
import { LegalVersionModel, type LegalVersionRecord } from './legal-version.model';

/* Reading the legal pages: the current version of each, and (for the owner) every saved version. */

export function toLegalDocument(record: LegalVersionRecord): LegalDocument {
  return {
    document: record.document as LegalDocumentKind,
    version: record.version,
    publishedAt: record.publishedAt.toISOString(),
    placeholder: record.placeholder,
    body: { en: record.body.en, hu: record.body.hu },
  };
}

/** The highest version of `document` (the current one), or null before the seed wrote one. */
export async function currentRecord(document: LegalDocumentKind, session?: ClientSession): Promise<LegalVersionRecord | null> {
  return LegalVersionModel.findOne({ document }, null, { session }).sort({ version: -1 }).lean<LegalVersionRecord>();
}

/** The current version of every document; the seed writes version 1 of each, so all are there. */
export async function currentRecords(): Promise<Record<LegalDocumentKind, LegalVersionRecord>> {
  const records = await Promise.all(LEGAL_DOCUMENTS.map((document) => currentRecord(document)));
  const missing = LEGAL_DOCUMENTS.filter((_document, i) => !records[i]);
  if (missing.length > 0) throw new Error(`legal documents never seeded: ${missing.join(', ')}`);
  return Object.fromEntries(LEGAL_DOCUMENTS.map((document, i) => [document, records[i]!])) as Record<LegalDocumentKind, LegalVersionRecord>;
}

export async function currentVersions(): Promise<LegalVersions> {
  const records = await currentRecords();
  return { imprint: records.imprint.version, terms: records.terms.version, privacy: records.privacy.version };
}

export async function currentDocument(document: LegalDocumentKind): Promise<LegalDocument> {
  const record = await currentRecord(document);
  if (!record) throw notFound(LEGAL_MESSAGES.versionNotFound);
  return toLegalDocument(record);
}

/** Every saved version of `document`, newest first, without the texts. */
export async function listVersions(document: LegalDocumentKind): Promise<LegalVersionList> {
  const records = await LegalVersionModel.find({ document }, { body: 0 }).sort({ version: -1 }).lean<Omit<LegalVersionRecord, 'body'>[]>();
  return records.map((record) => ({
    version: record.version,
    publishedAt: record.publishedAt.toISOString(),
    placeholder: record.placeholder,
    ...(record.byName ? { by: record.byName } : {}),
  }));
}

export async function readVersion(document: LegalDocumentKind, version: number): Promise<LegalDocument> {
  const record = await LegalVersionModel.findOne({ document, version }).lean<LegalVersionRecord>();
  if (!record) throw notFound(LEGAL_MESSAGES.versionNotFound);
  return toLegalDocument(record);
}
