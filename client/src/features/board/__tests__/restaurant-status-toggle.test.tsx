import '../../../test/setup';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RestaurantStatusToggle } from '../index';
import { fakeServer, renderBoard, resetBoardState, signInStaff, stubBoardServer, type FakeServer } from './board-support';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

async function showToggle(server: FakeServer) {
  signInStaff();
  const sent = stubBoardServer(server);
  renderBoard(<RestaurantStatusToggle />);
  return { sent, toggle: await screen.findByRole('switch', { name: /^Restaurant status:/ }) };
}

beforeEach(() => resetBoardState());

describe('the Opened/Closed switch', () => {
  it('when the restaurant is open, then it reads Opened and is on', async () => {
    const { toggle } = await showToggle(fakeServer({ isOpen: true }));
    expect(toggle).toHaveAccessibleName('Restaurant status: Opened');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('when clicked, then it asks the server with the staff token and flips only once the server agreed', async () => {
    let answer: (() => void) | undefined;
    const server = fakeServer({ isOpen: true });
    const { sent, toggle } = await showToggle(server);
    const realFetch = global.fetch;
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT'
        ? new Promise<Response>((resolve) => (answer = () => resolve(realFetch(input, init))))
        : realFetch(input, init),
    ) as typeof fetch;

    await userEvent.click(toggle);
    // The call is out; the switch has not moved yet.
    await waitFor(() => expect(answer).toBeDefined());
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('Opened');

    await act(async () => answer?.());
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(toggle).toHaveTextContent('Closed');
    const put = (global.fetch as jest.Mock).mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/restaurant/1/status?isOpen=false');
    expect(put?.[1].headers.Authorization).toBe('Bearer staff-jwt');
    expect(put?.[1].body).toBe('{}');
    expect(sent.length).toBeGreaterThan(0);
  });

  it('when the server refuses, then the switch stays and a message shows for a few seconds', async () => {
    jest.useFakeTimers();
    try {
      const { toggle } = await showToggle(fakeServer({ isOpen: true, putAnswer: { status: 500, message: 'database down' } }));
      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(toggle);

      expect(await screen.findByRole('alert')).toHaveTextContent('Could not change the restaurant status. Please try again.');
      expect(toggle).toHaveAttribute('aria-checked', 'true');
      expect(toggle).toHaveTextContent('Opened');

      await act(() => jest.advanceTimersByTimeAsync(4_000));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1_100));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(toggle).toHaveAttribute('aria-checked', 'true');
    } finally {
      jest.useRealTimers();
    }
  });

  it('when closed and clicked again, then it opens', async () => {
    const server = fakeServer({ isOpen: false });
    const { toggle } = await showToggle(server);
    expect(toggle).toHaveTextContent('Closed');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveTextContent('Opened'));
    expect(server.isOpen).toBe(true);
  });
});
