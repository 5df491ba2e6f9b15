import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AccountDeletedNotice, useAccountLanguageSync } from '../../../features/account';
import { changeLanguage } from '../../../lib/i18n';
import { useAuthStore } from '../../../lib/session/auth-store';
import { logIn } from '../../../test/menu-cart-support';
import { deferred, renderRoutes, requestsTo, stubFetch } from '../../../test/orders-support';
import { AccountPage } from '../account-page';

const PREFS = '/api/account/preferences';
const CART = { 'GET /api/cart/user-email': { body: [] }, 'GET /api/account/rewards': { body: { rewards: [] } } };
const STORED = { language: 'en', mails: { ready: true, delivered: true } };

function renderAccount() {
  return renderRoutes([{ path: '/account', element: <AccountPage /> }], '/account');
}

beforeEach(() => logIn());
afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en');
});

it('when the settings load, then a loading state, then the language and both optional mails as stored', async () => {
  const answer = deferred();
  stubFetch({ ...CART, [`GET ${PREFS}`]: answer.route });
  renderAccount();
  expect(screen.getByText('Loading your settings…')).toBeInTheDocument();
  answer.resolve({ body: { language: 'en', mails: { ready: false, delivered: true } } });

  expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Magyar' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: /On its way \/ ready for pickup/ })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Thank you after delivery/ })).toBeChecked();
  expect(screen.getByText(/We always send the order confirmation/)).toBeInTheDocument();
});

it('when the customer turns a mail off and saves, then the whole set is PUT and "saved" shows', async () => {
  const sent = stubFetch({
    ...CART,
    [`GET ${PREFS}`]: { body: STORED },
    [`PUT ${PREFS}`]: (request) => ({ body: JSON.parse(request.body) }),
  });
  renderAccount();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Thank you after delivery/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByText('Your settings are saved.')).toBeInTheDocument();
  expect(JSON.parse(requestsTo(sent, `PUT ${PREFS}`)[0]!.body)).toEqual({ language: 'en', mails: { ready: true, delivered: false } });
});

it('when the customer saves Hungarian, then the shop switches to Hungarian too', async () => {
  stubFetch({
    ...CART,
    [`GET ${PREFS}`]: { body: STORED },
    [`PUT ${PREFS}`]: (request) => ({ body: JSON.parse(request.body) }),
  });
  renderAccount();
  await userEvent.click(await screen.findByRole('radio', { name: 'Magyar' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Fiókbeállítások' })).toBeInTheDocument();
  expect(await screen.findByText('A beállításait elmentettük.')).toBeInTheDocument();
});

it("when saving fails, then the server's message shows and the choice stays", async () => {
  stubFetch({
    ...CART,
    [`GET ${PREFS}`]: { body: STORED },
    [`PUT ${PREFS}`]: { status: 400, body: { message: 'mails.ready must be true or false', code: 'VALIDATION_ERROR' } },
  });
  renderAccount();
  await userEvent.click(await screen.findByRole('checkbox', { name: /On its way/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('mails.ready must be true or false');
  expect(screen.getByRole('checkbox', { name: /On its way/ })).not.toBeChecked();
});

it('when the settings cannot be loaded, then an error with Try again, which loads them', async () => {
  let fail = true;
  stubFetch({ ...CART, [`GET ${PREFS}`]: () => (fail ? { status: 500, body: { message: 'boom' } } : { body: STORED }) });
  renderAccount();
  expect(await screen.findByText('Your settings could not be loaded.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'English' })).toBeChecked());
});

function SyncedAccountPage() {
  useAccountLanguageSync();
  return <AccountPage />;
}

it('when the customer switches to Hungarian in the top bar, then the account is saved and the untouched form shows Magyar', async () => {
  const sent = stubFetch({
    ...CART,
    [`GET ${PREFS}`]: { body: STORED },
    [`PUT ${PREFS}`]: (request) => ({ body: JSON.parse(request.body) }),
  });
  renderRoutes([{ path: '/account', element: <SyncedAccountPage /> }], '/account');
  expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
  await userEvent.click(screen.getAllByRole('button', { name: /^HU/ })[0]!);

  await waitFor(() => expect(screen.getByRole('radio', { name: 'Magyar' })).toBeChecked());
  expect(JSON.parse(requestsTo(sent, `PUT ${PREFS}`)[0]!.body)).toEqual({ language: 'hu', mails: { ready: true, delivered: true } });
});

it('when the customer deletes their account from the page, then they land on the home page signed out, with the notice, not on the login page', async () => {
  const sent = stubFetch({ ...CART, [`GET ${PREFS}`]: { body: STORED }, 'DELETE /api/account': { status: 204 } });
  renderRoutes(
    [
      { path: '/account', element: <AccountPage /> },
      { path: '/', element: <AccountDeletedNotice /> },
    ],
    '/account',
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
  await userEvent.type(await screen.findByLabelText('Your password'), 'Quattro#Stagioni26{Enter}');

  expect(await screen.findByText('Your account is deleted.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
  expect(requestsTo(sent, 'DELETE /api/account')).toHaveLength(1);
});
