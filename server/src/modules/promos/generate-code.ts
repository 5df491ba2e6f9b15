import { randomInt } from 'node:crypto';

import { GENERATED_CODE_LENGTH, PROMO_CODE_ALPHABET } from '@pizza/shared';

/**
 * A code nobody can guess: GENERATED_CODE_LENGTH symbols drawn with the system's secure random
 * source from an alphabet without look-alikes (docs/product/promo-codes.md).
 */
export function generatePromoCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i += 1) code += PROMO_CODE_ALPHABET[randomInt(PROMO_CODE_ALPHABET.length)];
  return code;
}
