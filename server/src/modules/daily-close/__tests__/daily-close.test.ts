/**
 * The daily close mail on the real app and the embedded database, with a clock the test moves:
 * orders placed through the API (sales, a rejected, a cancelled and an automatically cancelled
 * one), the day closes (at DAILY_CLOSE_AT without hours, at the end of the last range with them),
 * and every active owner gets exactly one mail in their language with the day's figures and CSV,
 * through second ticks, a restart, two instances at once and a claim whose holder died.
 */
import { formatMoney, ORDERS_CSV_COLUMNS, type Order, type RestaurantHours } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import { parse } from 'csv-parse/sync';
import request from 'supertest';

import { closeCollaborators, type Collaborators, createCollaborators } from '../../../composition';
import { fixedClock } from '../../../lib/clock';
import type { CapturedMail, Mailer } from '../../../lib/mailer';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { addSelectedAddress, budapestWinter, fillCart, placed, placeOrder, quoteOf, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { RestaurantModel, UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app';
import { closeDays, recordSentTo } from '../close-records';
import { DailyCloseModel } from '../daily-close.model';

// Tuesday 10 February 2026, 10:00 in Budapest (CET, UTC+1): the job's first run.
const clock = fixedClock(budapestWinter('2026-02-10', '10:00:00'));
let t: TestApp;
let staff: TestPrincipal;
let ownerEn: string;
let ownerHu: string;
const instances: Collaborators[] = [];

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true, deliveryRadiusM: 5000 }, $unset: { hours: 1 } });
  // The owners: the seeded one (no language chosen: English) and a Hungarian one. Neither the
  // manager (who works the board here) nor a deactivated owner gets the mail.
  staff = await createTestStaff('MANAGER');
  ownerEn = t.config.admin.email;
  const hu = await createTestStaff('OWNER', { name: 'Magyar Tulajdonos' });
  await UserModel.updateOne({ _id: hu.user.id }, { $set: { language: 'hu' } });
  ownerHu = hu.user.email;
  const gone = await createTestStaff('OWNER');
  await UserModel.updateOne({ _id: gone.user.id }, { $set: { active: false, deactivatedAt: clock.now() } });
});

afterAll(async () => {
  for (const instance of instances.splice(0)) await closeCollaborators(instance);
  await t.close();
});

beforeEach(() => t.deps.mailer.mailbox!.clear());

/** Another instance of the shop on the same database, as after a restart or beside this one (same mailbox). */
function anotherInstance(env: Record<string, string> = {}, mailer: Mailer = t.deps.mailer): Collaborators {
  const instance = createCollaborators(testConfig(env), t.logger, { clock, mailer });
  instances.push(instance);
  return instance;
}

/** The close mails captured so far, oldest first. */
const closeMails = (): CapturedMail[] =>
  t.deps.mailer
    .mailbox!.list()
    .filter((mail) => mail.attachments?.some((file) => /^orders-\d{4}-\d{2}-\d{2}\.csv$/.test(file.filename)))
    .reverse();

const recipients = () =>
  closeMails()
    .map((mail) => mail.to)
    .sort();
const bothOwners = () => [ownerEn, ownerHu].sort();
const mailTo = (to: string, mails = closeMails()) => mails.find((mail) => mail.to === to)!;

async function tickAt(instant: Date, ...jobs: Array<Collaborators['dailyClose']>) {
  clock.set(instant);
  await Promise.all((jobs.length > 0 ? jobs : [t.deps.dailyClose]).map((job) => job.tick()));
}

async function setHours(hours: Omit<RestaurantHours, 'timezone'> | undefined) {
  if (hours) await RestaurantModel.updateOne({ _id: 1 }, { $set: { hours: { timezone: 'Europe/Budapest', ...hours } } });
  else await RestaurantModel.updateOne({ _id: 1 }, { $unset: { hours: 1 } });
}

const setStatus = (orderId: string, status: string, body: object = {}) =>
  request(t.app).patch(`/api/orders/${orderId}/status`).query({ status }).set(bearer(staff.token)).send(body).expect(200);

async function order(lines: Parameters<typeof fillCart>[2], type: 'PICKUP' | 'DELIVERY' = 'PICKUP', payment: 'CASH' | 'CARD' = 'CASH') {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, lines);
  if (type === 'DELIVERY') await addSelectedAddress(t.app, customer.token);
  if (payment === 'CASH') return placed(t.app, customer.token, type);
  const quote = await quoteOf(t.app, customer.token, type);
  return (await placeOrder(t.app, customer.token, quote.orderId, type, { paymentMethod: 'CARD' }).expect(200)).body as Order;
}

