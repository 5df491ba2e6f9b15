import { z } from 'zod';

import { isoDateTimeSchema } from './primitives';

/*
 * The shop's legal pages (docs/product/legal.md): who runs it (impresszum), its terms (ÁSZF) and its
 * privacy notice, each in English and Hungarian, written by the owner in Markdown and kept as
 * numbered versions. Customers accept the terms and the privacy notice by version.
 */

export const LEGAL_DOCUMENTS = ['imprint', 'terms', 'privacy'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENTS)[number];
export const legalDocumentKindSchema = z.enum(LEGAL_DOCUMENTS, 'document must be imprint, terms or privacy');

/** The documents a customer accepts (the imprint is information, not an agreement). */
export const ACCEPTED_LEGAL_DOCUMENTS = ['terms', 'privacy'] as const satisfies readonly LegalDocumentKind[];

/** The longest text of one language of one document, in characters. */
export const LEGAL_TEXT_MAX_LENGTH = 100_000;

const legalTextSchema = (language: string) =>
  z
    .string({ error: `The ${language} text is required` })
    .trim()
    .min(1, `The ${language} text is required`)
    .max(LEGAL_TEXT_MAX_LENGTH, `The ${language} text is at most ${LEGAL_TEXT_MAX_LENGTH.toLocaleString('en')} characters`);

const versionSchema = z.int().min(1);

/** `GET /api/legal/{document}`: the current version, both languages (Markdown, rendered sanitised by the client). */
export const legalDocumentSchema = z
  .object({
    document: legalDocumentKindSchema,
    version: versionSchema,
    publishedAt: isoDateTimeSchema,
    /** The demo's text, not the shop's own: the pages say so and a production start warns. */
    placeholder: z.boolean(),
    body: z.object({ en: z.string(), hu: z.string() }),
  })
  .meta({ id: 'LegalDocument' });
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** `GET /api/legal`: the current version of each document (sign-up and checkout compare the customer's accepted ones). */
export const legalVersionsSchema = z
  .object({ imprint: versionSchema, terms: versionSchema, privacy: versionSchema })
  .meta({ id: 'LegalVersions' });
export type LegalVersions = z.infer<typeof legalVersionsSchema>;

/** `PUT /api/admin/legal/{document}` (owner, `legal.edit`): a new version; `basedOn` is the version the owner edited (409 if another was saved since). */
export const legalDocumentSaveSchema = z
  .strictObject({
    basedOn: versionSchema,
    body: z.strictObject({ en: legalTextSchema('English'), hu: legalTextSchema('Hungarian') }),
  })
  .meta({ id: 'LegalDocumentSave' });
export type LegalDocumentSave = z.infer<typeof legalDocumentSaveSchema>;

/** `GET /api/admin/legal/{document}/versions`: every saved version, newest first (the texts by `GET .../versions/{version}`). */
export const legalVersionListSchema = z
  .array(z.object({ version: versionSchema, publishedAt: isoDateTimeSchema, placeholder: z.boolean(), by: z.string().optional() }))
  .meta({ id: 'LegalVersionList' });
export type LegalVersionList = z.infer<typeof legalVersionListSchema>;

/** The versions a customer accepts: at sign-up (`acceptedLegal`), or `POST /api/account/legal-acceptance` when a new one came out. */
export const legalAcceptanceSchema = z
  .strictObject(
    { terms: versionSchema, privacy: versionSchema },
    'acceptedLegal must be { terms, privacy } with the version numbers accepted',
  )
  .meta({ id: 'LegalAcceptance' });
export type LegalAcceptance = z.infer<typeof legalAcceptanceSchema>;

/** What the account holds: the version of each document the customer accepted, and when. */
export const acceptedLegalSchema = z
  .object({
    terms: z.object({ version: versionSchema, at: isoDateTimeSchema }).optional(),
    privacy: z.object({ version: versionSchema, at: isoDateTimeSchema }).optional(),
  })
  .meta({ id: 'AcceptedLegal' });
export type AcceptedLegal = z.infer<typeof acceptedLegalSchema>;
