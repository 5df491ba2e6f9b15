import { DAYS_OF_WEEK, type OrderType, TIME_ZONE } from './constants';
import { budapestDateOf, dayOfWeek } from './hours';
import type { Language } from './language';
import type { MessageParams } from './messages/format';
import { moneyParam } from './messages/params';
import { PROMO_MESSAGES, type PromoRefusal, type PromoRules, type PromoWindow } from './schemas/promo';

/*
 * The rules of a promo code (docs/product/promo-codes.md), pure so the quote, the placing
 * transaction and the tests judge a code the same way. The server supplies what it counted (uses,
 * the customer's earlier orders); the discount is whole forint and never more than what it applies to.
 */

/** A cart line as a code sees it. */
export interface PromoLine {
  menuItemId: string;
  category: string;
  /** The line's total (unit price with add-ons x quantity). */
  totalPrice: number;
}

export interface PromoFees {
  bottleDepositFee: number;
  serviceFee: number;
  deliveryFee: number;
}

export interface PromoContext {
  lines: readonly PromoLine[];
  orderType: OrderType;
  fees: PromoFees;
  /** The moment the code is judged: when the customer checks out or places (not an order for later's slot). */
  now: Date;
  /** The customer's orders placed before, cancelled ones not counted. */
  priorOrders: number;
  /** Uses taken by orders not cancelled or rejected, in all and by this customer. */
  used: number;
  usedByCustomer: number;
}

export type PromoVerdict = { ok: true; discount: number } | { ok: false; refusal: PromoRefusal; params: MessageParams };

const refuse = (refusal: PromoRefusal, params: MessageParams): PromoVerdict => ({ ok: false, refusal, params });

/** The lines a code's discount applies to: those of its categories and dishes, or all when it names none. */
export function eligibleLines<T extends PromoLine>(rules: Pick<PromoRules, 'categories' | 'menuItemIds'>, lines: readonly T[]): T[] {
  if (rules.categories.length === 0 && rules.menuItemIds.length === 0) return [...lines];
  return lines.filter((line) => rules.categories.includes(line.category) || rules.menuItemIds.includes(line.menuItemId));
}

/** Forint off: a fixed amount or a rounded percentage (capped), never more than the eligible lines (and fees, when it says so). */
export function promoDiscount(rules: PromoRules, lines: readonly PromoLine[], fees: PromoFees): number {
  const items = eligibleLines(rules, lines).reduce((sum, line) => sum + line.totalPrice, 0);
  const base = items + (rules.discountsFees ? fees.bottleDepositFee + fees.serviceFee + fees.deliveryFee : 0);
  const off = rules.kind === 'fixed' ? rules.amount : Math.round((base * rules.amount) / 100);
  const capped = rules.kind === 'percent' && rules.maxDiscount !== undefined ? Math.min(off, rules.maxDiscount) : off;
  return Math.max(0, Math.min(capped, base));
}

function minutesOfDay(instant: Date): number {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .split(':')
    .map(Number);
  return hours! * 60 + minutes!;
}

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Inside one of the windows, Budapest time (no windows: always). */
export function inPromoWindow(windows: readonly PromoWindow[], at: Date): boolean {
  if (windows.length === 0) return true;
  const day = dayOfWeek(budapestDateOf(at));
  const minute = minutesOfDay(at);
  return windows.some((window) => window.days.includes(day) && clockMinutes(window.from) <= minute && minute < clockMinutes(window.to));
}

/**
 * Whether the code applies to this order and, if so, its discount. The checks go from what the
 * customer cannot change (validity, time, service, first order, uses) to what they can (the cart).
 */
export function judgePromo(code: string, rules: PromoRules, context: PromoContext): PromoVerdict {
  const { now } = context;
  if (!rules.active) return refuse('inactive', { code });
  if (rules.validFrom && now < new Date(rules.validFrom)) return refuse('notYet', { code, when: whenParam(new Date(rules.validFrom)) });
  if (rules.validUntil && now >= new Date(rules.validUntil))
    return refuse('expired', { code, when: whenParam(new Date(rules.validUntil)) });
  if (!inPromoWindow(rules.windows, now)) return refuse('outsideWindow', { code, windows: windowsParam(rules.windows) });
  if (rules.service === 'PICKUP' && context.orderType !== 'PICKUP') return refuse('pickupOnly', { code });
  if (rules.service === 'DELIVERY' && context.orderType !== 'DELIVERY') return refuse('deliveryOnly', { code });
  if (rules.firstOrderOnly && context.priorOrders > 0) return refuse('firstOrderOnly', { code });
  if (rules.totalUses !== undefined && context.used >= rules.totalUses) return refuse('usedUp', { code });
  if (rules.usesPerCustomer !== undefined && context.usedByCustomer >= rules.usesPerCustomer) return refuse('usedByYou', { code });
  const subtotal = context.lines.reduce((sum, line) => sum + line.totalPrice, 0);
  if (subtotal < rules.minSubtotal) return refuse('minSubtotal', { code, amount: moneyParam(rules.minSubtotal) });
  if (eligibleLines(rules, context.lines).length === 0) return refuse('noEligibleItems', { code });
  return { ok: true, discount: promoDiscount(rules, context.lines, context.fees) };
}

/** The English sentence (the message id the server translates) of a refusal. */
export function promoRefusalMessage(refusal: PromoRefusal): string {
  return PROMO_MESSAGES[refusal];
}

const DAY_ABBREVIATIONS: Record<Language, readonly string[]> = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  hu: ['H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V'],
};
const EVERY_DAY: Record<Language, string> = { en: 'every day', hu: 'minden nap' };

/** 'Mon–Fri', 'Sat, Sun', 'Mon, Wed–Fri': runs of three or more days as a range. */
function daysText(days: readonly string[], language: Language): string {
  const indexes = DAYS_OF_WEEK.map((day, index) => (days.includes(day) ? index : -1)).filter((index) => index >= 0);
  if (indexes.length === 7) return EVERY_DAY[language];
  const names = DAY_ABBREVIATIONS[language];
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${names[run[0]!]}–${names[run.at(-1)!]}`] : run.map((index) => names[index]!)))
    .join(', ');
}

/** A code's time windows as each language reads them: 'Mon–Fri 11:00–14:00; Sat 12:00–15:00'. */
export function windowsParam(windows: readonly PromoWindow[]): Record<Language, string> {
  const text = (language: Language) => windows.map((window) => `${daysText(window.days, language)} ${window.from}–${window.to}`).join('; ');
  return { en: text('en'), hu: text('hu') };
}

/** A moment of a code's validity: '30 November 2026 at 23:59' / '2026. november 30. 23:59'. */
export function whenParam(instant: Date): Record<Language, string> {
  const options = {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  } as const;
  return { en: new Intl.DateTimeFormat('en-GB', options).format(instant), hu: new Intl.DateTimeFormat('hu-HU', options).format(instant) };
}
