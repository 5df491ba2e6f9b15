import { waitForMail } from './support/accounts';
import { usePage } from './support/browser';

/** The local profile's staff account (docs/operations/configuration.md#run-profile-and-database). */
const STAFF = { email: 'admin@example.com', password: 'ChangeMe#2026' };

describe('staff sign-in', () => {
  const { page } = usePage();

  async function submitCredentials(password = STAFF.password) {
    await page().goto('/adminLogin');
    await page().getByLabel('Email', { exact: true }).fill(STAFF.email);
    await page().getByLabel('Password', { exact: true }).fill(password);
    await page().getByRole('button', { name: 'Login', exact: true }).click();
  }

  it('when staff log in with the e-mailed code, then the dashboard opens and Logout returns to /adminLogin', async () => {
    const since = Date.now();
    await submitCredentials();
    const codeField = page().getByLabel('Verification Code');
    await codeField.waitFor();

    const mail = await waitForMail(STAFF.email, (entry) => Date.parse(entry.sentAt) >= since - 1000);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    await codeField.fill(code as string);
    await page().getByRole('button', { name: 'Confirm code' }).click();

    await page().waitForURL((url) => url.pathname === '/admin');
    await page().getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page().getByRole('heading', { name: 'Orders board' }).waitFor();
    expect(await page().evaluate(() => [localStorage.getItem('adminEmail'), localStorage.getItem('authToken')])).toEqual([
      STAFF.email,
      null,
    ]);

    await page().getByRole('button', { name: STAFF.email }).click();
    await page().getByRole('button', { name: 'Logout' }).click();
    await page().waitForURL((url) => url.pathname === '/adminLogin');
    expect(await page().evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it("when the password is wrong, then 'Invalid email or password' is shown and no code step appears", async () => {
    await submitCredentials('Wrong#Password1');
    await page().getByText('Invalid email or password').waitFor();
    expect(await page().getByLabel('Verification Code').count()).toBe(0);
  });

  it('when a wrong code is entered, then the server says so', async () => {
    await submitCredentials();
    await page().getByLabel('Verification Code').fill('000000');
    await page().getByRole('button', { name: 'Confirm code' }).click();
    await page().getByRole('alert').waitFor();
    expect(new URL(page().url()).pathname).toBe('/adminLogin');
  });
});

describe('/admin guard', () => {
  const { page } = usePage();

  it('when there is no staff token, then /admin sends the visitor to /adminLogin', async () => {
    await page().goto('/admin');
    await page().waitForURL((url) => url.pathname === '/adminLogin');
    await page().getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('when the staff token is garbage, then it is cleared and /admin sends the visitor to /adminLogin', async () => {
    await page().goto('/adminLogin');
    await page().evaluate(() => {
      localStorage.setItem('adminToken', 'garbage');
      localStorage.setItem('adminEmail', 'admin@example.com');
    });
    await page().goto('/admin');
    await page().waitForURL((url) => url.pathname === '/adminLogin');
    await page().getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page().evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });
});
