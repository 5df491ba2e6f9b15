import { ORDER_SEARCH_PAGE_SIZE, type OrderSearchPage, type OrderSearchQuery, REPORT_MESSAGES } from '@pizza/shared';

import { badRequest } from '../../../lib/errors';
import { findAccountByEmail } from '../../users';
import { type StoredOrder, toOrderDto } from '../order-view';
import { OrderModel } from '../orders.model';
import { budapestDaysFrom } from './budapest-days';
import { foldName, PHONE_DIGITS } from './search-fields';

/*
 * The board's order search (docs/product/reports.md#order-search): every filter given must hold,
 * newest first, a page at a time with the total. What `q` is decides the one field it is matched on,
 * each with an index: an order number (the day's sequence), a phone (its last nine digits), an
 * e-mail (the customer account, then its orders) or else a part of the name.
 */

type Filter = Record<string, unknown>;

/** 42, #42, #0042, #Order-0042: the number of the day, as the board shows it. */
const ORDER_NUMBER = /^#?(?:order-?)?(\d{1,6})$/i;
/** Digits with the usual separators and an optional leading +: (+36) 30/123-45.67. */
const PHONE = /^\+?[\d\s\-/.()]+$/;
/** Fewer digits than this is no phone number (part of one would match too much). */
const MIN_PHONE_DIGITS = 7;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `q` as one filter on the orders, or null when nothing can match (an e-mail without an account). */
async function textFilter(q: string): Promise<Filter | null> {
  const number = ORDER_NUMBER.exec(q);
  if (number) return { orderSequence: Number(number[1]) };
  const digits = q.replace(/\D/g, '');
  if (PHONE.test(q) && digits.length >= MIN_PHONE_DIGITS) {
    // A whole number meets the index; a shorter tail matches the end of the stored digits.
    if (digits.length >= PHONE_DIGITS) return { 'customer.phoneDigits': digits.slice(-PHONE_DIGITS) };
    return { 'customer.phoneDigits': { $regex: `${digits}$` } };
  }
  if (q.includes('@')) {
    const account = await findAccountByEmail(q.toLowerCase());
    return account ? { userId: account.id } : null;
  }
  // Folded like the stored name, and escaped: what staff type is text, never a pattern.
  return { 'customer.nameFolded': { $regex: escapeRegex(foldName(q)) } };
}

/** The Budapest days of the range as the orders' `sequenceDay` (the day each was placed, indexed). */
function dayFilter(from: string | undefined, to: string | undefined): Filter {
  if (from && to && to < from) throw badRequest(REPORT_MESSAGES.backwards);
  if (from && to) {
    const days = budapestDaysFrom(from, to);
    if (days) return { sequenceDay: { $in: days } };
  }
  if (!from && !to) return {};
  return { sequenceDay: { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) } };
}

/**
 * One page of the placed orders matching every filter given, newest first, as the board shows them
 * (with their status history); drafts are never found.
 */
export async function searchOrders(query: OrderSearchQuery): Promise<OrderSearchPage> {
  const { q, from, to, status, service, page } = query;
  const empty: OrderSearchPage = { orders: [], total: 0, page, pageSize: ORDER_SEARCH_PAGE_SIZE };
  const range = dayFilter(from, to);
  const text = q ? await textFilter(q) : {};
  if (!text || status === 'PENDING') return empty;
  const filter: Filter = {
    ...text,
    ...range,
    status: status ?? { $ne: 'PENDING' },
    ...(service ? { orderType: service } : {}),
  };
  const [orders, total] = await Promise.all([
    OrderModel.find(filter)
      .sort({ placedAt: -1, _id: -1 })
      .skip((page - 1) * ORDER_SEARCH_PAGE_SIZE)
      .limit(ORDER_SEARCH_PAGE_SIZE)
      .lean<StoredOrder[]>(),
    OrderModel.countDocuments(filter),
  ]);
  return { orders: orders.map(toOrderDto), total, page, pageSize: ORDER_SEARCH_PAGE_SIZE };
}
