import { ACCEPTED_LEGAL_DOCUMENTS, type LegalVersions } from '@pizza/shared';
import { useState } from 'react';

import { useLegalAcceptance } from './api/legal-acceptance';
import { useLegalDocument, useLegalVersions } from './api/legal-documents';

/**
 * Whether the signed-in customer must accept the terms and the privacy notice before ordering
 * (docs/product/legal.md#sign-up-and-checkout-acceptance): when what they accepted is older than the current version,
 * or nothing is recorded (an account made before the box existed, or by the original client).
 * While either answer is still out or failed, nothing is asked and nothing is blocked: the shop
 * never refuses an order because this check could not be made.
 */
export function useLegalGate() {
  const versions = useLegalVersions();
  const acceptance = useLegalAcceptance();
  const outdated =
    versions.data && acceptance.data
      ? ACCEPTED_LEGAL_DOCUMENTS.filter((document) => (acceptance.data[document]?.version ?? 0) < versions.data[document])
      : [];
  // Each changed document's date ('changed on 29 November 2026').
  const terms = useLegalDocument('terms', { enabled: outdated.includes('terms') });
  const privacy = useLegalDocument('privacy', { enabled: outdated.includes('privacy') });
  const changedOn = [
    outdated.includes('terms') ? terms.data?.publishedAt : undefined,
    outdated.includes('privacy') ? privacy.data?.publishedAt : undefined,
  ]
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
  const blocking = outdated.length > 0;
  // Shown once on this visit: after ticking, the box stays (ticked) rather than jumping away.
  const [shown, setShown] = useState(false);
  // Set while rendering (React's pattern for state derived from a change), not in an effect.
  if (blocking && !shown) setShown(true);

  return {
    /** The order button waits for the box to be ticked. */
    blocking,
    shown: shown || blocking,
    outdated,
    /** The customer had accepted an older version (else: never accepted one). */
    changed: outdated.some((document) => acceptance.data?.[document] !== undefined),
    changedOn,
    versions: versions.data as LegalVersions | undefined,
  };
}

export type LegalGate = ReturnType<typeof useLegalGate>;