describe('the first run', () => {
  it('when the job first runs after yesterday closed, then no mail goes for yesterday (no backlog)', async () => {
    await tickAt(budapestWinter('2026-02-10', '10:00:00'));
    expect(closeMails()).toEqual([]);
    expect(await DailyCloseModel.exists({ _id: '2026-02-09' })).toBeNull();
  });
});

describe('a day with orders, without opening hours (closes at DAILY_CLOSE_AT, 23:00 by default)', () => {
  const orders: Record<string, Order> = {};
  /** The mails of the close, kept for the tests that read them (the mailbox is emptied before each test). */
  let sent: CapturedMail[] = [];

  beforeAll(async () => {
    clock.set(budapestWinter('2026-02-10', '13:00:00'));
    // Sales: worked example (6397 + deposit 100 + service 150 = 6647) cash and card; 3 x Margarita
    // delivered (8697 + service 150 + delivery 599 after noon = 9446) cash.
    orders.cash = await order(WORKED_EXAMPLE);
    orders.card = await order(WORKED_EXAMPLE, 'PICKUP', 'CARD');
    orders.delivery = await order([{ menuItemId: 'PIZ_001', quantity: 3 }], 'DELIVERY');
    // Not sales: rejected while placed, cancelled after acceptance, cancelled by the server unanswered.
    orders.rejected = await order(WORKED_EXAMPLE);
    orders.cancelled = await order(WORKED_EXAMPLE);
    orders.unanswered = await order(WORKED_EXAMPLE);
    for (const accepted of [orders.cash, orders.card, orders.delivery, orders.cancelled]) await setStatus(accepted!.orderId, 'PREPARING');
    await setStatus(orders.rejected!.orderId, 'CANCELLED', { reason: 'too-busy' });
    await setStatus(orders.cancelled!.orderId, 'CANCELLED', { reason: 'sold-out' });
    clock.set(budapestWinter('2026-02-10', '13:16:00'));
    await t.deps.escalation.tick();
  });

  it('when 23:00 has not come, then no mail goes; at 23:00 each active owner gets one, nobody else', async () => {
    await tickAt(budapestWinter('2026-02-10', '22:59:00'));
    expect(closeMails()).toEqual([]);
    await tickAt(budapestWinter('2026-02-10', '23:00:00'));
    expect(recipients()).toEqual(bothOwners());
    sent = closeMails();
  });

  it('then the English mail has the figures: 3 sales, 22,740 in all, cancelled orders not counted', () => {
    const mail = mailTo(ownerEn, sent);
    // Amounts are written with a no-break space ('HUF 22,740'); read here as plain spaces.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(mail.subject)).toBe('Daily close Tuesday, 10 February 2026: 3 orders, HUF 22,740');
    const lines = plain(mail.text).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        "The day's close: Tuesday, 10 February 2026",
        'Orders: 3',
        'Revenue: HUF 22,740',
        'Items: HUF 21,491',
        'Delivery fees: HUF 599',
        'Service fees: HUF 450',
        'Bottle deposits: HUF 200',
        'Average basket: HUF 7,580',
        'Pickup: 2 orders, HUF 13,294',
        'Delivery: 1 order, HUF 9,446',
        'Cash: 2 orders, HUF 16,093',
        'Card: 1 order, HUF 6,647',
        'Rejected: 1',
        'Cancelled after acceptance: 1',
        'Cancelled automatically (unanswered): 1',
        // Best sellers by quantity: 4 cokes (2 x 699 twice), 3 Margaritas, 2 Pepperonis.
        'Best sellers',
        '4 × Coca-Cola 330 ml: HUF 2,796',
        '3 × Margarita (Medium): HUF 8,697',
        '2 × Pepperoni (Large): HUF 9,998',
      ]),
    );
    expect(plain(mail.html)).toContain('>HUF 22,740<');
  });

  it('then the Hungarian owner gets it in Hungarian, with Hungarian amounts', () => {
    const mail = mailTo(ownerHu, sent);
    const ft = (amount: number) => formatMoney(amount, 'hu');
    expect(mail.subject).toBe(`Napi zárás, 2026. február 10., kedd: 3 rendelés, ${ft(22_740)}`);
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Rendelések: 3',
        `Bevétel: ${ft(22_740)}`,
        `Átlagos kosár: ${ft(7_580)}`,
        `Személyes átvétel: 2 rendelés, ${ft(13_294)}`,
        `Kiszállítás: 1 rendelés, ${ft(9_446)}`,
        `Bankkártya: 1 rendelés, ${ft(6_647)}`,
        'Elutasítva: 1',
        `3 × Margarita (Közepes): ${ft(8_697)}`,
      ]),
    );
    expect(mail.html).toContain('lang="hu"');
  });

  it("then the day's orders are attached as CSV with the header and one row per line of each sale", () => {
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments!;
      expect(file).toMatchObject({ filename: 'orders-2026-02-10.csv', contentType: expect.stringMatching(/^text\/csv/) });
      expect(file!.content.startsWith('\uFEFF')).toBe(true);
      const rows = parse(file!.content, { bom: true }) as string[][];
      expect(rows[0]).toEqual([...ORDERS_CSV_COLUMNS]);
      const idColumn = ORDERS_CSV_COLUMNS.indexOf('orderId');
      const rowsOf = (placedOrder: Order) => rows.slice(1).filter((row) => row[idColumn] === placedOrder.orderId);
      expect(rowsOf(orders.cash!)).toHaveLength(2);
      expect(rowsOf(orders.card!)).toHaveLength(2);
      expect(rowsOf(orders.delivery!)).toHaveLength(1);
      expect(rowsOf(orders.delivery!)[0]![ORDERS_CSV_COLUMNS.indexOf('lineQuantity')]).toBe('3');
    }
  });

  it('when the job ticks again, and after a restart, then nobody gets a second mail', async () => {
    t.deps.mailer.mailbox!.clear();
    await tickAt(budapestWinter('2026-02-10', '23:01:00'));
    const restarted = anotherInstance();
    await tickAt(budapestWinter('2026-02-10', '23:30:00'), restarted.dailyClose);
    await restarted.dailyClose.start();
    await restarted.dailyClose.stop();
    await tickAt(budapestWinter('2026-02-11', '08:00:00'), restarted.dailyClose);
    expect(closeMails()).toEqual([]);
    const record = await DailyCloseModel.findById('2026-02-10').lean();
    expect(record).toMatchObject({ sentAt: budapestWinter('2026-02-10', '23:00:00'), claims: 1 });
    expect([...record!.sentTo!].sort()).toEqual(bothOwners());
  });
});

