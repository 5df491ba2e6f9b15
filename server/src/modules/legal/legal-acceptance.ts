import { type AcceptedLegal, type LegalAcceptance, ACCEPTED_LEGAL_DOCUMENTS } from '@pizza/shared';

import { badRequest, notFound } from '../../lib/errors';
import { saveLegalAcceptance, type StoredAcceptance, storedLegalAcceptance } from '../users';
import { currentVersions } from './legal-documents';
import { LEGAL_MESSAGES } from './legal-messages';

/*
 * A customer accepts the terms and the privacy notice by version (docs/product/legal.md#acceptance):
 * at sign-up, and again when a new version came out. Only the current versions can be accepted: a
 * form loaded before the owner saved a new one is refused with the current numbers, so the client
 * shows the new text instead of recording a version the customer never saw as accepted now.
 */

/** The acceptance as it is stored, at `now`; 400 when a version is not the current one. */
export async function acceptedNow(acceptance: LegalAcceptance, now: Date): Promise<StoredAcceptance> {
  const current = await currentVersions();
  const stale = ACCEPTED_LEGAL_DOCUMENTS.some((document) => acceptance[document] !== current[document]);
  if (stale) throw badRequest(LEGAL_MESSAGES.staleAcceptance, { current: { terms: current.terms, privacy: current.privacy } });
  return {
    terms: { version: acceptance.terms, at: now },
    privacy: { version: acceptance.privacy, at: now },
  };
}

function toAcceptedLegal(stored: StoredAcceptance): AcceptedLegal {
  return Object.fromEntries(
    ACCEPTED_LEGAL_DOCUMENTS.flatMap((document) => {
      const accepted = stored[document];
      return accepted ? [[document, { version: accepted.version, at: accepted.at.toISOString() }]] : [];
    }),
  );
}

/** What the signed-in customer's account holds (`{}` when nothing was accepted yet). */
export async function readAcceptance(userId: string): Promise<AcceptedLegal> {
  const stored = await storedLegalAcceptance(userId);
  if (!stored) throw notFound(LEGAL_MESSAGES.accountGone);
  return toAcceptedLegal(stored);
}

/** `POST /api/account/legal-acceptance`: records the current versions for the signed-in customer. */
export async function recordAcceptance(userId: string, acceptance: LegalAcceptance, now: Date): Promise<AcceptedLegal> {
  if (!(await saveLegalAcceptance(userId, await acceptedNow(acceptance, now)))) throw notFound(LEGAL_MESSAGES.accountGone);
  return readAcceptance(userId);
}
