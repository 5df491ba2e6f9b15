import type { ToObjectOptions } from 'mongoose';

/**
 * toJSON for every model (node-express-boilerplate convention): `id` as a string instead of
 * `_id`, no `__v`, and the named fields (hashes, token versions) never serialised. API shapes that
 * name their id differently (addressId, orderId, cartItemId) are built by the feature's mapper.
 */
export function jsonOptions(hidden: readonly string[] = []): ToObjectOptions {
  return {
    versionKey: false,
    transform(_doc, ret: Record<string, unknown>) {
      if (ret._id !== undefined) ret.id = String(ret._id);
      delete ret._id;
      for (const field of hidden) delete ret[field];
      return ret;
    },
  };
}
