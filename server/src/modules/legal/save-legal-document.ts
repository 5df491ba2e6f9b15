import type { LegalDocument, LegalDocumentKind, LegalDocumentSave } from '@pizza/shared';

import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { conflict, msg } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit';
import { currentRecord, toLegalDocument } from './legal-documents';
import { LEGAL_MESSAGES } from './legal-messages';
import { LegalVersionModel } from './legal-version.model';

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

const savedMeanwhile = (current: number) => conflict(msg(LEGAL_MESSAGES.savedMeanwhile, { current }), { current });

/**
 * The owner saves a new version of a legal page (docs/product/legal.md#versions): version n + 1
 * when `basedOn` is the current n, with its audit entry in the same transaction. Another save
 * since the owner loaded the text is 409 with the current number, nothing written; two saves on
 * the same base race on the unique (document, version) index and the loser gets the same 409.
 */
export async function saveLegalDocument(
  clock: Clock,
  actor: AuditActor,
  document: LegalDocumentKind,
  { basedOn, body }: LegalDocumentSave,
): Promise<LegalDocument> {
  const now = clock.now();
  try {
    return await inTransaction(async (session) => {
      const current = await currentRecord(document, session);
      const currentVersion = current?.version ?? 0;
      if (basedOn !== currentVersion) throw savedMeanwhile(currentVersion);
      const version = currentVersion + 1;
      const [created] = await LegalVersionModel.create(
        [{ document, version, publishedAt: now, placeholder: false, body, byId: actor.id, byName: actor.name }],
        { session },
      );
      await recordAudit(session, {
        action: 'legal.saved',
        actor,
        at: now,
        // The document in `after` (not `subject`): the audit page names it in the reader's language.
        before: { version: currentVersion },
        after: { document, version },
      });
      return toLegalDocument(created!.toObject());
    });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const winner = await currentRecord(document);
    throw savedMeanwhile(winner?.version ?? basedOn + 1);
  }
}
