import { OrderModel } from '../orders.model';
import { customerSearchFields } from './search-fields';

/** Orders written per round trip; each round reads only orders still without the fields. */
const BATCH = 500;

type Unfilled = { _id: unknown; customer?: { name?: string | null; phone?: string | null } | null };

/**
 * Orders from before the order search get its fields (search-fields.ts) once: idempotent, on every
 * start (seed.ts), and touching only orders that lack them, so a restart finds nothing to do. Each
 * write is conditional on the fields still missing, so two instances starting together agree.
 */
export async function fillOrderSearchFields(): Promise<number> {
  const missing = { 'customer.nameFolded': { $exists: false } };
  let filled = 0;
  for (;;) {
    const batch = await OrderModel.find(missing, { customer: 1 }).limit(BATCH).lean<Unfilled[]>();
    if (batch.length === 0) return filled;
    await OrderModel.bulkWrite(
      batch.map(({ _id, customer }) => {
        const fields = customerSearchFields(customer ?? {});
        return {
          updateOne: {
            filter: { _id, ...missing },
            update: { $set: Object.fromEntries(Object.entries(fields).map(([key, value]) => [`customer.${key}`, value])) },
          },
        };
      }),
      { ordered: false },
    );
    filled += batch.length;
  }
}
