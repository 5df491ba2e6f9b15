import { randomInt } from 'node:crypto';

import { GENERATED_CODE_LENGTH, PROMO_CODE_ALPHABET } from '@pizza/shared';

/**
 * A new code nobody can guess: GENERATED_CODE_LENGTH symbols of PROMO_CODE_ALPHABET drawn with the
 * system's cryptographic random (about 49 bits; docs/product/promo-codes.md).
 */
export function generatePromoCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i++) code += PROMO_CODE_ALPHABET[randomInt(PROMO_CODE_ALPHABET.length)];
  return code;
}
