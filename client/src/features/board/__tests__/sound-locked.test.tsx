import '../../../test/setup';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { useAlertsStore } from '../alerts/alerts-store';
import {
  fakeServer,
  nextPoll,
  order,
  renderBoard,
  resetBoardState,
  settled,
  signInStaff,
  stubBoardServer,
  type FakeServer,
} from './board-support';
import { installFakeAudio, installFakeNotifications } from './browser-fakes';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => {
  resetBoardState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const LOCKED = 'Sound is off: new orders will not ring';

/**
 * The board as a reload opens it: 'Enable Notifications' was used on this device before (or not),
 * and the browser either locks sound until the next gesture or allows it.
 */
async function reloadBoard(server: FakeServer, { enabledBefore = true, autoplay = 'locked' as 'locked' | 'allowed' } = {}) {
  if (enabledBefore) localStorage.setItem('boardAlerts', 'on');
  useAlertsStore.getState().reset();
  const audio = installFakeAudio({ autoplay });
  installFakeNotifications('granted');
  signInStaff();
  stubBoardServer(server);
  renderBoard();
  await screen.findByRole('tab', { name: /^Active/ });
  await settled();
  return { chimes: audio.chimes, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('sound locked after a reload', () => {
  it('when alerts were on and the browser locks sound, then an alert says so, nothing rings, and the first tap anywhere re-arms the alarm', async () => {
    const server = fakeServer();
    const { chimes, user } = await reloadBoard(server);

    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
    expect(screen.queryByText('New-order alerts on')).toBeNull();
    server.active = [order()];
    await nextPoll();
    await act(() => jest.advanceTimersByTimeAsync(45_000)); // its 30 s reminder falls due too (15 s ago)
    expect(chimes()).toBe(0);

    await user.click(document.body);
    expect(screen.queryByText(LOCKED)).toBeNull();
    expect(screen.getByText('New-order alerts on')).toBeInTheDocument();
    // What could not ring while locked is not played late, all at once.
    expect(chimes()).toBe(0);

    server.active = [order(), ...server.active];
    await nextPoll();
    expect(chimes()).toBe(1);
  });

  it('when sound is locked, then a key anywhere re-arms it too', async () => {
    const { user } = await reloadBoard(fakeServer());
    await screen.findByText(LOCKED);
    await user.keyboard('{Shift}');
    expect(screen.queryByText(LOCKED)).toBeNull();
  });

  it("when sound is locked, then the banner's own button re-arms it (for whoever looks for one)", async () => {
    const { user } = await reloadBoard(fakeServer());
    await user.click(await screen.findByRole('button', { name: 'Turn sound on' }));
    expect(screen.queryByText(LOCKED)).toBeNull();
  });

  it('when a touch only presses (pointerdown is no gesture), then the lock stays until the touch ends', async () => {
    const { user } = await reloadBoard(fakeServer());
    await screen.findByText(LOCKED);
    await user.pointer({ keys: '[TouchA>]', target: document.body });
    expect(screen.getByText(LOCKED)).toBeInTheDocument();
    await user.pointer({ keys: '[/TouchA]', target: document.body });
    expect(screen.queryByText(LOCKED)).toBeNull();
  });

  it('when the board is in Hungarian, then the banner is too', async () => {
    await reloadBoard(fakeServer());
    await act(() => changeLanguage('hu'));
    expect(await screen.findByRole('alert')).toHaveTextContent('A hang ki van kapcsolva: az új rendelések nem csengetnek');
    expect(screen.getByRole('button', { name: 'Hang bekapcsolása' })).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });

  it('when the browser allows sound after the reload, then there is no banner and a new order rings', async () => {
    const server = fakeServer();
    const { chimes } = await reloadBoard(server, { autoplay: 'allowed' });
    expect(await screen.findByText('New-order alerts on')).toBeInTheDocument();
    expect(screen.queryByText(LOCKED)).toBeNull();
    server.active = [order()];
    await nextPoll();
    expect(chimes()).toBe(1);
  });

  it("when 'Enable Notifications' was never used on this device, then there is no banner, only the button", async () => {
    await reloadBoard(fakeServer(), { enabledBefore: false });
    expect(screen.getByRole('button', { name: 'Enable Notifications' })).toBeInTheDocument();
    expect(screen.queryByText(LOCKED)).toBeNull();
  });
});
