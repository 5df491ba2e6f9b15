import type { LegalDocumentKind } from '@pizza/shared';

import type { RunProfile } from '../../config/env';

/**
 * What a production start logs while a legal page is still the demo's placeholder
 * (docs/product/legal.md#placeholders): customers would read a made-up company and terms that
 * bind nobody. Nothing in the local profile, which is the demo.
 */
export function placeholderWarning(profile: RunProfile, placeholders: readonly LegalDocumentKind[]): string | undefined {
  if (profile !== 'production' || placeholders.length === 0) return undefined;
  return (
    `The legal pages ${placeholders.join(', ')} still show the demo's placeholder text: ` +
    'an owner replaces them on the board (Legal pages) before customers order (docs/product/legal.md#placeholders)'
  );
}
