/**
 * The Times form saves only what it changed, on the real shop: a field another tablet saved while
 * this form was being edited is refused with the server's sentence and a Reload, which shows the
 * stored value; a field nobody else touched is saved without undoing the other tablet's save. With
 * SETTINGS_SHOTS=<folder>, the refused form is saved at 375 and 1280 px, in English and Hungarian.
 */
import { join } from 'node:path';

import type { RestaurantSettings } from '@pizza/shared';
import type { Locator, Page } from 'playwright-core';

import { call } from './support/api';
import { usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(180_000);

const VIEWPORT = { width: 1280, height: 900 };

async function shots(page: Page, form: Locator, name: string): Promise<void> {
  const dir = process.env.SETTINGS_SHOTS;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await form.getByRole('button', { name: /Save|Mentés/ }).scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize(VIEWPORT);
}

/** Another tablet saves the automatic cancel's minutes (what it showed: `from`). */
const otherTabletSaves = (token: string, from: number, to: number) =>
  call<RestaurantSettings>('PATCH', '/api/restaurant/settings', token, {
    json: { set: { escalation: { autoCancelAfterMin: to } }, was: { escalation: { autoCancelAfterMin: from } } },
  });

describe('the Times form while another tablet saves', () => {
  const { page } = usePage(VIEWPORT);

  it('when the same field was saved elsewhere meanwhile, then Save is refused with Reload; another field saves and keeps theirs', async () => {
    const token = await staffTokenViaApi();
    const before = await call<RestaurantSettings>('GET', '/api/restaurant/settings', token);
    const start = before.escalation.autoCancelAfterMin;
    const board = page();
    await storeStaffSession(board, token);
    await board.goto('/admin');
    await board.getByRole('tab', { name: /^Settings/ }).click();
    const form = board.getByRole('form', { name: 'Times' });
    const autoCancel = form.getByRole('spinbutton', { name: 'Cancel automatically after' });
    await autoCancel.waitFor({ timeout: 30_000 });
    try {
      await autoCancel.fill(String(start + 2));
      await otherTabletSaves(token, start, start + 1);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Cancel automatically after: someone else just changed this.', { exact: false }).waitFor({ timeout: 30_000 });
      await shots(board, form, 'settings-refused-en');
      await form.getByRole('button', { name: 'Reload settings' }).click();
      const input = await autoCancel.elementHandle();
      await board.waitForFunction(([field, value]) => (field as HTMLInputElement).value === value, [input, String(start + 1)] as const);

      // A field nobody else touched: saved, and the other tablet's minutes stay.
      const ring = form.getByRole('spinbutton', { name: 'Ring louder after' });
      await ring.fill(String(before.escalation.ringLouderAfterMin + 1));
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Saved.').waitFor({ timeout: 30_000 });
      const saved = await call<RestaurantSettings>('GET', '/api/restaurant/settings', token);
      expect(saved.escalation).toEqual({
        ...before.escalation,
        ringLouderAfterMin: before.escalation.ringLouderAfterMin + 1,
        autoCancelAfterMin: start + 1,
      });

      // The same refusal in Hungarian.
      await board.evaluate(() => localStorage.setItem('lang', 'hu'));
      await board.reload();
      await board.getByRole('tab', { name: /^Beállítás/ }).click();
      const formHu = board.getByRole('form', { name: 'Időzítés' });
      const autoCancelHu = formHu.getByRole('spinbutton', { name: 'Automatikus lemondás' });
      await autoCancelHu.waitFor({ timeout: 30_000 });
      await autoCancelHu.fill(String(start + 3));
      await otherTabletSaves(token, start + 1, start + 2);
      await formHu.getByRole('button', { name: 'Mentés' }).click();
      await formHu.getByText('ezt valaki más épp most módosította', { exact: false }).waitFor({ timeout: 30_000 });
      await shots(board, formHu, 'settings-refused-hu');
    } finally {
      await call('PUT', '/api/restaurant/settings', token, { json: before });
    }
  });
});
