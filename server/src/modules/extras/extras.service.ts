import type { Extra } from '@pizza/shared';

import { ExtraModel, type ExtraRecord } from './extras.model';

export function toExtraDto(extra: ExtraRecord & { _id: string }): Extra {
  return { id: extra._id, name: extra.name, price: extra.price };
}

/** Every add-on in menu (seed) order: what the catalogue pre-serialises. */
export async function listExtras(): Promise<Extra[]> {
  const extras = await ExtraModel.find().sort({ sortOrder: 1 }).lean<Array<ExtraRecord & { _id: string }>>();
  return extras.map(toExtraDto);
}
