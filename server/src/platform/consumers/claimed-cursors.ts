import { ConsumerStateModel } from './consumer-state.model';

/**
 * Cursors that one loop moves for many lanes (e.g. every webhook endpoint, served by one delivery
 * loop under one lease): each lane keeps its own cursor document (`seq`, read with consumerCursors,
 * rewound with rewindConsumer), and the instance whose loop serves it claims it: `holder` names the
 * instance and `token` moves on with every claim and every rewind, so a write of a stale claim
 * (an instance that lost the loop's lease, a delivery in flight during a replay) fails, and its
 * writer claims again or lets go.
 */

/** Where a claimed cursor stands, and the token its writes are fenced with. */
export interface ClaimedCursor {
  seq: number;
  token: number;
}

const isDuplicateKey = (err: unknown) =>
  (err as { code?: unknown }).code === 11000 ||
  ((err as { writeErrors?: Array<{ code?: unknown }> }).writeErrors ?? []).every((error) => error.code === 11000);

/**
 * Claims the cursors for `instanceId`, creating each missing one at its start (`starts`: name to the
 * seq it starts after). Answers the claimed ones; a cursor another instance claimed in between is
 * left out (it serves it now).
 */
export async function claimCursors(starts: ReadonlyMap<string, number>, instanceId: string): Promise<Map<string, ClaimedCursor>> {
  const names = [...starts.keys()];
  if (names.length === 0) return new Map();
  await ConsumerStateModel.bulkWrite(
    names.map((name) => ({
      updateOne: { filter: { _id: name }, update: { $setOnInsert: { seq: starts.get(name)! } }, upsert: true },
    })),
    { ordered: false },
  ).catch((err: unknown) => {
    if (!isDuplicateKey(err)) throw err; // created by another claim at the same moment
  });
  await ConsumerStateModel.updateMany({ _id: { $in: names } }, { $set: { holder: instanceId }, $inc: { token: 1 } });
  const states = await ConsumerStateModel.find({ _id: { $in: names }, holder: instanceId }, { seq: 1, token: 1 }).lean();
  const claimed = new Map<string, ClaimedCursor>();
  for (const state of states) claimed.set(String(state._id), { seq: state.seq ?? starts.get(String(state._id))!, token: state.token });
  return claimed;
}

/** The names among `claims` whose cursor was rewound or claimed elsewhere since (or is gone): their claim is stale. */
export async function staleClaims(claims: ReadonlyMap<string, number>, instanceId: string): Promise<string[]> {
  if (claims.size === 0) return [];
  const states = await ConsumerStateModel.find({ _id: { $in: [...claims.keys()] } }, { holder: 1, token: 1 }).lean();
  const current = new Map(states.map((state) => [String(state._id), state]));
  return [...claims]
    .filter(([name, token]) => current.get(name)?.holder !== instanceId || current.get(name)?.token !== token)
    .map(([name]) => name);
}

/** Moves a claimed cursor forward to `seq`; false when the claim is stale (rewound, claimed elsewhere, forgotten). */
export async function advanceClaimedCursor(name: string, instanceId: string, token: number, seq: number): Promise<boolean> {
  const moved = await ConsumerStateModel.updateOne({ _id: name, holder: instanceId, token }, { $max: { seq } });
  return moved.matchedCount > 0;
}
