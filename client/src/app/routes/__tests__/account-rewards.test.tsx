/**
 * "My rewards" on the account page (docs/product/promo-codes.md#loyalty-reward): each reward's code
 * (with Copy), amount, validity and state, how many orders until the next one while loyalty is on,
 * the empty state, and loading and error states.
 */
import '../../../test/setup';
import type { Reward, RewardList } from '@pizza/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { logIn, price } from '../../../test/menu-cart-support';
import { deferred, renderRoutes, stubFetch, type StubAnswer } from '../../../test/orders-support';
import { AccountPage } from '../account-page';

const REWARDS = 'GET /api/account/rewards';

const reward = (overrides: Partial<Reward> = {}): Reward => ({
  code: 'K7QX2MPR9A',
  amount: 1500,
  validUntil: '2027-01-28T22:59:00.000Z',
  earnedBy: { orderId: 'order-9', orderSequence: '#Order-0009' },
  state: 'available',
  ...overrides,
});

function renderAccount(rewards: StubAnswer | (() => Promise<StubAnswer>)) {
  stubFetch({
    'GET /api/cart/user-email': { body: [] },
    'GET /api/account/preferences': { body: { language: 'en', mails: { ready: true, delivered: true } } },
    [REWARDS]: rewards,
  });
  renderRoutes([{ path: '/account', element: <AccountPage /> }], '/account');
}

const section = () => screen.getByRole('region', { name: 'My rewards' });

beforeEach(() => logIn());
afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en');
});

describe('My rewards', () => {
  it('when rewards load, then a loading state, then each with code, amount, validity, state, the order that earned it, and the progress', async () => {
    const answer = deferred();
    renderAccount(answer.route);
    expect(within(section()).getByText('Loading your rewards…')).toBeInTheDocument();
    const list: RewardList = {
      rewards: [reward(), reward({ code: 'HH3RT8WZQE', amount: 2400, state: 'used' }), reward({ code: 'PPX9MM2AJD', state: 'expired' })],
      progress: { finished: 8, every: 5, toNext: 2 },
    };
    answer.resolve({ body: list });

    const cards = await within(section()).findAllByTestId('reward');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('K7QX2MPR9A')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(`${price(1500)} off`)).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Available')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('valid until 28 Jan 2027 · for order #Order-0009');
    expect(within(cards[0]!).getByRole('button', { name: 'Copy the code K7QX2MPR9A' })).toBeInTheDocument();
    // A used or expired code cannot be used again: nothing to copy.
    expect(within(cards[1]!).getByText('Used')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cards[2]!).getByText('Expired')).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section()).getByTestId('rewards-progress')).toHaveTextContent('2 more finished orders until your next reward.');
  });

  it('when Copy is pressed, then the code is on the clipboard and "Copied" is said', async () => {
    const user = userEvent.setup();
    renderAccount({ body: { rewards: [reward()] } });

    await user.click(await screen.findByRole('button', { name: 'Copy the code K7QX2MPR9A' }));

    expect(await navigator.clipboard.readText()).toBe('K7QX2MPR9A');
    expect(within(section()).getByRole('status')).toHaveTextContent('Copied');
  });

  it('when there are no rewards and loyalty is on, then "No rewards yet." with the progress', async () => {
    renderAccount({ body: { rewards: [], progress: { finished: 4, every: 5, toNext: 1 } } });

    expect(await within(section()).findByText('No rewards yet.')).toBeInTheDocument();
    expect(within(section()).getByTestId('rewards-progress')).toHaveTextContent('1 more finished order until your next reward.');
  });

  it('when loyalty is off, then no progress line shows', async () => {
    renderAccount({ body: { rewards: [reward({ state: 'used' })] } });

    await within(section()).findByText('K7QX2MPR9A');
    expect(within(section()).queryByTestId('rewards-progress')).not.toBeInTheDocument();
  });

  it('when the rewards cannot be loaded, then the section says so, and Try again loads them', async () => {
    let calls = 0;
    renderAccount(async () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'Server error' } } : { body: { rewards: [] } };
    });

    expect(await within(section()).findByRole('alert')).toHaveTextContent('Your rewards could not be loaded.');
    await userEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('No rewards yet.')).toBeInTheDocument();
  });

  it('when the reader reads Hungarian, then the section is Hungarian, the date too', async () => {
    await changeLanguage('hu');
    renderAccount({ body: { rewards: [reward()], progress: { finished: 3, every: 5, toNext: 2 } } });

    const hu = await screen.findByRole('region', { name: 'Jutalmaim' });
    expect(await within(hu).findByText('Felhasználható')).toBeInTheDocument();
    expect(hu.textContent?.replace(/\s/g, ' ')).toContain('érvényes: 2027. jan. 28.');
    expect(within(hu).getByTestId('rewards-progress')).toHaveTextContent('Még 2 teljesített rendelés a következő jutalmáig.');
  });
});
