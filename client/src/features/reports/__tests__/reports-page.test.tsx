import '../../../test/setup';
import type { SalesReport } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { recordDownloads } from '../../../test/downloads';
import {
  emptyReport,
  fakeReportsServer,
  hours,
  rangeOf,
  renderReports,
  requestsTo,
  resetReportsState,
  setClock,
  textOf,
} from './reports-support';

beforeEach(() => resetReportsState());
afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await changeLanguage('en');
});

const SALES = '/api/admin/reports/sales';

/**
 * The week of the autumn clock change (Monday 19 to Sunday 25 October 2026), written by hand so
 * that its parts add up: 11 sales of 48,370 Ft (after 1,600 Ft of discounts), 3 more orders cancelled.
 */
function weekReport(): SalesReport {
  return {
    ...emptyReport('2026-10-19', '2026-10-25'),
    revenue: { total: 48_370, items: 46_570, deliveryFees: 2_400, serviceFees: 600, bottleDeposits: 400, discounts: 1_600 },
    promoCodes: [
      { code: 'LUNCH20', redemptions: 3, discount: 1_200 },
      { code: 'LOYALTY', redemptions: 1, discount: 400 },
    ],
    orders: 11,
    averageBasket: 4_397,
    byService: { PICKUP: { orders: 4, revenue: 15_960 }, DELIVERY: { orders: 7, revenue: 32_410 } },
    byPayment: { CASH: { orders: 5, revenue: 20_150 }, CARD: { orders: 6, revenue: 28_220 } },
    byHour: hours({ 12: { orders: 2, revenue: 7_980 }, 18: { orders: 6, revenue: 27_430 }, 19: { orders: 3, revenue: 12_960 } }),
    byDay: [
      { day: '2026-10-19', orders: 0, revenue: 0 },
      { day: '2026-10-20', orders: 2, revenue: 8_190 },
      { day: '2026-10-21', orders: 0, revenue: 0 },
      { day: '2026-10-22', orders: 3, revenue: 12_870 },
      { day: '2026-10-23', orders: 1, revenue: 3_990 },
      { day: '2026-10-24', orders: 3, revenue: 13_330 },
      { day: '2026-10-25', orders: 2, revenue: 9_990 },
    ],
    heatmap: [
      { weekday: 2, hour: 18, orders: 2 },
      { weekday: 4, hour: 18, orders: 3 },
      { weekday: 5, hour: 12, orders: 1 },
      { weekday: 6, hour: 19, orders: 3 },
      { weekday: 7, hour: 12, orders: 1 },
      { weekday: 7, hour: 18, orders: 1 },
    ],
    bestSellers: {
      dishesByQuantity: [
        { id: 'item-margherita-l', name: 'Margherita', nameHu: 'Margarita', size: 'LARGE', quantity: 7, revenue: 27_930 },
        { id: 'item-diavola-m', name: 'Diavola', size: 'MEDIUM', quantity: 4, revenue: 13_960 },
      ],
      dishesByRevenue: [
        { id: 'item-margherita-l', name: 'Margherita', nameHu: 'Margarita', size: 'LARGE', quantity: 7, revenue: 27_930 },
        { id: 'item-diavola-m', name: 'Diavola', size: 'MEDIUM', quantity: 4, revenue: 13_960 },
      ],
      addOnsByQuantity: [{ id: 'extra-cheese', name: 'Extra cheese', nameHu: 'Extra sajt', quantity: 5, revenue: 1_500 }],
      addOnsByRevenue: [{ id: 'extra-cheese', name: 'Extra cheese', nameHu: 'Extra sajt', quantity: 5, revenue: 1_500 }],
    },
    operations: {
      placed: 14,
      acceptSeconds: { average: 150, p90: 361 },
      etaHeld: { held: 7, measured: 9 },
      rejected: 1,
      cancelled: 1,
      autoCancelled: 1,
      pausedMinutes: 35,
      busyMinutes: 90,
    },
    customers: { new: 4, returning: 3, ordersPerCustomer: 1.57 },
  };
}

