/**
 * A first order without friction: a new customer on a phone, on the Hungarian site,
 * from the menu to a placed delivery order, nothing lost and no English on the way. The smaller
 * stops of that road, one by one, are in order-path.spec.ts.
 */
import type { Order } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { DEFAULT_PASSWORD, smsCodeFor, uniqueEmail, uniquePhone } from './support/accounts';
import { usePage } from './support/browser';
import { englishMenuTexts, englishOnPage, offFormatAmounts } from './support/language';

// Two sign-ups through the Auth emulator and a whole order take longer than Jest's default.
jest.setTimeout(240_000);

async function inHungarian(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lang', 'hu'));
}

async function openHome(page: Page, firstDish: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 3, name: firstDish, exact: true }).waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

/** Fails with what was found: the English strings or off-format amounts on the current screen. */
async function expectHungarianOnly(page: Page, menu: Awaited<ReturnType<typeof englishMenuTexts>>, screen: string) {
  expect({ screen, english: await englishOnPage(page, menu), money: await offFormatAmounts(page, 'hu') }).toEqual({
    screen,
    english: [],
    money: [],
  });
}

describe('a first order on the Hungarian site, on a phone', () => {
  const { page } = usePage({ width: 375, height: 780 });

  it('when a visitor picks a dish, signs up (with a reload), adds a delivery address from checkout and pays by card, then nothing is lost and no English shows', async () => {
    const menu = await englishMenuTexts();
    await inHungarian(page());
    await openHome(page(), 'Margarita');
    await expectHungarianOnly(page(), menu, 'home');

    // Item 1: the dish, built logged out: Large, two add-ons, a note, quantity 2.
    await page().getByRole('button', { name: 'Margarita', exact: true }).click();
    const dialog = page().getByRole('dialog', { name: 'Margarita' });
    await dialog.getByText('Nagy', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Feltétek választása' }).click();
    await dialog.getByRole('checkbox', { name: /Extra sajt/ }).check();
    await dialog.getByRole('checkbox', { name: /Gomba/ }).check();
    await dialog.getByLabel('Különleges kérések').fill('Jól átsütve');
    await dialog.getByRole('button', { name: 'Mennyiség növelése' }).click();
    await dialog.getByRole('button', { name: /^Kosárba - / }).waitFor();
    await expectHungarianOnly(page(), menu, 'item modal');
    await dialog.getByRole('button', { name: /^Kosárba - / }).click();

    await page().waitForURL((url) => url.pathname === '/login');
    await page().getByText('Jelentkezzen be vagy regisztráljon, hogy kosárba tehesse: Margarita.').waitFor();
    await page().getByRole('main').getByRole('link', { name: 'Regisztráljon' }).click();
    await page().waitForURL((url) => url.pathname === '/signup');
    // A reload in the middle of signing up loses nothing.
    await page().reload();
    await page().getByText('Regisztráljon, hogy kosárba tehesse: Margarita.').waitFor();
    expect(await page().getByLabel('Cím', { exact: true }).count()).toBe(0); // item 3: no free-text address

    const phone = uniquePhone();
    await page().getByLabel('Teljes név').fill('Kiss Virág');
    await page().getByLabel('E-mail', { exact: true }).fill(uniqueEmail('first-order'));
    await page().getByLabel('Jelszó', { exact: true }).fill(DEFAULT_PASSWORD);
    await page().getByLabel('Jelszó megerősítése').fill(DEFAULT_PASSWORD);
    await page().getByLabel('Telefonszám').fill(phone.slice(3));
    await page().getByRole('checkbox', { name: 'Elfogadom az ÁSZF-et és az adatvédelmi tájékoztatót' }).check();
    await expectHungarianOnly(page(), menu, 'sign-up');
    await page().getByRole('button', { name: 'Ellenőrző kód küldése' }).click();
    const code = page().getByLabel('Ellenőrző kód');
    await code.waitFor({ timeout: 20_000 });
    await code.fill(await smsCodeFor(phone));
    await page().getByRole('button', { name: 'Kód megerősítése' }).click();

    // Back at the dish, every choice kept.
    const restored = page().getByRole('dialog', { name: 'Margarita' });
    await restored.waitFor({ timeout: 20_000 });
    expect(await restored.getByRole('radio', { name: 'Nagy' }).isChecked()).toBe(true);
    expect(await restored.getByRole('checkbox', { name: /Extra sajt/ }).isChecked()).toBe(true);
    expect(await restored.getByRole('checkbox', { name: /Gomba/ }).isChecked()).toBe(true);
    expect(await restored.getByLabel('Különleges kérések').inputValue()).toBe('Jól átsütve');
    await restored.getByRole('group', { name: 'Mennyiség' }).getByText('2', { exact: true }).waitFor();
    await restored.getByRole('button', { name: /^Kosárba - / }).click();
    await restored.waitFor({ state: 'detached' });

    // The cart, in Hungarian, then checkout.
    await page().getByRole('button', { name: 'Kosár, 2 tétel' }).click();
    const drawer = page().getByRole('dialog', { name: 'Az Ön kosara' });
    await drawer.getByText('Jól átsütve', { exact: false }).waitFor();
    await expectHungarianOnly(page(), menu, 'cart');
    await drawer.getByRole('button', { name: 'Tovább a fizetéshez' }).click();
    await page().waitForURL((url) => url.pathname === '/checkout');
    await page().getByTestId('checkout-total').filter({ hasText: /Ft/ }).waitFor();
    await expectHungarianOnly(page(), menu, 'checkout (pickup)');

    // Item 2: Delivery without an address goes to the address page and comes back with Delivery.
    await page().getByRole('radio', { name: 'Kiszállítás' }).click();
    await page().waitForURL((url) => url.pathname === '/address');
    const street = page().getByRole('combobox', { name: 'Utca' });
    await street.fill('Piac');
    await page()
      .getByRole('option', { name: /Piac utca/ })
      .first()
      .click();
    await page().getByRole('textbox', { name: 'Házszám vagy épület' }).fill('20');
    await page().getByRole('textbox', { name: 'Egyéb útmutatás (nem kötelező)' }).fill('Kék kapu');
    await expectHungarianOnly(page(), menu, 'address');
    await page().getByRole('button', { name: 'Új cím hozzáadása' }).click(); // no floor, no apartment: a family house

    await page().waitForURL((url) => url.pathname === '/checkout');
    expect(await page().getByRole('radio', { name: 'Kiszállítás' }).isChecked()).toBe(true);
    await page()
      .getByRole('link', { name: /Piac utca 20\., 4025 Debrecen/ })
      .waitFor();
    await page()
      .getByRole('radio', { name: /^Bankkártya a futárnál/ })
      .check();
    const place = page().getByRole('button', { name: 'Fizetési kötelezettséggel járó megrendelés' });
    await place.and(page().locator(':enabled')).waitFor();
    await expectHungarianOnly(page(), menu, 'checkout (delivery)');

    const [placed] = await Promise.all([
      page().waitForResponse((res) => new URL(res.url()).pathname === '/api/orders/placeorder'),
      place.click(),
    ]);
    const order = (await placed.json()) as Order;
    expect(order).toMatchObject({ orderType: 'DELIVERY', paymentMethod: 'CARD' });
    expect(order.orderItems[0]).toMatchObject({ size: 'LARGE', quantity: 2, instructions: 'Jól átsütve' });

    // Item 11: the order page reads the address the Hungarian way, with the note; item 9: the payment.
    const address = page().getByRole('heading', { name: 'Szállítási cím' }).locator('..');
    await address.getByText('Piac utca 20., 4025 Debrecen').waitFor();
    await address.getByText('Kék kapu', { exact: false }).waitFor();
    expect(await address.getByText(/Emelet|Ajtó/).count()).toBe(0);
    await page().getByText('Bankkártya a futárnál').waitFor();
  });
});
