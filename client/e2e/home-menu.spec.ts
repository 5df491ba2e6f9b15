import type { Page } from 'playwright-core';

import { saveScreenshot, usePage } from './support/browser';

jest.setTimeout(60_000);

const NAV = 'nav[aria-label="Menu categories"]';
const SECTIONS = [
  { id: 'PIZZA', label: 'Classic Pizza' },
  { id: 'DRINKS', label: 'Drinks' },
  { id: 'BURGER', label: 'Burgers' },
  { id: 'FRIES_NUGGETS', label: 'Fries & Nuggets' },
  { id: 'CALZONE', label: 'Calzone' },
];

/** The nav entry carrying aria-current, waited for until it is the expected one. */
async function waitForActive(page: Page, label: string): Promise<void> {
  await page.locator(`${NAV} a[aria-current="true"]`, { hasText: label }).waitFor();
}

/** Puts the top of a section at 35% of the viewport: inside the 30%–40% scroll-spy band. */
async function scrollSectionIntoBand(page: Page, id: string): Promise<void> {
  await page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId) as HTMLElement;
    const top = section.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight * 0.35 + 20, behavior: 'instant' });
  }, id);
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  // The loading overlay leaves once the first menu data is in.
  await page.getByRole('heading', { level: 3, name: 'Margarita', exact: true }).waitFor();
  // Its 0.3 s fade keeps it visible (and covering the page) until the very end.
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  // Every section loaded, so section heights (and the scroll positions below) are final.
  await page.getByRole('heading', { level: 3, name: 'Calzone', exact: true }).waitFor();
}

describe('home page menu browsing', () => {
  const { page } = usePage();

  it('when the visitor opens another page from deep in the menu and comes back, then that page starts at the top and Back returns to the same place', async () => {
    await openHome(page());
    await scrollSectionIntoBand(page(), 'BURGER');
    const menuY = await page().evaluate(() => window.scrollY);
    expect(menuY).toBeGreaterThan(500);

    // A client-side navigation from where the visitor is (a DOM click does not scroll to the link).
    await page().evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/login"]')?.click());
    await page().getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(await page().evaluate(() => window.scrollY)).toBe(0);

    await page().goBack();
    await page().getByRole('heading', { level: 3, name: 'Calzone', exact: true }).waitFor();
    await page().waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, menuY);
  });

  it('when the visitor scrolls through the menu, then the category highlight follows (aria-current)', async () => {
    await openHome(page());
    await waitForActive(page(), 'Classic Pizza');

    for (const { id, label } of SECTIONS.slice(1)) {
      await scrollSectionIntoBand(page(), id);
      await waitForActive(page(), label);
    }
    await page().evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await waitForActive(page(), 'Calzone');

    await scrollSectionIntoBand(page(), 'PIZZA');
    await waitForActive(page(), 'Classic Pizza');
    expect(await page().locator(`${NAV} a[aria-current]`).count()).toBe(1);
  });

  it('when a category is clicked, then the page scrolls to it and it becomes the active entry', async () => {
    await openHome(page());
    await page().locator(NAV).getByRole('link', { name: 'Burgers' }).click();
    await waitForActive(page(), 'Burgers');
    await page().waitForFunction(() => {
      const top = document.getElementById('BURGER')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight * 0.3;
    });
  });

  it('when a card is opened with the keyboard, then the item modal traps focus, closes on Escape and returns focus', async () => {
    await openHome(page());
    const card = page().getByRole('button', { name: 'Pepperoni', exact: true });
    await card.focus();
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog', { name: 'Pepperoni' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Large' }).waitFor({ state: 'attached' });

    for (let step = 0; step < 25; step += 1) {
      await page().keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await card.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it('when the side menu is opened, then it offers directions in a new tab, My Orders and (on phones) Login/Sign Up', async () => {
    await page().setViewportSize({ width: 375, height: 800 });
    await openHome(page());
    await page().getByRole('button', { name: 'Open menu' }).click();
    const menu = page().getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const location = menu.getByRole('link', { name: /^Our Location/ });
    expect(await location.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=47.529989,21.623746');
    expect(await location.getAttribute('target')).toBe('_blank');
    await menu.getByRole('link', { name: 'Login/Sign Up' }).waitFor();
    // Measured once the panel has finished sliding in (mid-transition its box is a transformed one).
    await menu.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    // Full width on phones: the whole layout viewport. Both are read in one go, because the page's
    // scrollbar goes away (scroll lock) just after the menu appears, which widens both.
    const [panelWidth, viewportWidth] = await menu.evaluate((node) => [
      node.getBoundingClientRect().width,
      document.documentElement.clientWidth,
    ]);
    expect(panelWidth).toBe(viewportWidth);

    await menu.getByRole('link', { name: 'My Orders' }).click();
    await page().waitForURL((url) => url.pathname === '/orders');
  });

  it('when the side menu is open on a wide screen, then Tab cycles through its visible controls only', async () => {
    await openHome(page());
    await page().getByRole('button', { name: 'Open menu' }).click();
    const menu = page().getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // Focus must never land on a hidden control or leave the menu.
    for (let step = 0; step < 12; step += 1) {
      await page().keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
      const where = await menu.evaluate((node) => {
        const active = document.activeElement as HTMLElement | null;
        return { inside: node.contains(active), visible: active?.checkVisibility() ?? false };
      });
      expect(where).toEqual({ inside: true, visible: true });
    }
    await page().keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });

  it('when the chat button is pressed, then WhatsApp and Viber open a chat with the restaurant phone', async () => {
    await openHome(page());
    await page().getByRole('button', { name: 'Chat with the restaurant' }).click();
    expect(await page().getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/36301234567');
    expect(await page().getByRole('link', { name: 'Viber' }).getAttribute('href')).toBe('viber://chat?number=%2B36301234567');
  });

  for (const width of [375, 1280]) {
    it(`when the home page is shown ${width} px wide, then the landing header, nav and cards render (screenshot)`, async () => {
      await page().setViewportSize({ width, height: width < 600 ? 800 : 900 });
      await openHome(page());
      const rotation = await page().locator('section[aria-labelledby="landing-title"] img[data-active]').getAttribute('src');
      expect(rotation).toBe('/images/landing/landing-1.svg');
      await saveScreenshot(page(), `home-${width}`);
    });
  }
});