const WEEK = '/admin/reports?from=2026-10-19&to=2026-10-25';
const location = () => screen.getByTestId('location').textContent;
const region = (name: string) => screen.getByRole('region', { name });
/** A card's or panel's figures: each name with its value, as read. */
const factsOf = (element: HTMLElement) =>
  Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s+/g, ' ')]),
  );
/** A table's rows as the text of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ')));

describe('the reports page: the range', () => {
  it('when the page is opened without days, then it asks for today in Budapest (already Monday there, Sunday in UTC) and Today is pressed', async () => {
    setClock('2026-10-25T23:30:00Z');
    const { sent } = renderReports(fakeReportsServer());
    expect(await screen.findByText('No orders in this range.')).toBeInTheDocument();
    expect(requestsTo(sent, SALES).map(rangeOf)).toEqual([{ from: '2026-10-26', to: '2026-10-26' }]);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: '26 Oct 2026' })).toBeInTheDocument();
  });

  it('when a preset is pressed, then its Budapest days are asked for and put in the address', async () => {
    setClock('2026-10-25T23:30:00Z');
    const user = userEvent.setup();
    const { sent } = renderReports(fakeReportsServer());
    await screen.findByText('No orders in this range.');

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(location()).toBe('/admin/reports?from=2026-10-25&to=2026-10-25'));
    await waitFor(() => expect(rangeOf(requestsTo(sent, SALES).at(-1))).toEqual({ from: '2026-10-25', to: '2026-10-25' }));
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(location()).toBe('/admin/reports?from=2026-10-01&to=2026-10-26'));
    await waitFor(() => expect(rangeOf(requestsTo(sent, SALES).at(-1))).toEqual({ from: '2026-10-01', to: '2026-10-26' }));
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-26');
  });

  it('when a shared link names days, then the first request asks for them, the fields show them and the matching preset is pressed', async () => {
    setClock('2026-10-25T22:30:00Z');
    const { sent } = renderReports(fakeReportsServer({ report: weekReport() }), WEEK);
    await screen.findByRole('region', { name: 'Revenue' });
    expect(requestsTo(sent, SALES).map(rangeOf)).toEqual([{ from: '2026-10-19', to: '2026-10-25' }]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-19');
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-25');
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: '19\u2009–\u200925 Oct 2026' })).toBeInTheDocument();
  });

  it('when two days are chosen and Show pressed, then they are asked for; days the wrong way round are refused before sending', async () => {
    setClock('2026-10-25T22:30:00Z');
    const user = userEvent.setup();
    const { sent } = renderReports(fakeReportsServer());
    await screen.findByText('No orders in this range.');

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-20');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-02');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The last day is before the first.');
    expect(screen.getByLabelText('To')).toHaveFocus();
    expect(requestsTo(sent, SALES)).toHaveLength(1);

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-22');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(location()).toBe('/admin/reports?from=2026-10-20&to=2026-10-22'));
    await waitFor(() => expect(rangeOf(requestsTo(sent, SALES).at(-1))).toEqual({ from: '2026-10-20', to: '2026-10-22' }));
    expect(screen.getByRole('heading', { level: 2, name: '20\u2009–\u200922 Oct 2026' })).toBeInTheDocument();
    for (const preset of ['Today', 'Yesterday', 'This week', 'This month'])
      expect(screen.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the reports page: the figures', () => {
  beforeEach(() => setClock('2026-10-25T22:30:00Z'));

  it("when the report arrives, then the cards show its revenue with the parts, orders, average basket, services and payments in the shop's money format", async () => {
    renderReports(fakeReportsServer({ report: weekReport() }), WEEK);
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    expect(within(revenue).getByText('HUF 48,370')).toBeInTheDocument();
    expect(factsOf(revenue)).toEqual({
      Items: 'HUF 46,570',
      'Delivery fees': 'HUF 2,400',
      'Service fees': 'HUF 600',
      'Bottle deposits': 'HUF 400',
      'Discounts given': '−HUF 1,600',
    });
    expect(within(region('Orders')).getByText('11')).toBeInTheDocument();
    expect(within(region('Average basket')).getByText('HUF 4,397')).toBeInTheDocument();
    expect(factsOf(region('Pickup and delivery'))).toEqual({ Pickup: '4 orders · HUF 15,960', Delivery: '7 orders · HUF 32,410' });
    expect(factsOf(region('Cash and card'))).toEqual({ Cash: '5 orders · HUF 20,150', Card: '6 orders · HUF 28,220' });
  });

  it('when the report arrives, then each chart has its numbers as a table: every hour, every day of the range', async () => {
    renderReports(fakeReportsServer({ report: weekReport() }), WEEK);
    const byHour = await screen.findByRole('table', { name: 'Orders and revenue by hour of day, as a table' });
    const hourRows = rowsOf(byHour);
    expect(hourRows[0]).toEqual(['Hour', 'Orders', 'Revenue']);
    expect(hourRows).toHaveLength(25);
    expect(hourRows[1]).toEqual(['00:00', '0', 'HUF 0']);
    expect(hourRows[13]).toEqual(['12:00', '2', 'HUF 7,980']);
    expect(hourRows[19]).toEqual(['18:00', '6', 'HUF 27,430']);
    expect(hourRows[20]).toEqual(['19:00', '3', 'HUF 12,960']);

    expect(rowsOf(screen.getByRole('table', { name: 'Orders and revenue by day, as a table' }))).toEqual([
      ['Day', 'Orders', 'Revenue'],
      ['19 Oct', '0', 'HUF 0'],
      ['20 Oct', '2', 'HUF 8,190'],
      ['21 Oct', '0', 'HUF 0'],
      ['22 Oct', '3', 'HUF 12,870'],
      ['23 Oct', '1', 'HUF 3,990'],
      ['24 Oct', '3', 'HUF 13,330'],
      ['25 Oct', '2', 'HUF 9,990'],
    ]);
    const toggle = within(region('Orders and revenue by day')).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(region('Orders and revenue by day')).getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('when the report arrives, then the heatmap is a table of weekdays by hour holding each cell’s orders', async () => {
    renderReports(fakeReportsServer({ report: weekReport() }), WEEK);
    const heatmap = await screen.findByRole('table', { name: 'Orders by weekday and hour' });
    const rows = rowsOf(heatmap);
    expect(rows).toHaveLength(8);
    // A corner cell, then the hours: '18' on screen, '18:00' for a screen reader.
    expect(rows[0]).toHaveLength(25);
    expect(rows[0]?.[19]).toBe('1818:00');
    const row = (weekday: string) => rows.find((cells) => cells[0] === weekday)!;
    // Columns: the weekday, then hours 0..23 (hour h is at index h + 1).
    expect(row('Tue')[19]).toBe('2');
    expect(row('Thu')[19]).toBe('3');
    expect(row('Fri')[13]).toBe('1');
    expect(row('Sat')[20]).toBe('3');
    expect([row('Sun')[13], row('Sun')[19]]).toEqual(['1', '1']);
    expect(
      row('Mon')
        .slice(1)
        .every((cell) => cell === '0'),
    ).toBe(true);
    const total = rows.slice(1).reduce((sum, cells) => sum + cells.slice(1).reduce((part, cell) => part + Number(cell), 0), 0);
    expect(total).toBe(11);
  });

  it('when the report arrives, then best sellers, operations and customers show its figures', async () => {
    renderReports(fakeReportsServer({ report: weekReport() }), WEEK);
    expect(rowsOf(await screen.findByRole('table', { name: 'Dishes by quantity' }))).toEqual([
      ['Dish', 'Size', 'Quantity', 'Revenue'],
      ['Margherita', 'Large', '7', 'HUF 27,930'],
      ['Diavola', 'Medium', '4', 'HUF 13,960'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Add-ons by revenue' }))).toEqual([
      ['Add-on', 'Quantity', 'Revenue'],
      ['Extra cheese', '5', 'HUF 1,500'],
    ]);
    expect(factsOf(region('Operations'))).toEqual({
      'Orders placed': '14',
      'Time to accept, average': '2.5 min',
      'Time to accept, 90th percentile': '6.0 min',
      'Ready by the estimate': '7 of 9 (78%)',
      Rejected: '1',
      'Cancelled after accepting': '1',
      'Cancelled automatically (not accepted in time)': '1',
      Paused: '35 min',
      'In busy mode': '90 min',
    });
    expect(factsOf(region('Customers'))).toEqual({ 'New customers': '4', 'Returning customers': '3', 'Orders per customer': '1.57' });
  });

  it('when sales used promo codes, then the promo codes table names each code with its orders and the forint it gave, loyalty rewards together', async () => {
    renderReports(fakeReportsServer({ report: weekReport() }), WEEK);
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    expect(rowsOf(table)).toEqual([
      ['Code', 'Orders', 'Discount given'],
      ['LUNCH20', '3', 'HUF 1,200'],
      ['Loyalty rewards', '1', 'HUF 400'],
    ]);
  });

  it('when no sale used a code, then the promo codes panel says so instead of an empty table', async () => {
    const report = { ...weekReport(), promoCodes: [] };
    renderReports(fakeReportsServer({ report }), WEEK);
    const panel = await screen.findByRole('region', { name: 'Promo codes' });
    expect(within(panel).getByText('No promo code was used in this range.')).toBeInTheDocument();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
  });

  it('when the page is in Hungarian, then the words, the money, the dates and the dish names are too', async () => {
    // As the language menu does: the Hungarian core catalogue (sizes…) loads too.
    await changeLanguage('hu');
    renderReports(fakeReportsServer({ report: weekReport() }), WEEK);
    const revenue = await screen.findByRole('region', { name: 'Bevétel' });
    expect(within(revenue).getByText('48 370 Ft')).toBeInTheDocument();
    expect(factsOf(revenue)['Adott kedvezmények']).toBe('−1 600 Ft');
    expect(rowsOf(screen.getByRole('table', { name: 'Kuponok' }))[2]).toEqual(['Hűségjutalmak', '1', '400 Ft']);
    expect(factsOf(region('Személyes átvétel és kiszállítás'))).toEqual({
      'Személyes átvétel': '4 rendelés · 15 960 Ft',
      Kiszállítás: '7 rendelés · 32 410 Ft',
    });
    expect(rowsOf(screen.getByRole('table', { name: 'Ételek darabszám szerint' }))).toEqual([
      ['Étel', 'Méret', 'Darab', 'Bevétel'],
      ['Margarita', 'Nagy', '7', '27 930 Ft'],
      // No Hungarian name kept with the order: the English one.
      ['Diavola', 'Közepes', '4', '13 960 Ft'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Feltétek darabszám szerint' }))[1]).toEqual(['Extra sajt', '5', '1 500 Ft']);
    expect(factsOf(region('Működés'))['Elkészült a becsült időre']).toBe('9 rendelésből 7 (78%)');
    expect(factsOf(region('Működés'))['Elfogadásig eltelt idő, átlag']).toBe('2,5 perc');
    expect(screen.getByRole('heading', { level: 2, name: '2026. okt. 19–25.' })).toBeInTheDocument();
  });
});

describe('the reports page: states', () => {
  beforeEach(() => setClock('2026-10-25T22:30:00Z'));

  it('when the report is on its way, then a skeleton says it is loading', async () => {
    renderReports(fakeReportsServer(), WEEK);
    expect(await screen.findByText('Loading the report…')).toBeInTheDocument();
    expect(await screen.findByText('No orders in this range.')).toBeInTheDocument();
    expect(screen.queryByText('Loading the report…')).not.toBeInTheDocument();
  });

  it('when the range had no orders at all, then the page says so and shows no figures', async () => {
    renderReports(fakeReportsServer({ report: emptyReport('2026-10-19', '2026-10-25') }), WEEK);
    expect(await screen.findByText('No orders in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Revenue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when only cancelled orders were placed, then the figures show (no revenue, the cancellations counted)', async () => {
    const report = emptyReport('2026-10-19', '2026-10-25');
    report.operations = { ...report.operations, placed: 2, rejected: 1, autoCancelled: 1 };
    renderReports(fakeReportsServer({ report }), WEEK);
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    // The total and its four parts, and no discounts.
    expect(within(revenue).getAllByText('HUF 0')).toHaveLength(6);
    expect(factsOf(region('Operations'))).toMatchObject({
      'Orders placed': '2',
      'Time to accept, average': 'None accepted',
      'Ready by the estimate': 'Nothing to measure',
      Rejected: '1',
      'Cancelled automatically (not accepted in time)': '1',
    });
    expect(screen.queryByText('No orders in this range.')).not.toBeInTheDocument();
  });

  it("when the server fails, then its message is shown in the reader's language and Try again asks again", async () => {
    // As the language menu does: the Hungarian core catalogue (sizes…) loads too.
    await changeLanguage('hu');
    const server = fakeReportsServer({
      report: weekReport(),
      // The server translates its message from Accept-Language.
      failures: { [`GET ${SALES}`]: { status: 503, message: 'Az adatbázis nem érhető el' } },
    });
    const { sent } = renderReports(server, WEEK);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nem sikerült betölteni a kimutatást. Az adatbázis nem érhető el');
    expect(requestsTo(sent, SALES)[0]?.headers['Accept-Language']).toBe('hu');
    server.failures = {};
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByRole('region', { name: 'Bevétel' })).toBeInTheDocument();
    expect(requestsTo(sent, SALES)).toHaveLength(2);
  });

  it('when the token has expired, then the staff session ends', async () => {
    renderReports(fakeReportsServer({ failures: { [`GET ${SALES}`]: { status: 401, message: 'Authentication required' } } }), WEEK);
    await waitFor(() => expect(useStaffAuthStore.getState().token).toBeNull());
  });

  it('when a kitchen member opens the page, then it is not for their role and no report is asked for', async () => {
    const { sent } = renderReports(fakeReportsServer({ role: 'KITCHEN', report: weekReport() }), WEEK);
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
    expect(requestsTo(sent, SALES)).toHaveLength(0);
  });

  it('when a manager opens the page, then the report shows', async () => {
    renderReports(fakeReportsServer({ role: 'MANAGER', report: weekReport() }), WEEK);
    expect(await screen.findByRole('region', { name: 'Revenue' })).toBeInTheDocument();
  });
});

describe('the reports page: downloads', () => {
  beforeEach(() => setClock('2026-10-25T22:30:00Z'));

  it('when Orders (CSV) and Summary (CSV) are pressed, then each file of the range is fetched with the staff token and saved under its name', async () => {
    const user = userEvent.setup();
    const downloads = recordDownloads();
    const { sent } = renderReports(fakeReportsServer({ report: weekReport() }), WEEK);
    await screen.findByRole('region', { name: 'Revenue' });

    await user.click(screen.getByRole('button', { name: 'Orders (CSV)' }));
    expect(await screen.findByText('Downloaded orders-2026-10-19-2026-10-25.csv.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Summary (CSV)' }));
    expect(await screen.findByText('Downloaded summary-2026-10-19-2026-10-25.csv.')).toBeInTheDocument();

    for (const path of ['/api/admin/reports/orders.csv', '/api/admin/reports/summary.csv']) {
      const [request, ...more] = requestsTo(sent, path);
      expect(more).toHaveLength(0);
      expect(request?.headers.Authorization).toBe('Bearer staff-jwt');
      expect(Object.fromEntries(request!.url.searchParams)).toEqual({ from: '2026-10-19', to: '2026-10-25' });
    }
    expect(downloads.map((download) => download.name)).toEqual(['orders-2026-10-19-2026-10-25.csv', 'summary-2026-10-19-2026-10-25.csv']);
    // Read as UTF-8 text, the file's byte order mark is taken off.
    expect((await textOf(downloads[1]!.blob)).split('\r\n')[0]).toBe('day,orders,revenue');
  });

  it("when a download is refused, then the server's message is shown and nothing is saved", async () => {
    const downloads = recordDownloads();
    renderReports(
      fakeReportsServer({
        failures: { 'GET /api/admin/reports/summary.csv': { status: 400, message: 'A report covers at most 366 days.' } },
      }),
      WEEK,
    );
    await screen.findByText('No orders in this range.');
    await userEvent.click(screen.getByRole('button', { name: 'Summary (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download the file. A report covers at most 366 days.');
    expect(downloads).toHaveLength(0);
  });
});
