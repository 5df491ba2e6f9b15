import {
  budapestInstant,
  type PromoCode,
  promoCodeTextSchema,
  type PromoRules,
  promoRulesSchema,
  type PromoWindow,
  TIME_ZONE,
} from '@pizza/shared';

/*
 * The create/edit form's draft: what the inputs hold (numbers and date-times as typed), and the
 * rules it stands for (docs/product/promo-codes.md#making-a-code-board--promo-codes). The shared
 * schema judges the rules here as the server will, so mistakes show at their field before a save.
 */
export interface PromoDraft {
  code: string;
  description: string;
  kind: PromoRules['kind'];
  amount: string;
  maxDiscount: string;
  minSubtotal: string;
  /** 'YYYY-MM-DDTHH:mm' in Budapest time (a datetime-local input), '' for open. */
  validFrom: string;
  validUntil: string;
  windows: PromoWindow[];
  service: PromoRules['service'];
  firstOrderOnly: boolean;
  categories: string[];
  menuItemIds: string[];
  discountsFees: boolean;
  totalUses: string;
  usesPerCustomer: string;
  active: boolean;
}

export const NEW_WINDOW: PromoWindow = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], from: '11:00', to: '14:00' };

export const EMPTY_DRAFT: PromoDraft = {
  code: '',
  description: '',
  kind: 'percent',
  amount: '',
  maxDiscount: '',
  minSubtotal: '0',
  validFrom: '',
  validUntil: '',
  windows: [],
  service: 'ANY',
  firstOrderOnly: false,
  categories: [],
  menuItemIds: [],
  discountsFees: false,
  totalUses: '',
  usesPerCustomer: '',
  active: true,
};

const budapestParts = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a datetime-local input shows it, in Budapest time ('2026-12-01T00:00'). */
export function toBudapestLocal(iso: string | undefined): string {
  return iso ? budapestParts.format(new Date(iso)).replace(' ', 'T') : '';
}

/** A datetime-local value read as Budapest time; '' is open (no bound). */
function fromBudapestLocal(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return value === '' ? undefined : value;
  return budapestInstant(value.slice(0, 10), value.slice(11, 16)).toISOString();
}

/** An empty input is "not set"; anything else a number (NaN when it is not one, which the schema names). */
const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));
const requiredNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function draftOf(promo: PromoCode): PromoDraft {
  const { rules } = promo;
  return {
    code: promo.code,
    description: rules.description,
    kind: rules.kind,
    amount: String(rules.amount),
    maxDiscount: rules.maxDiscount === undefined ? '' : String(rules.maxDiscount),
    minSubtotal: String(rules.minSubtotal),
    validFrom: toBudapestLocal(rules.validFrom),
    validUntil: toBudapestLocal(rules.validUntil),
    windows: rules.windows,
    service: rules.service,
    firstOrderOnly: rules.firstOrderOnly,
    categories: rules.categories,
    menuItemIds: rules.menuItemIds,
    discountsFees: rules.discountsFees,
    totalUses: rules.totalUses === undefined ? '' : String(rules.totalUses),
    usesPerCustomer: rules.usesPerCustomer === undefined ? '' : String(rules.usesPerCustomer),
    active: rules.active,
  };
}

/** The rules the draft stands for, with undefined fields left out (the server's schema is strict). */
export function rulesOf(draft: PromoDraft): Record<string, unknown> {
  const rules: Record<string, unknown> = {
    description: draft.description,
    kind: draft.kind,
    amount: requiredNumber(draft.amount),
    maxDiscount: draft.kind === 'percent' ? optionalNumber(draft.maxDiscount) : undefined,
    minSubtotal: draft.minSubtotal.trim() === '' ? 0 : Number(draft.minSubtotal),
    validFrom: fromBudapestLocal(draft.validFrom),
    validUntil: fromBudapestLocal(draft.validUntil),
    windows: draft.windows,
    service: draft.service,
    firstOrderOnly: draft.firstOrderOnly,
    categories: draft.categories,
    menuItemIds: draft.menuItemIds,
    discountsFees: draft.discountsFees,
    totalUses: optionalNumber(draft.totalUses),
    usesPerCustomer: optionalNumber(draft.usesPerCustomer),
    active: draft.active,
  };
  return Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined));
}

/** The draft judged: the rules to send, or the English messages by field path ("amount", "windows.0.to", "code"). */
export function judgeDraft(draft: PromoDraft, creating: boolean): { rules?: PromoRules; code?: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  let code: string | undefined;
  if (creating && draft.code.trim() !== '') {
    const parsed = promoCodeTextSchema.safeParse(draft.code);
    if (parsed.success) code = parsed.data;
    else errors.code = parsed.error.issues[0]!.message;
  }
  const parsed = promoRulesSchema.safeParse(rulesOf(draft));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
  return { rules: parsed.success ? parsed.data : undefined, code, errors };
}
