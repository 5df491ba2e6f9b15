/**
 * The alarm after a reload, in Chromium with the autoplay policy of a desktop browser (sound only
 * after a gesture in the document): the reloaded board creates its audio context, Chromium keeps
 * it suspended, the board says so, and one click anywhere starts it again.
 *
 * Playwright runs its evaluations, locator queries and even the answers to exposed bindings as user
 * gestures, which would unlock audio by themselves. So until the click, the page is watched only
 * through an init script that reports on the console (the audio context's state, the alerts' text,
 * the chime's notes); the click is a real mouse event on the page's margin.
 */
import type { Order } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { type CustomerAccount, signUpCustomerViaApi } from './support/accounts';
import { call } from './support/api';
import { baseUrl, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(180_000);

const AUTOPLAY_LOCKED = ['--autoplay-policy=document-user-activation-required'];
/** One board refresh is 10 s; the live channel is faster, a busy machine gets room on top. */
const ONE_REFRESH_MS = 25_000;

interface Watch {
  /** Resolves once `test` holds for what the page reported. */
  until: (what: string, test: (seen: Seen) => boolean) => Promise<void>;
  seen: Seen;
}

interface Seen {
  audioStates: string[];
  alerts: string[];
  notes: number;
  /** The order numbers on the board's cards. */
  cards: string[];
}

const REPORT = 'board-sound-report';

/** What the page reports by itself on the console: no Playwright evaluation, so no gesture. */
async function watchPage(page: Page): Promise<Watch> {
  const seen: Seen = { audioStates: [], alerts: [], notes: 0, cards: [] };
  const waiters = new Set<() => void>();
  page.on('console', (message) => {
    if (!message.text().startsWith(`${REPORT} `)) return;
    const { kind, value } = JSON.parse(message.text().slice(REPORT.length + 1)) as { kind: string; value: string };
    if (kind === 'audio') seen.audioStates.push(value);
    if (kind === 'alerts') seen.alerts = JSON.parse(value) as string[];
    if (kind === 'note') seen.notes += 1;
    if (kind === 'cards') seen.cards = JSON.parse(value) as string[];
    waiters.forEach((check) => check());
  });
  await page.addInitScript((tag) => {
    const report = (kind: string, value: string) => console.debug(`${tag} ${JSON.stringify({ kind, value })}`);
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor() {
        super();
        report('audio', this.state);
        this.addEventListener('statechange', () => report('audio', this.state));
      }
    };
    const createOscillator = Original.prototype.createOscillator;
    Original.prototype.createOscillator = function (this: AudioContext) {
      report('note', '');
      return createOscillator.call(this);
    };
    const observe = () => {
      const alerts = Array.from(document.querySelectorAll('[role="alert"]')).map((element) => element.textContent ?? '');
      report('alerts', JSON.stringify(alerts));
      report('cards', JSON.stringify(Array.from(document.querySelectorAll('article h3')).map((heading) => heading.textContent)));
    };
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(observe).observe(document.body, { subtree: true, childList: true, characterData: true });
      observe();
    });
  }, REPORT);
  return {
    seen,
    until: (what, test) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waited in vain for ${what}: ${JSON.stringify(seen)}`));
        }, ONE_REFRESH_MS);
        function check() {
          if (!test(seen)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        }
        waiters.add(check);
        check();
      }),
  };
}

async function placePickup(customer: CustomerAccount): Promise<Order> {
  const { token } = customer;
  await call('POST', '/api/cart/add-to-cart', token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/pickup-checkout', token, { form: {} });
  return call<Order>('POST', '/api/orders/placeorder', token, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
  });
}

describe('the alarm after a reload', () => {
  const { page, context } = usePage({ width: 1024, height: 768 }, { args: AUTOPLAY_LOCKED });

  it('when the board reloads with alerts on, then it says sound is off, no order rings, and one click anywhere re-arms the alarm', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Sound Lock Tester' });
    await context().grantPermissions(['notifications'], { origin: baseUrl() });
    await storeStaffSession(page(), await staffTokenViaApi());
    const watch = await watchPage(page());
    await page().goto('/admin');
    await page().getByRole('button', { name: 'Enable Notifications' }).click();
    await page().getByText('New-order alerts on').waitFor();

    watch.seen.audioStates = [];
    watch.seen.notes = 0;
    await page().reload();
    await watch.until('a suspended audio context', (seen) => seen.audioStates[0] === 'suspended');
    await watch.until('the sound-locked alert', (seen) =>
      seen.alerts.some((text) => text.includes('Sound is off: new orders will not ring')),
    );

    const locked = await placePickup(customer);
    await watch.until('the order on the board', (seen) => seen.cards.includes(locked.orderSequence));
    expect(watch.seen.notes).toBe(0);
    expect(watch.seen.audioStates.at(-1)).toBe('suspended');

    await page().mouse.click(2, 400); // the page's margin: nothing there but the page
    await watch.until('the audio context running', (seen) => seen.audioStates.at(-1) === 'running');
    await page().getByText('New-order alerts on').waitFor();
    expect(await page().getByText('Sound is off: new orders will not ring').count()).toBe(0);

    const rings = await placePickup(customer);
    await page().getByRole('article', { name: rings.orderSequence }).waitFor({ timeout: ONE_REFRESH_MS });
    await watch.until('the chime of the new order', (seen) => seen.notes >= 3);
  });
});
