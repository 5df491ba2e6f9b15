import { feeLines } from '../index';

const amounts = (fees: { bottleDepositFee?: number; serviceFee?: number; deliveryFee?: number }) => ({
  bottleDepositFee: 0,
  serviceFee: 150,
  deliveryFee: 0,
  ...fees,
});

describe('feeLines', () => {
  it("lists a delivery's fees in checkout's order: bottle deposit, service fee, delivery fee", () => {
    expect(feeLines(amounts({ bottleDepositFee: 100, deliveryFee: 599 }), 'DELIVERY')).toEqual([
      { kind: 'bottleDeposit', amount: 100 },
      { kind: 'serviceFee', amount: 150 },
      { kind: 'deliveryFee', amount: 599 },
    ]);
  });

  it('leaves out what does not apply: delivery for a pickup, a bottle deposit without drinks', () => {
    expect(feeLines(amounts({}), 'PICKUP')).toEqual([{ kind: 'serviceFee', amount: 150 }]);
  });

  it('keeps a delivery that costs nothing (it applies, and the customer should see it is free)', () => {
    expect(feeLines(amounts({ deliveryFee: 0 }), 'DELIVERY').map((line) => line.kind)).toEqual(['serviceFee', 'deliveryFee']);
  });

  it('before the amounts are known, lists every fee the order type may have', () => {
    expect(feeLines(undefined, 'PICKUP')).toEqual([
      { kind: 'bottleDeposit', amount: undefined },
      { kind: 'serviceFee', amount: undefined },
    ]);
  });
});
