/**
 * One instance's batched transactions (createBatchedTransactions, under the event log's
 * `transaction`) on the real embedded database: units that ask while a turn runs commit together in one transaction, numbers stay gap
 * free, a unit that fails after writing leaves nothing of its own behind and takes no other unit
 * down, a unit that cannot get a turn in time answers 503 without running, and a batch whose re-runs
 * outlast the limit answers 503 to the units it has not committed.
 */
import { model, Schema } from 'mongoose';

import { CounterModel, nextSequence } from '../../../db/counters';
import { inTransaction } from '../../../db/transaction';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createBatchedTransactions } from '../batched-transactions';

const NoteModel = model('TurnNote', new Schema({ _id: String, seq: Number }, { collection: 'turn_notes', versionKey: false }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** inTransaction, counting the transactions that committed. */
function countingTransactions() {
  const counted = { transactions: 0 };
  const transaction = async <T>(work: Parameters<typeof inTransaction<T>>[0]) => {
    const result = await inTransaction(work);
    counted.transactions += 1;
    return result;
  };
  return { counted, transaction };
}

describe('batched transactions', () => {
  it('when many units ask at once, then all commit with gap-free numbers in fewer transactions than units', async () => {
    const { counted, transaction } = countingTransactions();
    const inBatch = createBatchedTransactions({ transaction });
    const counter = `turns-batch-${Date.now()}`;
    const seqs = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        inBatch(async (session) => {
          const seq = await nextSequence(counter, session);
          await NoteModel.create([{ _id: `${counter}-${i}`, seq }], { session });
          return seq;
        }),
      ),
    );
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await NoteModel.countDocuments({ _id: { $regex: `^${counter}-` } })).toBe(40);
    expect(counted.transactions).toBeLessThan(40);
  });

  it('when one unit fails after writing, then its caller gets its error, none of its writes stay, and the others commit gap free', async () => {
    const inBatch = createBatchedTransactions();
    const counter = `turns-fail-${Date.now()}`;
    const unit = (i: number, fails: boolean) =>
      inBatch(async (session) => {
        const seq = await nextSequence(counter, session);
        await NoteModel.create([{ _id: `${counter}-${i}`, seq }], { session });
        if (fails) throw new Error(`unit ${i} found its read changed`);
        return seq;
      });
    const outcomes = await Promise.allSettled([unit(0, false), unit(1, false), unit(2, true), unit(3, false), unit(4, false)]);
    expect(outcomes[2]).toEqual({ status: 'rejected', reason: new Error('unit 2 found its read changed') });
    const committed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(committed.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(await NoteModel.exists({ _id: `${counter}-2` })).toBeNull();
    expect((await CounterModel.findById(counter).lean())?.seq).toBe(4);
  });

  it('when a turn does not come within the limit, then the waiter gets 503 and its work never runs, and those after it go on', async () => {
    const inBatch = createBatchedTransactions({ waitLimitMs: 100 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldStarted!: () => void;
    const started = new Promise<void>((resolve) => (heldStarted = resolve));
    const slow = inBatch(async () => {
      heldStarted();
      await held;
    });
    await started;
    const ran: string[] = [];
    const waiter = inBatch(async () => void ran.push('waiter'));
    await expect(waiter).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    const after = inBatch(async () => void ran.push('after'));
    release();
    await slow;
    await after;
    expect(ran).toEqual(['after']);
  });

  it('when a batch keeps starting over past its limit, then the units it has not committed answer 503 and write nothing', async () => {
    // Each failing unit starts a new transaction; the limit counts from the batch's start, not per transaction.
    let clock = 0;
    const inBatch = createBatchedTransactions({ batchLimitMs: 10_000, now: () => clock });
    const counter = `turns-limit-${Date.now()}`;
    const unit = (i: number, fails: boolean) =>
      inBatch(async (session) => {
        const seq = await nextSequence(counter, session);
        await NoteModel.create([{ _id: `${counter}-${i}`, seq }], { session });
        if (fails) {
          clock += 6_000;
          throw new Error(`unit ${i} found its read changed`);
        }
        return seq;
      });
    const outcomes = await Promise.allSettled([unit(0, true), unit(1, true), unit(2, false), unit(3, false)]);
    expect(outcomes[0]).toEqual({ status: 'rejected', reason: new Error('unit 0 found its read changed') });
    expect(outcomes[1]).toEqual({ status: 'rejected', reason: new Error('unit 1 found its read changed') });
    for (const outcome of outcomes.slice(2)) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { status: 503, code: 'SERVICE_UNAVAILABLE' } });
    }
    expect(await NoteModel.countDocuments({ _id: { $regex: `^${counter}-` } })).toBe(0);
    expect(await CounterModel.findById(counter).lean()).toBeNull();
  });
});
