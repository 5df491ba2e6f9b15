import '../../../test/setup';
import { budapestClock, openingWhen, type RestaurantStatus } from '@pizza/shared';
import { screen, waitFor } from '@testing-library/react';

import { changeLanguage } from '../../../lib/i18n';
import { stubFetch } from '../../../test/orders-support';
import { renderRoutes } from '../../../test/render-routes';
import { ClosedNotice, HoursNotice, useRestaurantStatus } from '../index';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

function status(overrides: Partial<RestaurantStatus>): RestaurantStatus {
  const open = { isOpen: true };
  return { isOpen: true, reason: 'hours', services: { PICKUP: open, DELIVERY: open }, busyExtraMinutes: 0, ...overrides };
}

/** Shows once the status has arrived, so a test can tell "nothing to say" from "not loaded yet". */
function StatusLoaded() {
  const { data } = useRestaurantStatus();
  return data ? <p data-testid="status-loaded" /> : null;
}

function show(answer: RestaurantStatus) {
  stubFetch({ 'GET /api/restaurant/restaurant-status': { body: answer } });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <ClosedNotice />
            <HoursNotice />
            <StatusLoaded />
          </>
        ),
      },
    ],
    '/',
  );
}

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en');
});

describe('when the shop opens and closes, in words', () => {
  // Monday 2026-02-09 12:00 in Budapest (UTC+1).
  const now = new Date('2026-02-09T11:00:00Z');

  it('when the time is today, tomorrow or later in the week, then it says so in Budapest time', () => {
    expect(openingWhen(new Date('2026-02-09T17:00:00Z'), now, 'en')).toBe('today at 18:00');
    expect(openingWhen(new Date('2026-02-10T10:00:00Z'), now, 'en')).toBe('tomorrow at 11:00');
    expect(openingWhen(new Date('2026-02-13T10:30:00Z'), now, 'en')).toBe('on Friday at 11:30');
  });

  it('when the language is Hungarian, then the day takes its suffix and the time -kor', () => {
    expect(openingWhen(new Date('2026-02-09T17:00:00Z'), now, 'hu')).toBe('ma 18:00-kor');
    expect(openingWhen(new Date('2026-02-10T10:00:00Z'), now, 'hu')).toBe('holnap 11:00-kor');
    expect(openingWhen(new Date('2026-02-11T10:00:00Z'), now, 'hu')).toBe('szerdán 11:00-kor');
    expect(openingWhen(new Date('2026-02-15T10:00:00Z'), now, 'hu')).toBe('vasárnap 11:00-kor');
  });

  it('when the instant is in summer time, then the Budapest clock reads two hours ahead of UTC', () => {
    expect(openingWhen(new Date('2026-07-06T09:00:00Z'), new Date('2026-07-06T08:00:00Z'), 'en')).toBe('today at 11:00');
  });
});

