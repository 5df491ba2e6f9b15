import type { LegalVersions, MenuItem } from '@pizza/shared';

import {
  currentLegalAcceptance,
  DEFAULT_PASSWORD,
  signUpCustomerViaApi,
  smsCodeFor,
  storeCustomerSession,
  uniqueEmail,
  uniquePhone,
} from './support/accounts';
import { call } from './support/api';
import { usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

// A sign-up through the Auth emulator, a staff sign-in and an order take longer than Jest's default.
jest.setTimeout(180_000);

const ACCEPT_BOX = 'I accept the terms and the privacy notice';
const ORDER_BUTTON = 'Place order with obligation to pay';

async function seededItem(category: string, name: string): Promise<MenuItem> {
  const items = await call<MenuItem[]>('GET', `/api/menuItem/get/category/${category}`, undefined);
  const item = items.find((entry) => entry.name === name && entry.size !== 'LARGE');
  if (!item) throw new Error(`the seeded menu has no ${name}`);
  return item;
}

/** The legal pages against the real shop (docs/product/legal.md). */
describe('legal pages, accepting the terms and the binding order button', () => {
  const { page } = usePage();

  it('when a visitor follows "Company details" in the footer, then the imprint page opens with its version', async () => {
    await page().goto('/');
    const footer = page().getByRole('navigation', { name: 'Legal information' });
    await footer.getByRole('link', { name: 'Company details' }).click();
    await page().waitForURL((url) => url.pathname === '/legal/imprint');
    await page()
      .getByText(/^Version \d+, \d{1,2} \w+ \d{4}$/)
      .waitFor();
    expect(await page().title()).toBe('Company details · Pizza Point');
    // The footer is there on the legal page too, leading to the other two.
    await page().getByRole('navigation', { name: 'Legal information' }).getByRole('link', { name: 'Terms' }).click();
    await page().waitForURL((url) => url.pathname === '/legal/terms');
  });

  it('when a visitor signs up, then the box must be ticked and the account holds the versions it accepted', async () => {
    const phone = uniquePhone();
    await page().goto('/signup');
    await page().getByLabel('Full Name').fill('Lídia Jogász');
    await page().getByLabel('Email', { exact: true }).fill(uniqueEmail('legal'));
    await page().getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
    await page().getByLabel('Confirm Password').fill(DEFAULT_PASSWORD);
    await page().getByLabel('Phone Number').fill(phone.slice(3));
    await page().getByRole('button', { name: 'Send Verification Code' }).click();
    await page().getByText('Please accept the terms and the privacy notice to sign up').waitFor();

    await page().getByRole('checkbox', { name: ACCEPT_BOX }).check();
    await page().getByRole('button', { name: 'Send Verification Code' }).click();
    const codeField = page().getByLabel('Verification Code');
    await codeField.waitFor({ timeout: 20_000 });
    await codeField.fill(await smsCodeFor(phone));
    await page().getByRole('button', { name: 'Confirm code' }).click();
    await page().waitForURL((url) => url.pathname === '/', { timeout: 20_000 });

    const token = await page().evaluate(() => localStorage.getItem('authToken'));
    const accepted = await call<{ terms?: { version: number }; privacy?: { version: number } }>(
      'GET',
      '/api/account/legal-acceptance',
      token ?? undefined,
    );
    const current = await currentLegalAcceptance();
    expect([accepted.terms?.version, accepted.privacy?.version]).toEqual([current.terms, current.privacy]);
  });

  it("when the owner saves new terms, then the page shows the new version and a signed-in customer's checkout asks to accept it once", async () => {
    // A customer who accepted the terms as they are now, with enough in the cart for the minimum.
    const customer = await signUpCustomerViaApi({ name: 'Régi Vevő' });
    const margarita = await seededItem('PIZZA', 'Margarita');
    await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: margarita.id, quantity: '2', extraItemId: '' } });
    const before = await call<LegalVersions>('GET', '/api/legal', undefined);

    // The owner writes a new version on the board.
    await storeStaffSession(page(), await staffTokenViaApi());
    await page().goto('/admin/legal');
    await page().getByRole('radio', { name: 'Terms and conditions' }).check({ force: true });
    await page()
      .getByRole('heading', { name: `Editing version ${before.terms}` })
      .waitFor();
    const english = page().getByRole('textbox', { name: 'English text (Markdown)' });
    await english.fill('# Terms and conditions\n\nOrders placed with the button are binding. **New clause.**');
    await page().getByRole('button', { name: 'Hungarian' }).click();
    await page().getByRole('textbox', { name: 'Hungarian text (Markdown)' }).fill('# ÁSZF\n\nA megrendelés kötelez. **Új pont.**');
    await page().getByRole('button', { name: 'Save as a new version' }).click();
    await page()
      .getByText(`Saved as version ${before.terms + 1}.`)
      .waitFor();

    // The public page shows it at once.
    await page().goto('/legal/terms');
    await page().getByText('New clause.').waitFor();
    await page()
      .getByText(new RegExp(`^Version ${before.terms + 1}, `))
      .waitFor();

    // The customer's next checkout asks to accept the new terms before the button works.
    await page().evaluate(() => localStorage.clear());
    await storeCustomerSession(page(), customer);
    await page().goto('/checkout');
    await page()
      .getByText(/^Our terms changed on \d{1,2} \w+ \d{4}\.$/)
      .waitFor();
    const button = page().getByRole('button', { name: ORDER_BUTTON });
    await page().getByTestId('checkout-total').waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page().getByRole('checkbox', { name: ACCEPT_BOX }).check();
    await button.and(page().locator(':enabled')).waitFor();
    const accepted = await call<{ terms?: { version: number } }>('GET', '/api/account/legal-acceptance', customer.token);
    expect(accepted.terms?.version).toBe(before.terms + 1);

    // Shown once: the next visit to checkout asks nothing.
    await page().reload();
    await button.and(page().locator(':enabled')).waitFor();
    expect(await page().getByRole('checkbox', { name: ACCEPT_BOX }).count()).toBe(0);
  });
});
