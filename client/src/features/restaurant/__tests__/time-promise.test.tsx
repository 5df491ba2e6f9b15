/**
 * The home page's promise under its title: the estimate of the shop's settings and state (prep time,
 * busy extra, the zone's drive), never a fixed '40-50 min', and when a closed shop opens instead of
 * a time.
 */
import '../../../test/setup';
import { openingWhen, type RestaurantStatus } from '@pizza/shared';
import { act, screen, waitFor } from '@testing-library/react';

import { changeLanguage } from '../../../lib/i18n';
import { stubFetch } from '../../../test/orders-support';
import { renderRoutes } from '../../../test/render-routes';
import { HeroPromise, useRestaurantStatus } from '../index';

const open = { isOpen: true };
const closed = { isOpen: false };

/** An open shop with the default settings: prep 20 / 30 min, drive 15-25 min inside the 5 km zone. */
function status(overrides: Partial<RestaurantStatus> = {}): RestaurantStatus {
  return {
    isOpen: true,
    reason: 'manual',
    services: { PICKUP: open, DELIVERY: open },
    busyExtraMinutes: 0,
    typicalMinutes: { PICKUP: 20, DELIVERY: 30 },
    driveMinutes: { min: 15, max: 25 },
    deliveryZoneKm: 5,
    ...overrides,
  };
}

function StatusLoaded() {
  const { data } = useRestaurantStatus();
  return data ? <p data-testid="status-loaded" /> : null;
}

function show(answer: RestaurantStatus | (() => RestaurantStatus)) {
  stubFetch({ 'GET /api/restaurant/restaurant-status': () => ({ body: typeof answer === 'function' ? answer() : answer }) });
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <HeroPromise />
            <StatusLoaded />
          </>
        ),
      },
    ],
    '/',
  );
}

const hero = () => screen.getByTestId('hero-promise');

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en');
});

describe("the home page's time promise", () => {
  it('when the shop is open, then each service promises the estimate of its settings', async () => {
    show(status());
    await waitFor(() =>
      expect(hero()).toHaveTextContent('Pickup or delivery within 5 km. Pickup ready in about 20 min. At your door in 45–55 min.'),
    );
    expect(hero()).not.toHaveTextContent('40-50');
  });

  it('when busy mode goes on (+30), then the promise grows by 30 at the next read', async () => {
    let current = status();
    const { queryClient } = show(() => current);
    await waitFor(() => expect(hero()).toHaveTextContent('At your door in 45–55 min.'));
    current = status({ busyExtraMinutes: 30, typicalMinutes: { PICKUP: 50, DELIVERY: 60 } });
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(hero()).toHaveTextContent('Pickup ready in about 50 min. At your door in 75–85 min.'));
  });

  it('when the shop is closed by the hours, then it says when it opens instead of a time', async () => {
    const next = new Date(Date.now() + 8 * 24 * 3600_000);
    show(status({ isOpen: false, reason: 'hours', nextOpening: next.toISOString(), services: { PICKUP: closed, DELIVERY: closed } }));
    await waitFor(() =>
      expect(hero()).toHaveTextContent(`Pickup or delivery within 5 km. We open again ${openingWhen(next, new Date(), 'en')}.`),
    );
    // Eight days on: the date, not a weekday a week too early.
    expect(hero()).toHaveTextContent(/We open again on \d{1,2} [A-Z][a-z]+ at \d\d:\d\d\./);
    expect(hero()).not.toHaveTextContent('min');
  });

  it('when new orders are paused, then it says when orders are taken again', async () => {
    const until = new Date(Date.now() + 30 * 60_000);
    show(status({ isOpen: false, reason: 'paused', pausedUntil: until.toISOString(), services: { PICKUP: closed, DELIVERY: closed } }));
    await waitFor(() => expect(hero()).toHaveTextContent(`We take orders again ${openingWhen(until, new Date(), 'en')}.`));
  });

  it('when the switch closed a shop without hours, then it says the shop is closed now, with no time', async () => {
    show(status({ isOpen: false, services: { PICKUP: closed, DELIVERY: closed } }));
    await waitFor(() => expect(hero()).toHaveTextContent(/^Pickup or delivery within 5 km\. We are closed right now\.$/));
  });

  it('when delivery is closed by the hours, then only pickup is promised; before the status, only the zone', async () => {
    show(status({ services: { PICKUP: open, DELIVERY: { isOpen: false, nextOpening: new Date(Date.now() + 3600_000).toISOString() } } }));
    expect(hero()).toHaveTextContent(/^Pickup or delivery within 5 km\.$/);
    await screen.findByTestId('status-loaded');
    expect(hero()).toHaveTextContent(/^Pickup or delivery within 5 km\. Pickup ready in about 20 min\.$/);
  });

  it('when the site is Hungarian, then the promise is Hungarian', async () => {
    await act(() => changeLanguage('hu'));
    show(status());
    await waitFor(() =>
      expect(hero()).toHaveTextContent(
        'Személyes átvétel vagy házhoz szállítás 5 km-en belül. Átvételre kb. 20 perc alatt elkészül. Házhoz szállítva 45–55 perc alatt Önnél.',
      ),
    );
  });
});