describe('a day without orders', () => {
  it('when two instances tick at the close together, then each owner gets one mail, saying there were no orders', async () => {
    const other = anotherInstance();
    const third = anotherInstance();
    await tickAt(budapestWinter('2026-02-11', '23:00:00'), t.deps.dailyClose, other.dailyClose, third.dailyClose);
    await tickAt(budapestWinter('2026-02-11', '23:00:30'), t.deps.dailyClose, other.dailyClose, third.dailyClose);
    expect(recipients()).toEqual(bothOwners());
    expect(mailTo(ownerEn).subject).toBe('Daily close Wednesday, 11 February 2026: no orders');
    expect(mailTo(ownerEn).text).toContain('No orders on Wednesday, 11 February 2026.');
    expect(mailTo(ownerHu).text).toContain('Nem volt rendelés ezen a napon: 2026. február 11., szerda.');
    const rows = parse(mailTo(ownerEn).attachments![0]!.content, { bom: true }) as string[][];
    expect(rows).toEqual([[...ORDERS_CSV_COLUMNS]]);
    // The captured mailbox lists the attachment too (GET /dev/mailbox), as text.
    const listed = (await request(t.app).get('/dev/mailbox').expect(200)).body as CapturedMail[];
    const [file] = listed.find((mail) => mail.to === ownerHu)!.attachments!;
    expect(file).toMatchObject({ filename: 'orders-2026-02-11.csv', contentType: 'text/csv; charset=utf-8' });
    expect(parse(file!.content, { bom: true })).toEqual([[...ORDERS_CSV_COLUMNS]]);
  });
});

