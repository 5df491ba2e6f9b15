import type { PromoCode, PromoRules } from '@pizza/shared';

import type { PromoCodeRecord } from './promo-code.model';

export type StoredPromo = PromoCodeRecord & { _id: unknown };

/** The rules as stored, in the shared shape (optional fields only when set, instants as ISO text). */
export function rulesOf(record: Pick<PromoCodeRecord, 'rules'>): PromoRules {
  // Every stored code has its rules (the create and update use cases write them whole).
  const r = record.rules!;
  return {
    description: r.description ?? '',
    kind: r.kind as PromoRules['kind'],
    amount: r.amount,
    ...(typeof r.maxDiscount === 'number' ? { maxDiscount: r.maxDiscount } : {}),
    minSubtotal: r.minSubtotal ?? 0,
    ...(r.validFrom ? { validFrom: r.validFrom.toISOString() } : {}),
    ...(r.validUntil ? { validUntil: r.validUntil.toISOString() } : {}),
    windows: (r.windows ?? []).map((w) => ({ days: w.days as PromoRules['windows'][number]['days'], from: w.from!, to: w.to! })),
    service: r.service as PromoRules['service'],
    firstOrderOnly: r.firstOrderOnly ?? false,
    categories: [...(r.categories ?? [])],
    menuItemIds: [...(r.menuItemIds ?? [])],
    discountsFees: r.discountsFees ?? false,
    ...(typeof r.totalUses === 'number' ? { totalUses: r.totalUses } : {}),
    ...(typeof r.usesPerCustomer === 'number' ? { usesPerCustomer: r.usesPerCustomer } : {}),
    active: r.active,
  };
}

/** The rules as they are stored: instants as dates, absent limits left out (so `$exists` reads "no limit"). */
export function storedRules(rules: PromoRules) {
  return {
    ...rules,
    ...(rules.validFrom ? { validFrom: new Date(rules.validFrom) } : {}),
    ...(rules.validUntil ? { validUntil: new Date(rules.validUntil) } : {}),
  };
}

export function toPromoDto(record: StoredPromo): PromoCode {
  return {
    promoId: String(record._id),
    code: record.code,
    rules: rulesOf(record),
    used: record.used,
    personal: Boolean(record.personalUserId),
    createdAt: record.createdAt.toISOString(),
  };
}
