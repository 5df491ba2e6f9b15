import '../../../test/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { addTranslations, changeLanguage } from '../../../lib/i18n';
import { useAuthStore } from '../../../lib/session/auth-store';
import { accountSettingsResources } from '../../../locales/account-settings-page';
import { recordDownloads } from '../../../test/downloads';
import { CUSTOMER, logIn } from '../../../test/menu-cart-support';
import { renderRoutes, requestsTo, stubFetch } from '../../../test/orders-support';
import { AccountDeletedNotice, MyDataSection } from '../index';

addTranslations(accountSettingsResources);

const EXPORT = '/api/account/export';

/** The account page's "My data" at /account, and the home page's notice at /. */
const renderMyData = () =>
  renderRoutes(
    [
      { path: '/account', element: <MyDataSection /> },
      { path: '/', element: <AccountDeletedNotice /> },
    ],
    '/account',
  );

/** The export as the server answers it: a JSON attachment with its name. */
const exportResponse = (json: string) =>
  ({
    ok: true,
    status: 200,
    headers: {
      get: (name: string) =>
        ({ 'content-type': 'application/json', 'content-disposition': 'attachment; filename="pizza-point-my-data-2026-11-29.json"' })[
          name.toLowerCase()
        ] ?? null,
    },
    blob: async () => new Blob([json], { type: 'application/json' }),
  }) as unknown as Response;

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => logIn());
afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en');
});

describe('My data: download', () => {
  it('when Download my data is pressed, then the file is fetched with the customer’s token and saved under the server’s name', async () => {
    const downloads = recordDownloads();
    const sent: Array<{ url: string; authorization?: string }> = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: String(input), authorization: (init.headers as Record<string, string>).Authorization });
      return exportResponse('{"orders":[{"orderId":"o-1"}]}');
    }) as typeof fetch;
    renderMyData();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Downloaded: pizza-point-my-data-2026-11-29.json')).toBeInTheDocument();
    expect(sent).toEqual([{ url: EXPORT, authorization: `Bearer ${CUSTOMER.token}` }]);
    expect(downloads.map((download) => download.name)).toEqual(['pizza-point-my-data-2026-11-29.json']);
    expect(await textOf(downloads[0]!.blob)).toContain('"orderId":"o-1"');
  });

  it('when the download fails, then the server’s sentence shows and the button works again', async () => {
    const downloads = recordDownloads();
    stubFetch({ [`GET ${EXPORT}`]: { status: 503, body: { message: 'The shop is busy, try again.', code: 'SERVICE_UNAVAILABLE' } } });
    renderMyData();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy, try again.');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(downloads).toEqual([]);
  });
});

describe('My data: delete my account', () => {
  it('when the dialog opens, then it says what is erased, what is kept for accounting for 8 years, and asks for the password; Cancel closes it and nothing is sent', async () => {
    const sent = stubFetch({});
    renderMyData();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('for the accounting law for 8 years');
    expect(dialog).toHaveTextContent('This cannot be undone.');

    // Keyboard: submitting without a password says so and sends nothing.
    await userEvent.click(within(dialog).getByLabelText('Your password'));
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByText('Enter your password to confirm')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useAuthStore.getState().token).toBe(CUSTOMER.token);
  });

  it('when the password is wrong, then the server’s sentence shows in the dialog and the customer stays signed in', async () => {
    const sent = stubFetch({
      'DELETE /api/account': { status: 401, body: { message: 'Wrong password: your account was not deleted.', code: 'UNAUTHORIZED' } },
    });
    renderMyData();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong password: your account was not deleted.');
    expect(JSON.parse(requestsTo(sent, 'DELETE /api/account')[0]!.body)).toEqual({ password: 'not-it' });
    expect(useAuthStore.getState().token).toBe(CUSTOMER.token);
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });

  it('when the password is right, then the account is deleted, the customer is signed out and lands on the home page with a notice', async () => {
    const sent = stubFetch({ 'DELETE /api/account': { status: 204 } });
    renderMyData();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'Quattro#Stagioni26{Enter}');

    expect(await screen.findByText('Your account is deleted.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
    const [request] = requestsTo(sent, 'DELETE /api/account');
    expect(request!.headers.Authorization).toBe(`Bearer ${CUSTOMER.token}`);
    expect(JSON.parse(request!.body)).toEqual({ password: 'Quattro#Stagioni26' });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your account is deleted.')).not.toBeInTheDocument();
  });

  it('when the shop is in Hungarian, then the section and the dialog speak Hungarian', async () => {
    stubFetch({});
    await changeLanguage('hu');
    renderMyData();
    expect(screen.getByRole('heading', { name: 'Adataim' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fiókom törlése…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Törli a fiókját?' });
    expect(dialog).toHaveTextContent('8 évig megőrizzük');
  });
});
