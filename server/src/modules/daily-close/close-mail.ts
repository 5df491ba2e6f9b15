import { type BestSeller, formatMoney, type Language, type SalesReport, type Size } from '@pizza/shared';

import { type MailFact, renderMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

/*
 * The daily close mail to an owner, in their language (docs/product/reports.md#the-daily-close-mail):
 * the day's figures as the reports page counts them, the five best-selling dishes, and the day's
 * orders as CSV. Amounts in the shop's one money format.
 */

/** How many dishes the mail lists. */
export const CLOSE_MAIL_TOP_DISHES = 5;

interface CloseCopy {
  locale: string;
  subject(day: string, orders: number, revenue: string): string;
  subjectEmpty(day: string): string;
  title(day: string): string;
  noOrders(day: string): string;
  summary(orders: number, revenue: string): string;
  labels: {
    orders: string;
    revenue: string;
    items: string;
    deliveryFees: string;
    serviceFees: string;
    bottleDeposits: string;
    averageBasket: string;
    pickup: string;
    delivery: string;
    cash: string;
    card: string;
    rejected: string;
    cancelled: string;
    autoCancelled: string;
  };
  slice(orders: number, revenue: string): string;
  bestSellers: string;
  sizes: Record<Size, string>;
  footnote(file: string): string;
}

const COPY: Record<Language, CloseCopy> = {
  en: {
    locale: 'en-GB',
    subject: (day, orders, revenue) => `Daily close ${day}: ${orders} ${orders === 1 ? 'order' : 'orders'}, ${revenue}`,
    subjectEmpty: (day) => `Daily close ${day}: no orders`,
    title: (day) => `The day's close: ${day}`,
    noOrders: (day) => `No orders on ${day}.`,
    summary: (orders, revenue) => `${orders} ${orders === 1 ? 'order' : 'orders'}, ${revenue} in all.`,
    labels: {
      orders: 'Orders',
      revenue: 'Revenue',
      items: 'Items',
      deliveryFees: 'Delivery fees',
      serviceFees: 'Service fees',
      bottleDeposits: 'Bottle deposits',
      averageBasket: 'Average basket',
      pickup: 'Pickup',
      delivery: 'Delivery',
      cash: 'Cash',
      card: 'Card',
      rejected: 'Rejected',
      cancelled: 'Cancelled after acceptance',
      autoCancelled: 'Cancelled automatically (unanswered)',
    },
    slice: (orders, revenue) => `${orders} ${orders === 1 ? 'order' : 'orders'}, ${revenue}`,
    bestSellers: 'Best sellers',
    sizes: { REGULAR: 'Regular', MEDIUM: 'Medium', LARGE: 'Large' },
    footnote: (file) =>
      `The day's orders are attached (${file}), one row per order line. Cancelled orders are not counted in the revenue. You get this mail as an owner of the shop.`,
  },
  hu: {
    locale: 'hu-HU',
    subject: (day, orders, revenue) => `Napi zárás, ${day}: ${orders} rendelés, ${revenue}`,
    subjectEmpty: (day) => `Napi zárás, ${day}: nem volt rendelés`,
    title: (day) => `A nap zárása: ${day}`,
    noOrders: (day) => `Nem volt rendelés ezen a napon: ${day}.`,
    summary: (orders, revenue) => `${orders} rendelés, összesen ${revenue}.`,
    labels: {
      orders: 'Rendelések',
      revenue: 'Bevétel',
      items: 'Tételek',
      deliveryFees: 'Kiszállítási díjak',
      serviceFees: 'Szolgáltatási díjak',
      bottleDeposits: 'Palackbetétek',
      averageBasket: 'Átlagos kosár',
      pickup: 'Személyes átvétel',
      delivery: 'Kiszállítás',
      cash: 'Készpénz',
      card: 'Bankkártya',
      rejected: 'Elutasítva',
      cancelled: 'Lemondva elfogadás után',
      autoCancelled: 'Automatikusan lemondva (megválaszolatlan)',
    },
    slice: (orders, revenue) => `${orders} rendelés, ${revenue}`,
    bestSellers: 'Legkelendőbb ételek',
    sizes: { REGULAR: 'Normál', MEDIUM: 'Közepes', LARGE: 'Nagy' },
    footnote: (file) =>
      `A nap rendeléseit csatoltuk (${file}), rendelési tételenként egy sorban. A lemondott rendelések nem számítanak a bevételbe. Ezt a levelet az üzlet tulajdonosaként kapja.`,
  },
};

const languageOf = (language: string | undefined): Language => (language === 'hu' ? 'hu' : 'en');

/** 'Monday, 9 February 2026' / '2026. február 9., hétfő' for a 'YYYY-MM-DD' (a calendar day: no zone applies). */
function dayWords(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

function dishLabel(copy: CloseCopy, dish: BestSeller, language: Language): string {
  const name = language === 'hu' && dish.nameHu ? dish.nameHu : dish.name;
  const size = dish.size && dish.size !== 'REGULAR' && dish.size in copy.sizes ? ` (${copy.sizes[dish.size as Size]})` : '';
  return `${dish.quantity} × ${name}${size}`;
}

export interface CloseMail {
  to: string;
  /** The owner's language; absent: English. */
  language?: string;
  report: SalesReport;
  /** The day's orders as CSV, attached as `orders-<day>.csv`. */
  csv: Buffer;
}

export function closeMailFileName(day: string): string {
  return `orders-${day}.csv`;
}

export function dailyCloseEmail({ to, language: wanted, report, csv }: CloseMail): MailMessage {
  const language = languageOf(wanted);
  const copy = COPY[language];
  const money = (amount: number) => formatMoney(amount, language);
  const day = dayWords(report.from, copy.locale);
  const file = closeMailFileName(report.from);
  const ops = report.operations;
  const empty = report.orders === 0 && ops.placed === 0;
  const { labels } = copy;
  const facts: MailFact[] = [
    { label: labels.orders, value: String(report.orders) },
    { label: labels.revenue, value: money(report.revenue.total) },
    { label: labels.items, value: money(report.revenue.items) },
    { label: labels.deliveryFees, value: money(report.revenue.deliveryFees) },
    { label: labels.serviceFees, value: money(report.revenue.serviceFees) },
    { label: labels.bottleDeposits, value: money(report.revenue.bottleDeposits) },
    { label: labels.averageBasket, value: money(report.averageBasket) },
    { label: labels.pickup, value: copy.slice(report.byService.PICKUP.orders, money(report.byService.PICKUP.revenue)) },
    { label: labels.delivery, value: copy.slice(report.byService.DELIVERY.orders, money(report.byService.DELIVERY.revenue)) },
    { label: labels.cash, value: copy.slice(report.byPayment.CASH.orders, money(report.byPayment.CASH.revenue)) },
    { label: labels.card, value: copy.slice(report.byPayment.CARD.orders, money(report.byPayment.CARD.revenue)) },
    { label: labels.rejected, value: String(ops.rejected) },
    { label: labels.cancelled, value: String(ops.cancelled) },
    { label: labels.autoCancelled, value: String(ops.autoCancelled) },
  ];
  const dishes = report.bestSellers.dishesByQuantity.slice(0, CLOSE_MAIL_TOP_DISHES);
  const content = empty
    ? { title: copy.title(day), paragraphs: [copy.noOrders(day)], footnote: copy.footnote(file), language }
    : {
        title: copy.title(day),
        paragraphs: [copy.summary(report.orders, money(report.revenue.total))],
        facts,
        ...(dishes.length > 0
          ? {
              table: {
                heading: copy.bestSellers,
                rows: dishes.map((dish) => ({ label: dishLabel(copy, dish, language), amount: money(dish.revenue) })),
              },
            }
          : {}),
        footnote: copy.footnote(file),
        language,
      };
  return {
    to,
    subject: empty ? copy.subjectEmpty(day) : copy.subject(day, report.orders, money(report.revenue.total)),
    ...renderMail(content),
    attachments: [{ filename: file, content: csv, contentType: 'text/csv; charset=utf-8' }],
  };
}
