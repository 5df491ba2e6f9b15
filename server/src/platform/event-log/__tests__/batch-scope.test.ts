/**
 * What the units of one batch share (batch-scope.ts), on the real embedded database: a read made
 * once per attempt and again after a unit wrote it, numbers from one read of their counter that
 * stay gap-free when a unit fails and when another writer advanced the counter, inserts and
 * conditional updates written at the commit, and a conditional update that matches nothing failing
 * its own unit only.
 */
import { model, type ClientSession, Schema } from 'mongoose';

import { CounterModel, nextSequence } from '../../../db/counters';
import { inTransaction } from '../../../db/transaction';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { forgetRead, insertAtCommit, readOnce, takeNumber, updateAtCommit } from '../batch-scope';
import { createBatchedTransactions } from '../batched-transactions';

const ScopeNoteModel = model(
  'ScopeNote',
  new Schema({ _id: String, n: { type: Number, required: true }, state: String }, { collection: 'scope_notes', versionKey: false }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A batch runner whose first unit holds the turn until `release()`: what asks meanwhile shares the next batch. */
async function heldBatches() {
  const counted = { transactions: 0 };
  const inBatch = createBatchedTransactions({
    transaction: async (work) => {
      counted.transactions += 1;
      return inTransaction(work);
    },
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let running!: () => void;
  const started = new Promise<void>((resolve) => (running = resolve));
  const holder = inBatch(() => {
    running();
    return held;
  });
  await started;
  return { inBatch, counted, release, holder };
}

describe('batch scope', () => {
  it('when several units of one batch read the same key, then it is read once; after a unit forgets it, the next reads it again', async () => {
    const key = `scope-read-${Date.now()}`;
    await ScopeNoteModel.create({ _id: key, n: 1 });
    const { inBatch, release, holder } = await heldBatches();
    let loads = 0;
    const load = (session: ClientSession) => () => {
      loads += 1;
      return ScopeNoteModel.findById(key, null, { session }).lean();
    };
    const reader = () => inBatch(async (session) => (await readOnce(session, key, load(session)))?.n);
    const writer = () =>
      inBatch(async (session) => {
        await ScopeNoteModel.updateOne({ _id: key }, { $set: { n: 2 } }, { session });
        forgetRead(session, key);
        return 0;
      });
    const seen = Promise.all([reader(), reader(), writer(), reader()]);
    release();
    await holder;
    expect(await seen).toEqual([1, 1, 0, 2]);
    expect(loads).toBe(2);
  });

  it('when units of one batch take numbers and one of them fails, then the others get consecutive numbers and the counter has no gap', async () => {
    const counter = `scope-numbers-${Date.now()}`;
    await nextSequence(counter); // 1 taken before
    const { inBatch, counted, release, holder } = await heldBatches();
    const unit = (fails: boolean) =>
      inBatch(async (session) => {
        const n = await takeNumber(session, counter);
        if (fails) throw new Error('its read changed');
        return n;
      });
    const outcomes = Promise.allSettled([unit(false), unit(true), unit(false), unit(false)]);
    release();
    await holder;
    const settled = await outcomes;
    expect(settled[1]).toEqual({ status: 'rejected', reason: new Error('its read changed') });
    expect(settled.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))).toEqual([2, 3, 4]);
    expect((await CounterModel.findById(counter).lean())?.seq).toBe(4);
    expect(counted.transactions).toBe(1 + 2); // the holder's batch, then the batch that failed and its re-run
  });

  it('when another writer advances the counter after the batch read it, then the batch runs again and no number is handed out twice', async () => {
    const counter = `scope-race-${Date.now()}`;
    await nextSequence(counter);
    const inBatch = createBatchedTransactions();
    let runs = 0;
    const taken = await inBatch(async (session) => {
      runs += 1;
      const n = await takeNumber(session, counter);
      // Only on the first run: a transaction of its own takes the next number meanwhile, committing first.
      if (runs === 1) await nextSequence(counter);
      return n;
    });
    expect(runs).toBe(2);
    expect(taken).toBe(3);
    expect((await CounterModel.findById(counter).lean())?.seq).toBe(3);
  });

  it('when a unit stages an invalid insert, then that unit fails at once and the others commit their inserts', async () => {
    const prefix = `scope-insert-${Date.now()}`;
    const { inBatch, release, holder } = await heldBatches();
    const unit = (i: number, doc: object) =>
      inBatch((session) => insertAtCommit(session, ScopeNoteModel, { _id: `${prefix}-${i}`, ...doc }));
    const outcomes = Promise.allSettled([unit(0, { n: 1 }), unit(1, {}), unit(2, { n: 3 })]);
    release();
    await holder;
    expect((await outcomes).map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await ScopeNoteModel.find({ _id: { $regex: `^${prefix}-` } }, { n: 1 })
      .sort({ _id: 1 })
      .lean();
    expect(stored).toEqual([
      { _id: `${prefix}-0`, n: 1 },
      { _id: `${prefix}-2`, n: 3 },
    ]);
  });

  it('when one staged conditional update matches nothing, then only its unit fails with its own error and the others update', async () => {
    const prefix = `scope-update-${Date.now()}`;
    await ScopeNoteModel.create([0, 1, 2].map((i) => ({ _id: `${prefix}-${i}`, n: i, state: 'open' })));
    // The second unit read its note open before, but it was closed meanwhile (its condition no longer holds).
    await ScopeNoteModel.updateOne({ _id: `${prefix}-1` }, { $set: { state: 'closed' } });
    const { inBatch, counted, release, holder } = await heldBatches();
    const unit = (i: number) =>
      inBatch((session) =>
        updateAtCommit(
          session,
          ScopeNoteModel,
          { _id: `${prefix}-${i}`, state: 'open' },
          { $set: { state: 'done' } },
          () => new Error(`note ${i} changed meanwhile`),
        ),
      );
    const outcomes = Promise.allSettled([unit(0), unit(1), unit(2)]);
    release();
    await holder;
    expect((await outcomes)[1]).toEqual({ status: 'rejected', reason: new Error('note 1 changed meanwhile') });
    expect((await outcomes).map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const states = await ScopeNoteModel.find({ _id: { $regex: `^${prefix}-` } }, { state: 1 })
      .sort({ _id: 1 })
      .lean();
    expect(states.map((s) => s.state)).toEqual(['done', 'closed', 'done']);
    // The holder's batch; then the staged attempt, the attempt with updates at once, the one without the unit.
    expect(counted.transactions).toBe(1 + 3);
  });

  it('when a unit runs outside any batch, then each call does its work at once', async () => {
    const prefix = `scope-outside-${Date.now()}`;
    await inTransaction(async (session) => {
      await insertAtCommit(session, ScopeNoteModel, { _id: `${prefix}-0`, n: 1 });
      expect(await ScopeNoteModel.countDocuments({ _id: `${prefix}-0` }, { session })).toBe(1);
      await expect(
        updateAtCommit(session, ScopeNoteModel, { _id: `${prefix}-none` }, { $set: { n: 2 } }, () => new Error('no such note')),
      ).rejects.toThrow('no such note');
    });
  });
});
