import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Address, AddressSuggestion } from '@pizza/shared';
import type { Locator, Page } from 'playwright-core';

import { type CustomerAccount, loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { baseUrl, usePage } from './support/browser';

const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
const ZONE_ALERT = 'This address is outside our 5 km delivery zone.';

// Sign-up through the Auth emulator plus several page loads takes longer than Jest's default.
jest.setTimeout(120_000);

/** The customer's address book as the API sees it. */
async function addressBook(customer: CustomerAccount): Promise<Address[]> {
  const res = await fetch(`${baseUrl()}/api/address/all`, { headers: { authorization: `Bearer ${customer.token}` } });
  if (!res.ok) throw new Error(`GET /api/address/all answered ${res.status}`);
  return (await res.json()) as Address[];
}

/** Saves an address through the API, with the demo street list's coordinates, as the form would. */
async function addAddressViaApi(customer: CustomerAccount, street: string): Promise<void> {
  const [suggestion] = (await (
    await fetch(`${baseUrl()}/api/address/suggest?q=${encodeURIComponent(street)}`)
  ).json()) as AddressSuggestion[];
  if (!suggestion) throw new Error(`the demo street list has no ${street}`);
  const res = await fetch(`${baseUrl()}/api/address/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ ...suggestion, inZone: undefined, buildingName: '7', apartmentNo: '1', floor: '3', selected: true }),
  });
  if (!res.ok) throw new Error(`POST /api/address/add answered ${res.status}: ${await res.text()}`);
}

const streetField = (page: Page) => page.getByRole('combobox', { name: 'Street' });
const cards = (page: Page) => page.getByRole('heading', { name: 'Select Address' }).locator('xpath=..').getByRole('listitem');

async function openAddressPage(page: Page): Promise<void> {
  await page.goto('/address');
  await streetField(page).waitFor();
}

/** Types into the street field and chooses `option` with ArrowDown and Enter, as a keyboard user does. */
async function chooseStreetWithKeyboard(page: Page, typed: string, option: string): Promise<void> {
  const field = streetField(page);
  await field.fill(typed);
  const listbox = page.getByRole('listbox', { name: 'Street suggestions' });
  const options = listbox.getByRole('option');
  await listbox.getByRole('option', { name: new RegExp(option) }).waitFor();
  const index = (await options.allTextContents()).findIndex((text) => text.startsWith(option));
  for (let step = 0; step <= index; step++) await field.press('ArrowDown');
  expect(await field.getAttribute('aria-activedescendant')).toBe(await options.nth(index).getAttribute('id'));
  await field.press('Enter');
  await expectValue(field, option);
}

async function expectValue(field: Locator, value: string): Promise<void> {
  await field
    .page()
    .waitForFunction(([el, expected]) => (el as HTMLInputElement).value === expected, [await field.elementHandle(), value] as const);
}

async function fillDetails(page: Page, building: string): Promise<void> {
  await page.getByRole('textbox', { name: 'House number or building', exact: true }).fill(building);
  await page.getByRole('textbox', { name: 'Apartment (optional)' }).fill('4');
  await page.getByRole('textbox', { name: 'Floor (optional)' }).fill('2');
}

/** Clicks 'Add New Address' and waits for the save and its confirmation (the page stays). */
async function addAddress(page: Page): Promise<void> {
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/address/add') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add New Address' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByText('Address saved. We will deliver your next order there.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/address');
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string }> }> } }).axe;
    return (await axe.run()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
  expect(violations).toEqual([]);
}

describe('address page', () => {
  const { page } = usePage();

  it('when a new customer adds two addresses and picks one, then it is selected on the way to checkout', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Address Tester' });
    await loginInBrowser(page(), customer);

    await openAddressPage(page());
    expect(await page().getByRole('heading', { name: 'Select Address' }).count()).toBe(0);
    await chooseStreetWithKeyboard(page(), 'Piac', 'Piac utca');
    await fillDetails(page(), '12/B');
    await addAddress(page());

    await openAddressPage(page());
    await cards(page()).first().getByText('Selected', { exact: true }).waitFor();
    expect(await cards(page()).count()).toBe(1);
    await expect(cards(page()).first().textContent()).resolves.toContain('Piac utca');

    await chooseStreetWithKeyboard(page(), 'Kassai', 'Kassai út');
    await fillDetails(page(), '26');
    await addAddress(page());

    // Newest first: the new Kassai út card (selected as it was saved), then Piac utca.
    await openAddressPage(page());
    await cards(page()).nth(1).waitFor();
    await expectNoSeriousAxeViolations(page());
    const second = cards(page()).nth(1);
    await expect(second.textContent()).resolves.toContain('Piac utca');
    await second.getByRole('button', { name: /^Piac utca/ }).click();
    await page().waitForURL((url) => url.pathname === '/checkout');

    await openAddressPage(page());
    await cards(page()).nth(1).getByText('Selected', { exact: true }).waitFor();
    expect(await cards(page()).first().getByText('Selected', { exact: true }).count()).toBe(0);
    expect((await addressBook(customer)).map(({ street, selected }) => [street, selected])).toEqual([
      ['Kassai út', false],
      ['Piac utca', true],
    ]);
  });

  it('when a street outside the zone is chosen, then the zone alert shows and nothing is saved', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Zone Tester' });
    await addAddressViaApi(customer, 'Piac utca');
    await loginInBrowser(page(), customer);
    await openAddressPage(page());
    await cards(page()).first().waitFor();

    const adds: string[] = [];
    page().on('request', (request) => {
      if (request.url().endsWith('/api/address/add')) adds.push(request.method());
    });
    await streetField(page()).fill('Szentgy');
    const option = page().getByRole('option', { name: /Szentgyörgyfalvi út/ });
    await option.getByText('Outside delivery zone').waitFor();
    await option.click();
    const alert = page().getByRole('alert').filter({ hasText: ZONE_ALERT });
    await alert.waitFor();

    await fillDetails(page(), '5');
    await page().getByRole('button', { name: 'Add New Address' }).click();
    await alert.waitFor();
    expect(page().url()).toBe(`${baseUrl()}/address`);
    expect(adds).toEqual([]);

    await openAddressPage(page());
    await cards(page()).first().waitFor();
    expect(await cards(page()).count()).toBe(1);
    expect((await addressBook(customer)).map(({ street }) => street)).toEqual(['Piac utca']);
  });

  it('when a logged-out visitor opens /address, then login brings them back to it', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Redirect Tester' });
    await page().goto('/address');
    await page().waitForURL((url) => url.pathname === '/login');
    await page().getByLabel('Email', { exact: true }).fill(customer.email);
    await page().getByLabel('Password', { exact: true }).fill(customer.password);
    await page().getByRole('button', { name: 'Login', exact: true }).click();
    await page().waitForURL((url) => url.pathname === '/address');
    await streetField(page()).waitFor();
  });
});
