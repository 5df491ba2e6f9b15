/**
 * The Settings tab's push devices: the staff member's devices with loading, empty and
 * error states, removing one (DELETE, then gone from the list), a failed removal said next to it;
 * and the iOS hint: shown on an iPhone or iPad in Safari with the steps, not once the board runs
 * from the Home Screen, and not on other devices.
 */
import '../../../test/setup';
import type { PushDevice } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderAt } from '../../../test/menu-cart-support';
import { stubFetch } from '../../../test/orders-support';
import { IosHomeScreenHint } from '../components/ios-home-screen-hint';
import { PushDevices } from '../components/settings/push-devices';
import { type DeviceFacts, needsHomeScreenForPush } from '../pwa/ios';
import { resetBoardState, signInStaff } from './board-support';

const phone: PushDevice = {
  id: 'dev-1',
  service: 'fcm.googleapis.com',
  label: 'Chrome · Android',
  createdAt: '2026-11-20T17:05:00.000Z',
  lastPushedAt: '2026-11-24T18:30:00.000Z',
};
const tablet: PushDevice = { id: 'dev-2', service: 'web.push.apple.com', label: 'Safari · iPad', createdAt: '2026-11-22T09:00:00.000Z' };

beforeEach(() => {
  resetBoardState();
  signInStaff();
});

describe('the push devices list', () => {
  it('when the staff member has devices, then each is listed with when it was added and last pushed', async () => {
    stubFetch({ 'GET /api/push/subscriptions': { body: [phone, tablet] } });
    renderAt(<PushDevices />);
    const list = await screen.findByRole('list', { name: 'Your devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome · Android');
    expect(rows[0]).toHaveTextContent(/Added .*2026.* · last push .*2026/);
    expect(rows[1]).toHaveTextContent('Safari · iPad');
    expect(rows[1]).toHaveTextContent('no push yet');
  });

  it('when there is no device, then it says how to add one', async () => {
    stubFetch({ 'GET /api/push/subscriptions': { body: [] } });
    renderAt(<PushDevices />);
    expect(await screen.findByText(/No device of yours gets pushes yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your devices' })).not.toBeInTheDocument();
  });

  it('when the list cannot be loaded, then it says so and Try again loads it again', async () => {
    let fail = true;
    stubFetch({ 'GET /api/push/subscriptions': () => (fail ? { status: 500, body: { message: 'down' } } : { body: [phone] }) });
    renderAt(<PushDevices />);
    expect(await screen.findByText('Your devices could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chrome · Android')).toBeInTheDocument();
  });

  it('when Remove is pressed, then the device is deleted on the server and leaves the list', async () => {
    let devices = [phone, tablet];
    const sent = stubFetch({
      'GET /api/push/subscriptions': () => ({ body: devices }),
      'DELETE /api/push/subscriptions/dev-1': () => {
        devices = [tablet];
        return { status: 204 };
      },
    });
    renderAt(<PushDevices />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Chrome · Android: it gets no more pushes' }));
    await waitFor(() => expect(screen.queryByText('Chrome · Android')).not.toBeInTheDocument());
    expect(screen.getByText('Safari · iPad')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual(['/api/push/subscriptions/dev-1']);
  });

  it('when removing fails, then the row says so and stays', async () => {
    stubFetch({
      'GET /api/push/subscriptions': { body: [phone] },
      'DELETE /api/push/subscriptions/dev-1': { status: 403, body: { message: 'This device belongs to another staff member' } },
    });
    renderAt(<PushDevices />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Remove Chrome · Android/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The device could not be removed. Try again.');
    expect(screen.getByText('Chrome · Android')).toBeInTheDocument();
  });
});

const IPHONE_SAFARI: DeviceFacts = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  platform: 'iPhone',
  maxTouchPoints: 5,
  standalone: false,
};
const IPAD_AS_MAC: DeviceFacts = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  platform: 'MacIntel',
  maxTouchPoints: 5,
  standalone: false,
};
const MAC: DeviceFacts = { ...IPAD_AS_MAC, maxTouchPoints: 0 };
const ANDROID: DeviceFacts = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  platform: 'Linux armv8l',
  maxTouchPoints: 5,
  standalone: false,
};

describe('the iOS Home Screen hint', () => {
  it('when the board is open in Safari on an iPhone, then it explains why and lists the steps', () => {
    renderAt(<IosHomeScreenHint facts={IPHONE_SAFARI} />);
    const hint = screen.getByRole('complementary', { name: 'On iPhone and iPad: add the board to the Home Screen' });
    expect(hint).toHaveTextContent('iOS 16.4');
    expect(
      within(hint)
        .getAllByRole('listitem')
        .map((step) => step.textContent?.trim()),
    ).toEqual([
      'In Safari, tap Share',
      'Choose “Add to Home Screen”',
      'Open the board with the Pizza Point icon on the Home Screen and sign in',
      'Tap “Enable Notifications” and allow them',
    ]);
  });

  it('when an iPad says it is a Mac, then the hint still shows; a real Mac, Android and an installed board get none', () => {
    expect(needsHomeScreenForPush(IPAD_AS_MAC)).toBe(true);
    expect(needsHomeScreenForPush(MAC)).toBe(false);
    expect(needsHomeScreenForPush(ANDROID)).toBe(false);
    expect(needsHomeScreenForPush({ ...IPHONE_SAFARI, standalone: true })).toBe(false);
    renderAt(<IosHomeScreenHint facts={{ ...IPHONE_SAFARI, standalone: true }} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('when the board shows it collapsible, then one line opens to the steps', async () => {
    renderAt(<IosHomeScreenHint facts={IPHONE_SAFARI} collapsible />);
    const hint = screen.getByRole('complementary', { name: 'On iPhone and iPad: add the board to the Home Screen' });
    const details = hint.querySelector('details')!;
    expect(details.open).toBe(false);
    await userEvent.setup().click(within(hint).getByText('On iPhone and iPad: add the board to the Home Screen'));
    expect(details.open).toBe(true);
    expect(within(hint).getAllByRole('listitem')).toHaveLength(4);
  });
});
