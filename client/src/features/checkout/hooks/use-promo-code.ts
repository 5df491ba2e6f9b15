import { normalizePromoCode, PROMO_LIMITS } from '@pizza/shared';
import { useCallback, useState } from 'react';

import type { ApiError } from '../../../lib/api';

/**
 * The promo code at checkout (docs/product/promo-codes.md#at-checkout): what is typed, the code the
 * quote is asked with, and why the last one was refused. Applying asks for a quote with the code (its
 * query key holds it); a refusal, at the quote or at placing, takes the code off again, so the quote
 * is asked for without it, while the typed text stays for editing.
 */
export function usePromoCode() {
  const [input, setInputText] = useState('');
  const [applied, setApplied] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<ApiError | undefined>();

  const setInput = useCallback((text: string) => setInputText(text.toUpperCase().slice(0, PROMO_LIMITS.codeMax)), []);
  const apply = useCallback(() => {
    const code = normalizePromoCode(input);
    if (code === '') return;
    setRefusal(undefined);
    setApplied(code);
  }, [input]);
  const remove = useCallback(() => {
    setApplied(undefined);
    setRefusal(undefined);
    setInputText('');
  }, []);
  const refused = useCallback((error: ApiError) => {
    setRefusal(error);
    setApplied(undefined);
  }, []);

  return { input, setInput, applied, refusal, apply, remove, refused };
}

export type PromoCodeState = ReturnType<typeof usePromoCode>;