describe('the hours notices', () => {
  it('when the shop is closed with a next opening, then the closed notice names it', async () => {
    const next = inMinutes(3 * 24 * 60);
    show(status({ isOpen: false, nextOpening: next.toISOString(), services: { PICKUP: { isOpen: false }, DELIVERY: { isOpen: false } } }));
    const notice = await screen.findByTestId('closed-notice');
    expect(notice).toHaveTextContent(`We open again ${openingWhen(next, new Date(), 'en')}.`);
    expect(screen.queryByTestId('hours-notice')).not.toBeInTheDocument();
  });

  it('when the closed shop takes orders for later, then the home notice says so instead of "browse"; without, it says browse', async () => {
    const closed = { isOpen: false, services: { PICKUP: { isOpen: false }, DELIVERY: { isOpen: false } } };
    show(status({ ...closed, orderLater: true }));
    const notice = await screen.findByTestId('closed-notice');
    expect(notice).toHaveTextContent('You can order for later.');
    expect(notice).not.toHaveTextContent('You can still browse the menu');
  });

  it('when the closed shop takes no orders for later, then the home notice offers browsing', async () => {
    show(status({ isOpen: false, services: { PICKUP: { isOpen: false }, DELIVERY: { isOpen: false } } }));
    const notice = await screen.findByTestId('closed-notice');
    expect(notice).toHaveTextContent('You can still browse the menu and fill your cart.');
    expect(notice).not.toHaveTextContent('You can order for later.');
  });

  it('when new orders are paused, then the notice says the kitchen is full and when orders are taken again', async () => {
    const until = inMinutes(30);
    const closed = { isOpen: false, nextOpening: until.toISOString() };
    show(
      status({
        isOpen: false,
        reason: 'paused',
        pausedUntil: until.toISOString(),
        nextOpening: until.toISOString(),
        services: { PICKUP: closed, DELIVERY: closed },
      }),
    );
    const notice = await screen.findByTestId('closed-notice');
    expect(notice).toHaveTextContent('Our kitchen is full right now, so new orders are paused.');
    expect(notice).toHaveTextContent(`We take orders again ${openingWhen(until, new Date(), 'en')}.`);
  });

  it('when the kitchen is busy, then the home notice says how long pickup and delivery take now; checkout names its own service', async () => {
    const busy = status({ busyExtraMinutes: 30, typicalMinutes: { PICKUP: 50, DELIVERY: 60 } });
    show(busy);
    expect(await screen.findByTestId('hours-notice')).toHaveTextContent(
      'The kitchen is very busy: orders take about 50 minutes for pickup, 60 minutes plus the drive for delivery.',
    );
  });

  it('when the kitchen is busy at checkout, then the notice names the chosen service only', async () => {
    stubFetch({
      'GET /api/restaurant/restaurant-status': { body: status({ busyExtraMinutes: 15, typicalMinutes: { PICKUP: 35, DELIVERY: 45 } }) },
    });
    renderRoutes([{ path: '/', element: <HoursNotice service="PICKUP" /> }], '/');
    expect(await screen.findByTestId('hours-notice')).toHaveTextContent(
      'The kitchen is very busy: about 35 minutes until your order is ready.',
    );
  });

  it('when a pause runs out, then the notice goes by itself (the status is read again at its end, no reload)', async () => {
    const until = new Date(Date.now() + 200);
    const closed = { isOpen: false, nextOpening: until.toISOString() };
    const paused = status({
      isOpen: false,
      reason: 'paused',
      pausedUntil: until.toISOString(),
      nextOpening: until.toISOString(),
      services: { PICKUP: closed, DELIVERY: closed },
    });
    let answers = 0;
    stubFetch({ 'GET /api/restaurant/restaurant-status': () => ({ body: (answers += 1) === 1 ? paused : status({}) }) });
    renderRoutes([{ path: '/', element: <ClosedNotice /> }], '/');
    expect(await screen.findByTestId('closed-notice')).toHaveTextContent('new orders are paused');
    await waitFor(() => expect(screen.queryByTestId('closed-notice')).not.toBeInTheDocument(), { timeout: 4_000 });
    expect(answers).toBe(2);
  });

  it('when delivery is closed while pickup is open, then it says when delivery starts and that pickup works now', async () => {
    const next = inMinutes(5 * 60);
    show(status({ services: { PICKUP: { isOpen: true }, DELIVERY: { isOpen: false, nextOpening: next.toISOString() } } }));
    expect(await screen.findByTestId('hours-notice')).toHaveTextContent(
      `Delivery starts ${openingWhen(next, new Date(), 'en')}. You can order for pickup now.`,
    );
    expect(screen.queryByTestId('closed-notice')).not.toBeInTheDocument();
  });

  it('when orders close within the hour, then it counts down to the closing; both services closing together are one line', async () => {
    const closesAt = inMinutes(20);
    const open = { isOpen: true, closesAt: closesAt.toISOString() };
    show(status({ services: { PICKUP: open, DELIVERY: open } }));
    const notice = await screen.findByTestId('hours-notice');
    expect(notice).toHaveTextContent(`We stop taking orders in 20 min, at ${budapestClock(closesAt)}.`);
  });

  it('when only delivery closes soon, then it names delivery; a closing hours away says nothing', async () => {
    const soon = inMinutes(15);
    show(
      status({
        services: {
          PICKUP: { isOpen: true, closesAt: inMinutes(300).toISOString() },
          DELIVERY: { isOpen: true, closesAt: soon.toISOString() },
        },
      }),
    );
    const notice = await screen.findByTestId('hours-notice');
    expect(notice).toHaveTextContent(`Delivery closes in 15 min, at ${budapestClock(soon)}.`);
    expect(notice).not.toHaveTextContent('Pickup');
  });

  it('when the shop is open all the way, then nothing is shown', async () => {
    show(status({}));
    await screen.findByTestId('status-loaded');
    expect(screen.queryByTestId('hours-notice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('closed-notice')).not.toBeInTheDocument();
  });

  it('when the language is Hungarian, then the notice is in Hungarian', async () => {
    await changeLanguage('hu');
    show(status({ services: { PICKUP: { isOpen: true }, DELIVERY: { isOpen: false } } }));
    expect(await screen.findByTestId('hours-notice')).toHaveTextContent('Ma nincs kiszállítás. Személyes átvételre most is rendelhet.');
  });
});
