import {
  DEFAULT_PASSWORD,
  loginInBrowser,
  signUpCustomerViaApi,
  smsCodeFor,
  uniqueEmail,
  uniquePhone,
  waitForMail,
} from './support/accounts';
import { usePage } from './support/browser';

/** Customer accounts against the real shop: real Auth emulator, real mailbox, real server. */
describe('customer accounts', () => {
  const { page } = usePage();

  it('when a visitor signs up with the SMS code from the emulator, then they land on the menu logged in and can log out', async () => {
    const phone = uniquePhone();
    const email = uniqueEmail('signup');
    await page().goto('/signup');
    await page().getByLabel('Full Name').fill('Anna Kovács');
    await page().getByLabel('Email', { exact: true }).fill(email);
    await page().getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
    await page().getByLabel('Confirm Password').fill(DEFAULT_PASSWORD);
    await page().getByLabel('Phone Number').fill(phone.slice(3)); // national digits; the country is HU by default
    await page().getByRole('checkbox', { name: 'I accept the terms and the privacy notice' }).check();
    await page().getByRole('button', { name: 'Send Verification Code' }).click();

    const codeField = page().getByLabel('Verification Code');
    await codeField.waitFor({ timeout: 20_000 });
    await codeField.fill(await smsCodeFor(phone));
    await page().getByRole('button', { name: 'Confirm code' }).click();

    await page().waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    const menu = page().getByRole('button', { name: 'Hello, Anna Kovács' });
    await menu.waitFor();
    expect(await page().evaluate(() => [localStorage.getItem('email'), localStorage.getItem('name')])).toEqual([email, 'Anna Kovács']);

    await menu.click();
    await page().getByRole('button', { name: 'Logout' }).click();
    await page().getByRole('button', { name: 'Account' }).waitFor();
    expect(await page().evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  it('when the e-mail is already registered, then sign-up says so before any SMS is sent', async () => {
    const existing = await signUpCustomerViaApi();
    await page().goto('/signup');
    await page().getByLabel('Full Name').fill('Someone Else');
    await page().getByLabel('Email', { exact: true }).fill(existing.email);
    await page().getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
    await page().getByLabel('Confirm Password').fill(DEFAULT_PASSWORD);
    await page().getByLabel('Phone Number').fill(uniquePhone().slice(3));
    await page().getByRole('checkbox', { name: 'I accept the terms and the privacy notice' }).check();
    await page().getByRole('button', { name: 'Send Verification Code' }).click();
    await page().getByText('Email already exists').waitFor();
  });

  it('when a customer logs in with a wrong and then the right password, then only the second works', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Béla Tóth' });
    await page().goto('/login');
    await page().getByLabel('Email', { exact: true }).fill(customer.email);
    await page().getByLabel('Password', { exact: true }).fill('Not#TheRight1');
    await page().getByRole('button', { name: 'Login', exact: true }).click();
    await page().getByText('Invalid email or password').waitFor();

    await loginInBrowser(page(), customer);
    expect(new URL(page().url()).pathname).toBe('/');
    await page().getByRole('button', { name: 'Hello, Béla Tóth' }).waitFor();
  });

  it('when a customer forgets the password, then the mailed link resets it and the new one logs in', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Cecília Nagy' });
    const newPassword = 'Fresh#Dough2027';
    await page().goto('/login');
    await page().getByRole('button', { name: 'Forgot password?' }).click();
    await page().getByLabel('Email', { exact: true }).last().fill(customer.email);
    await page().getByRole('button', { name: 'Send reset link' }).click();
    await page().getByText('a reset link has been sent').waitFor();

    const mail = await waitForMail(customer.email, (entry) => entry.text.includes('/resetPassword?token='));
    const link = /(https?:\/\/\S+\/resetPassword\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    await page().goto(`/resetPassword${new URL(link as string).search}`);
    await page().getByLabel('Email', { exact: true }).fill(customer.email);
    await page().getByLabel('New Password').fill(newPassword);
    await page().getByLabel('Confirm Password').fill(newPassword);
    await page().getByRole('button', { name: 'Change Password' }).click();

    await page().waitForURL((url) => url.pathname === '/login');
    await page().getByText('Your password has been changed.').waitFor();
    await loginInBrowser(page(), { ...customer, password: newPassword });
  });

  it('when the stored session is one the server rejects, then the app starts logged out', async () => {
    await page().goto('/');
    await page().evaluate(() => {
      localStorage.setItem('authToken', 'not-a-real-token');
      localStorage.setItem('email', 'ghost@example.com');
      localStorage.setItem('name', 'Ghost');
    });
    await page().reload();
    await page().getByRole('button', { name: 'Account' }).waitFor();
    expect(await page().evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});
