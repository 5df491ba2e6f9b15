import { mkdirSync } from 'node:fs';

import type { BrowserContext, Page } from 'playwright-core';

import { uniqueEmail, waitForMail } from './support/accounts';
import { baseUrl, usePage } from './support/browser';
import { loginStaffInBrowser } from './support/staff';

// Two invitations, two sign-ins with e-mailed codes and three browser contexts on a busy machine.
jest.setTimeout(240_000);

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const PASSWORD = 'Team#Member2026';

/** The invitation link in the newest invitation mail to `email`: `${publicUrl}/admin/join#<token>`. */
async function invitationLink(email: string, since: number): Promise<string> {
  const mail = await waitForMail(email, (entry) => Date.parse(entry.sentAt) >= since - 1000 && /\/admin\/join#/.test(entry.text), 30_000);
  const link = /(https?:\/\/\S+\/admin\/join#[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no invitation link in the mail to ${email}`);
  return `${baseUrl()}${new URL(link).pathname}${new URL(link).hash}`;
}

/** The sign-in code in the newest code mail to `email` since `since`. */
async function signInCode(email: string, since: number): Promise<string> {
  const mail = await waitForMail(email, (entry) => Date.parse(entry.sentAt) >= since - 1000 && /\b\d{6}\b/.test(entry.text), 30_000);
  return /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
}

async function invite(owner: Page, person: { email: string; name: string; role: string }): Promise<number> {
  const since = Date.now();
  await owner.getByLabel('E-mail', { exact: true }).fill(person.email);
  await owner.getByLabel('Name', { exact: true }).fill(person.name);
  await owner.getByRole('radio', { name: person.role, exact: true }).check();
  await owner.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await owner.getByText(`Invitation sent to ${person.email}.`).waitFor();
  return since;
}

/** The invited person opens the mailed link, sets a password, and signs in with the e-mailed code. */
async function join(page: Page, email: string, since: number): Promise<void> {
  await page.goto(await invitationLink(email, since));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set my password' }).click();
  await page.getByRole('heading', { name: 'Your account is ready' }).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/adminLogin');
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
  const codeSince = Date.now();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Verification Code').fill(await signInCode(email, codeSince));
  await page.getByRole('button', { name: 'Confirm code' }).click();
}

/** The staff pages the bar offers, once it is there (it comes with the member's role). */
async function navLinks(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link');
  await links.first().waitFor();
  return links.allTextContents();
}

/** With E2E_SHOTS_DIR set, `path` is saved at both widths, in both languages and colour schemes (for a person to look at). */
async function shots(context: BrowserContext, path: string, name: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = await context.newPage();
  for (const language of ['en', 'hu'] as const)
    for (const scheme of ['light', 'dark'] as const)
      for (const [width, viewport] of [
        [375, PHONE],
        [1280, WIDE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${baseUrl()}/adminLogin`);
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
        await page.goto(`${baseUrl()}${path}`);
        await ready(page);
        // Whatever the page loads is in: no spinner left in the page's body.
        await page.waitForFunction(() => document.querySelector('main .animate-spin') === null);
        await page.screenshot({ path: `${dir}/${name}-${width}-${language}-${scheme}.png`, fullPage: true });
      }
  // The context's pages go on in English.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.close();
}

describe('staff roles from the browser', () => {
  const { page, context } = usePage(WIDE);

  it('when the owner invites a cook, a courier and a manager, then each joins, signs in and sees only what the role allows; a deactivated cook is signed out within seconds', async () => {
    const browser = context().browser()!;
    const owner = page();
    await loginStaffInBrowser(owner);
    expect(await navLinks(owner)).toEqual([
      'Orders board',
      'Reports',
      'Find an order',
      'Menu',
      'Promo codes',
      'Staff',
      'Audit log',
      'Legal pages',
      'Integrations',
    ]);
    await owner.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Staff' }).click();
    await owner.getByRole('heading', { name: 'Invite a colleague' }).waitFor();

    const cook = { email: uniqueEmail('cook'), name: 'Szabó Kata', role: 'Kitchen' };
    const courier = { email: uniqueEmail('courier'), name: 'Futó Bence', role: 'Courier' };
    const cookInvited = await invite(owner, cook);
    const courierInvited = await invite(owner, courier);
    const manager = { email: uniqueEmail('manager'), name: 'Vezető Vera', role: 'Manager' };
    const managerInvited = await invite(owner, manager);
    await owner
      .getByRole('row', { name: new RegExp(cook.name) })
      .getByText('Invited')
      .waitFor();
    await shots(context(), '/admin/staff', 'staff-page-owner', (shot) => shot.getByText(cook.email).first().waitFor());
    await shots(context(), '/admin', 'board-owner', (shot) => shot.getByRole('navigation').first().waitFor());

    const cookContext = await browser.newContext({ viewport: WIDE, baseURL: baseUrl() });
    const courierContext = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
    const managerContext = await browser.newContext({ viewport: WIDE, baseURL: baseUrl() });
    try {
      const cookPage = await cookContext.newPage();
      const courierPage = await courierContext.newPage();
      // Looking at the invitation does not use it up: only setting the password does.
      const courierLink = new URL(await invitationLink(courier.email, courierInvited));
      await shots(courierContext, `${courierLink.pathname}${courierLink.hash}`, 'join-page', (shot) =>
        shot.getByRole('button', { name: /Set my password|Jelszó beállítása/ }).waitFor(),
      );

      await join(cookPage, cook.email, cookInvited);
      await cookPage.waitForURL((url) => url.pathname === '/admin');
      await cookPage.getByRole('heading', { name: 'Orders board' }).waitFor();
      expect(await navLinks(cookPage)).toEqual(['Orders board']);
      // The cook neither opens nor closes the shop, and has no shop settings.
      expect(await cookPage.getByRole('switch', { name: /^Restaurant status/ }).count()).toBe(0);
      await shots(cookContext, '/admin', 'board-kitchen', (shot) => shot.getByRole('navigation').first().waitFor());

      await join(courierPage, courier.email, courierInvited);
      // A courier landing on the board is sent to the deliveries.
      await courierPage.waitForURL((url) => url.pathname === '/admin/deliveries');
      await courierPage.goto('/admin/staff');
      await courierPage.getByRole('heading', { name: 'Not for your role' }).waitFor();
      expect(await navLinks(courierPage)).toEqual(['Deliveries']);
      await shots(courierContext, '/admin/staff', 'not-for-role-courier', (shot) =>
        shot.getByRole('heading', { name: /Not for your role|Nem a te/ }).waitFor(),
      );

      // A manager runs the shop (the Opened/Closed switch) but has no staff, audit or integrations pages.
      const managerPage = await managerContext.newPage();
      await join(managerPage, manager.email, managerInvited);
      await managerPage.waitForURL((url) => url.pathname === '/admin');
      expect(await navLinks(managerPage)).toEqual(['Orders board', 'Reports', 'Find an order', 'Menu', 'Promo codes']);
      await managerPage.getByRole('switch', { name: /^Restaurant status/ }).waitFor();
      await shots(managerContext, '/admin', 'board-manager', (shot) => shot.getByRole('navigation').first().waitFor());

      // The owner sees both as active now; deactivating the cook ends the cook's open board.
      await owner.reload();
      const cookRow = owner.getByRole('row', { name: new RegExp(cook.name) });
      await cookRow.getByText('Active', { exact: true }).waitFor({ timeout: 30_000 });
      await cookPage.goto('/admin');
      await cookPage.getByRole('heading', { name: 'Orders board' }).waitFor();
      await cookRow.getByRole('button', { name: 'Deactivate' }).click();
      await owner.getByRole('button', { name: 'Yes, deactivate' }).click();
      await cookRow.getByText('Deactivated', { exact: true }).waitFor();
      await cookPage.waitForURL((url) => url.pathname === '/adminLogin', { timeout: 15_000 });
      expect(await cookPage.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    } finally {
      await cookContext.close();
      await courierContext.close();
      await managerContext.close();
    }
  });
});
