import type { AddressValidateRequest, AddressValidateResponse } from '@pizza/shared';

import { api } from '../../../lib/api';

/** POST /api/address/validate (public): is the point inside the delivery zone? The server decides. */
export async function isInDeliveryZone(body: AddressValidateRequest, signal?: AbortSignal): Promise<boolean> {
  const { valid } = await api.post<AddressValidateResponse>('/api/address/validate', { body, signal, token: null });
  return valid;
}
