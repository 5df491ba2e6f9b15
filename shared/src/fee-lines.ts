import type { OrderType } from './constants';

/** The fees of a quote or an order, in the one order every screen and mail lists them (checkout's). */
export const FEE_KINDS = ['bottleDeposit', 'serviceFee', 'deliveryFee'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

interface FeeAmounts {
  bottleDepositFee: number;
  serviceFee: number;
  deliveryFee: number;
}

const AMOUNT_OF: Record<FeeKind, keyof FeeAmounts> = {
  bottleDeposit: 'bottleDepositFee',
  serviceFee: 'serviceFee',
  deliveryFee: 'deliveryFee',
};

export interface FeeLine {
  kind: FeeKind;
  /** Undefined while the amounts are not known yet (a quote on its way). */
  amount: number | undefined;
}

/**
 * The fee lines to show between the items and the total: checkout, the order page and the mails
 * list the same ones in the same order. A fee that does not apply is left out: delivery for a
 * pickup, a bottle deposit without drinks, any other fee of 0 (a delivery that costs 0 still says so).
 * Before the amounts are known, every fee the order type may have is listed.
 */
export function feeLines(amounts: FeeAmounts | undefined, orderType: OrderType): FeeLine[] {
  return FEE_KINDS.filter((kind) => kind !== 'deliveryFee' || orderType === 'DELIVERY')
    .map((kind) => ({ kind, amount: amounts?.[AMOUNT_OF[kind]] }))
    .filter(({ kind, amount }) => amount === undefined || amount > 0 || kind === 'deliveryFee');
}
