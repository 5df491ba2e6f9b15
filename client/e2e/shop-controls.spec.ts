import type { Page } from 'playwright-core';

import { signUpCustomerViaApi, storeCustomerSession } from './support/accounts';
import { call } from './support/api';
import { baseUrl, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

// A sign-up through the Auth emulator and two pages on a busy machine take a while.
jest.setTimeout(180_000);

/** What arrives over the live channel must show well before the home page's 30 s status poll could have brought it. */
const LIVE_MS = 8_000;
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

/** With E2E_SHOTS_DIR set, the screens are saved there too (for a person to look at). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

const controlsButton = (board: Page) => board.getByRole('button', { name: /^Busy, pause and closing:/ });
const controlsPanel = (board: Page) => board.getByRole('group', { name: 'Busy, pause and closing' });

/** Opens the controls and taps one choice; waits for the server's yes. */
async function tap(board: Page, section: string, choice: string, path: RegExp): Promise<void> {
  await controlsButton(board).click();
  const answer = board.waitForResponse((res) => res.request().method() === 'PUT' && path.test(res.url()), { timeout: 30_000 });
  await controlsPanel(board).getByRole('region', { name: section }).getByRole('button', { name: choice, exact: true }).click();
  expect((await answer).status()).toBe(200);
}

describe("the board's shop controls and a customer's open home page", () => {
  const { page, context } = usePage(WIDE);

  it('when staff pause new orders from the board, then the open home page says so without a reload, and again when they resume', async () => {
    const [customer, staffToken] = await Promise.all([signUpCustomerViaApi({ name: 'Pause Watcher' }), staffTokenViaApi()]);
    const home = page();
    await storeCustomerSession(home, customer);
    await home.goto('/');
    await home.getByRole('heading', { level: 2, name: 'Classic Pizza', exact: true }).waitFor({ timeout: 30_000 });
    expect(await home.getByTestId('closed-notice').count()).toBe(0);

    const staffContext = await context().browser()!.newContext({ viewport: WIDE, baseURL: baseUrl() });
    try {
      const board = await staffContext.newPage();
      await storeStaffSession(board, staffToken);
      await board.goto('/admin');
      await controlsButton(board).waitFor({ timeout: 30_000 });
      const navigations: string[] = [];
      home.on('framenavigated', (frame) => frame === home.mainFrame() && navigations.push(frame.url()));

      try {
        await tap(board, 'Pause new orders', 'Pause new orders for 15 min', /\/api\/restaurant\/pause$/);
        await home
          .getByTestId('closed-notice')
          .filter({ hasText: 'Our kitchen is full right now, so new orders are paused.' })
          .waitFor({ timeout: LIVE_MS });
        await board.getByText(/^New orders are paused until (tomorrow )?\d\d:\d\d\./).waitFor();
        await controlsButton(board).click();
        await shot(board, 'board-controls-paused-1280');
        await controlsButton(board).click();
        await shot(home, 'customer-paused-1280');
      } finally {
        await call('PUT', '/api/restaurant/pause', staffToken, { json: { minutes: 0 } });
      }
      await home.getByTestId('closed-notice').waitFor({ state: 'detached', timeout: LIVE_MS });
      expect(navigations).toEqual([]);

      // Busy mode: the customer sees how long orders take now, also without a reload.
      try {
        await tap(board, 'Busy mode', '+30', /\/api\/restaurant\/busy$/);
        await home.getByTestId('hours-notice').filter({ hasText: 'The kitchen is very busy' }).waitFor({ timeout: LIVE_MS });
        await shot(home, 'customer-busy-1280');
        await controlsButton(board).click();
        await shot(board, 'board-controls-open-busy-1280');
        await board.setViewportSize(PHONE);
        await shot(board, 'board-controls-open-busy-375');
        await controlsButton(board).click();
        await shot(board, 'board-header-busy-375');
        await home.setViewportSize(PHONE);
        await shot(home, 'customer-busy-375');
      } finally {
        await call('PUT', '/api/restaurant/busy', staffToken, { json: { extraMinutes: 0 } });
      }
      await home
        .getByTestId('hours-notice')
        .filter({ hasText: 'The kitchen is very busy' })
        .waitFor({ state: 'detached', timeout: LIVE_MS });
      expect(navigations).toEqual([]);

      // Closed for 30 minutes from the board: the board names the end, the customer's notice comes live.
      try {
        await tap(board, 'Close the shop until…', 'Close for 30 min', /\/api\/restaurant\/1\/status\?isOpen=false&until=/);
        await board.getByText(/^Closed until (tomorrow )?\d\d:\d\d: customers cannot place orders until then\.$/).waitFor();
        await home.getByTestId('closed-notice').waitFor({ timeout: LIVE_MS });
        await controlsButton(board).click();
        await shot(board, 'board-controls-closed-375');
        await board.setViewportSize(WIDE);
        await shot(board, 'board-controls-closed-1280');
        await controlsButton(board).click();
      } finally {
        await call('PUT', '/api/restaurant/1/status?isOpen=true', staffToken, { json: {} });
      }
      await home.getByTestId('closed-notice').waitFor({ state: 'detached', timeout: LIVE_MS });
      expect(navigations).toEqual([]);
    } finally {
      await staffContext.close();
    }
  });
});
