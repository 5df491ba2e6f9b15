/**
 * The board's cards hold any text a customer can send: a 100-character name in one word, a long
 * building name, address note and dish instruction wrap inside the card. On a 375 px phone the page
 * does not scroll sideways and Reject and the price stay on screen; on a desktop no card overlaps
 * another. With BOARD_SHOTS=<folder>, the board is also saved at 375 and 1280 px.
 */
import { join } from 'node:path';

import { formatMoney, type Order } from '@pizza/shared';
import type { Locator, Page } from 'playwright-core';

import { usePage } from './support/browser';
import { LONG_NAME, longNamedCustomer, placeLongDeliveryOrder } from './support/long-order';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(180_000);

/** One board refresh is 10 s; the live channel is faster, a busy machine gets room on top. */
const ONE_REFRESH_MS = 25_000;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not laid out');
  return box;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How many lines the element's own text takes. */
function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const text = Array.from(element.childNodes).find((node) => node.nodeType === Node.TEXT_NODE);
    if (!text) return 0;
    const range = document.createRange();
    range.selectNodeContents(text);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });
}

async function openBoard(page: Page, token: string): Promise<void> {
  await storeStaffSession(page, token);
  await page.goto('/admin');
  await page.getByRole('tab', { name: /^Active/ }).waitFor();
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.BOARD_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

describe('board cards with long unbroken text', () => {
  let orders: Order[];
  let token: string;
  beforeAll(async () => {
    token = await staffTokenViaApi();
    // Two such orders, so two long cards stand side by side on a desktop.
    orders = [];
    for (let index = 0; index < 2; index += 1) orders.push(await placeLongDeliveryOrder(await longNamedCustomer()));
  });

  describe('on a 375 px phone', () => {
    const { page } = usePage({ width: 375, height: 812 });

    it('when a card carries a 100-character unbroken name, then the page does not scroll sideways and Reject and the price are on screen', async () => {
      await openBoard(page(), token);
      const order = orders[0]!;
      const card = page().getByRole('article', { name: order.orderSequence });
      await card.waitFor({ timeout: ONE_REFRESH_MS });
      await card.getByText(LONG_NAME, { exact: true }).waitFor();
      await shot(page(), 'long-name-375');

      expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const rejectButton = card.getByRole('button', { name: 'Reject' });
      const reject = await boxOf(rejectButton);
      const price = await boxOf(card.getByText(formatMoney(order.totalPrice, 'en'), { exact: true }).last());
      for (const box of [reject, price]) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      // The customer's text breaks anywhere, the buttons' words never: 'Reject' stays on one line.
      expect(await textLines(rejectButton)).toBe(1);
    });
  });

  describe('on a 1280 px desktop', () => {
    const { page } = usePage({ width: 1280, height: 900 });

    it('when cards carry long unbroken text, then no card overlaps another and the page is no wider than the window', async () => {
      await openBoard(page(), token);
      for (const order of orders) await page().getByRole('article', { name: order.orderSequence }).waitFor({ timeout: ONE_REFRESH_MS });
      await shot(page(), 'long-name-1280');

      const cards = page().locator('[role="tabpanel"]:not([hidden]) article');
      const boxes = await Promise.all((await cards.all()).map(boxOf));
      expect(boxes.length).toBeGreaterThanOrEqual(2);
      for (const [index, box] of boxes.entries()) {
        for (const other of boxes.slice(index + 1)) expect(overlap(box, other)).toBe(false);
      }
      expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    });
  });
});