describe('a day with opening hours', () => {
  afterAll(() => setHours(undefined));

  it('when the last range ends at 22:00, then the mail comes at 22:00, not before', async () => {
    // Thursday: pickup until 22:00, delivery until 21:00.
    await setHours({
      pickup: [{ dayOfWeek: 'Thursday', opens: '11:00', closes: '22:00' }],
      delivery: [{ dayOfWeek: 'Thursday', opens: '11:00', closes: '21:00' }],
      special: [],
    });
    await tickAt(budapestWinter('2026-02-12', '21:59:00'));
    expect(closeMails()).toEqual([]);
    await tickAt(budapestWinter('2026-02-12', '22:00:00'));
    expect(recipients()).toEqual(bothOwners());
    expect(mailTo(ownerEn).attachments![0]!.filename).toBe('orders-2026-02-12.csv');
  });

  it('when a range runs past midnight, then the day closes at its end the next morning', async () => {
    // Friday 18:00 to Saturday 01:00; Saturday itself has no range (closes at DAILY_CLOSE_AT).
    await setHours({ pickup: [{ dayOfWeek: 'Friday', opens: '18:00', closes: '01:00' }], delivery: [], special: [] });
    await tickAt(budapestWinter('2026-02-13', '23:30:00'));
    await tickAt(budapestWinter('2026-02-14', '00:59:00'));
    expect(closeMails()).toEqual([]);
    await tickAt(budapestWinter('2026-02-14', '01:00:00'));
    expect(recipients()).toEqual(bothOwners());
    expect(closeMails().map((mail) => mail.attachments![0]!.filename)).toEqual(['orders-2026-02-13.csv', 'orders-2026-02-13.csv']);
  });

  it('when a special day closes early, then that day closes at the end of its range', async () => {
    await setHours({
      pickup: [{ dayOfWeek: 'Sunday', opens: '11:00', closes: '22:00' }],
      delivery: [],
      special: [{ date: '2026-02-15', ranges: [{ opens: '11:00', closes: '15:00' }] }],
    });
    await tickAt(budapestWinter('2026-02-15', '14:59:00'));
    expect(closeMails().filter((mail) => mail.attachments![0]!.filename === 'orders-2026-02-15.csv')).toEqual([]);
    await tickAt(budapestWinter('2026-02-15', '15:00:00'));
    expect(
      closeMails()
        .filter((mail) => mail.attachments![0]!.filename === 'orders-2026-02-15.csv')
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(bothOwners());
  });
});

describe('DAILY_CLOSE_AT', () => {
  it('when it is set to 21:30 and the shop has no hours, then the day closes at 21:30', async () => {
    const shop = anotherInstance({ DAILY_CLOSE_AT: '21:30' });
    await tickAt(budapestWinter('2026-02-16', '21:29:00'), shop.dailyClose);
    expect(closeMails()).toEqual([]);
    await tickAt(budapestWinter('2026-02-16', '21:30:00'), shop.dailyClose);
    expect(recipients()).toEqual(bothOwners());
  });
});

describe('a sender that dies', () => {
  it('when an instance claimed the day and died before sending, then the day is sent once its claim lapses', async () => {
    const close = budapestWinter('2026-02-17', '23:00:00');
    // The dead instance's claim: a 5-minute lease, as the job takes.
    expect(await closeDays.claim('2026-02-17', 'dead-instance', close, new Date(close.getTime() + 5 * 60_000))).not.toBeNull();
    await tickAt(budapestWinter('2026-02-17', '23:04:00'));
    expect(closeMails()).toEqual([]);
    await tickAt(budapestWinter('2026-02-17', '23:05:00'));
    expect(recipients()).toEqual(bothOwners());
  });

  it('when it died after mailing one owner, then the retry mails only the other', async () => {
    const close = budapestWinter('2026-02-18', '23:00:00');
    const claim = await closeDays.claim('2026-02-18', 'dead-instance', close, new Date(close.getTime() + 5 * 60_000));
    await recordSentTo(claim!, ownerEn);
    await tickAt(budapestWinter('2026-02-18', '23:05:00'));
    expect(recipients()).toEqual([ownerHu]);
  });

  it('when the mail server fails, then the day is tried again later and each owner still gets one mail', async () => {
    // The first send is refused; the rest go through to the captured mailbox.
    let failures = 1;
    const flaky: Mailer = {
      send: async (message) => {
        if (failures-- > 0) throw new Error('421 try again later');
        await t.deps.mailer.send(message);
      },
    };
    const shop = anotherInstance({}, flaky);
    await tickAt(budapestWinter('2026-02-19', '23:00:00'), shop.dailyClose);
    expect(closeMails()).toEqual([]);
    await tickAt(budapestWinter('2026-02-19', '23:09:00'), shop.dailyClose);
    expect(closeMails()).toEqual([]);
    // Ten minutes after the failure.
    await tickAt(budapestWinter('2026-02-19', '23:10:00'), shop.dailyClose);
    expect(recipients()).toEqual(bothOwners());
  });
});
