import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';

import { changeLanguage } from '../../../lib/i18n';
import { logIn, logOut } from '../../../test/menu-cart-support';
import { renderRoutes, requestsTo, stubFetch } from '../../../test/orders-support';
import { useAccountLanguageSync } from '../language-sync';

const PREFS = '/api/account/preferences';

function Synced() {
  useAccountLanguageSync();
  return <p>page</p>;
}

const renderSynced = () => renderRoutes([{ path: '/', element: <Synced /> }], '/');

afterEach(async () => {
  await changeLanguage('en');
  jest.restoreAllMocks();
});

it('when a signed-in customer switches to Hungarian, then their account is saved with Hungarian and their mail choices kept', async () => {
  logIn();
  const sent = stubFetch({
    [`GET ${PREFS}`]: { body: { language: 'en', mails: { ready: false, delivered: true } } },
    [`PUT ${PREFS}`]: (request) => ({ body: JSON.parse(request.body) }),
  });
  renderSynced();
  await screen.findByText('page');
  await changeLanguage('hu');
  await waitFor(() => expect(requestsTo(sent, `PUT ${PREFS}`)).toHaveLength(1));
  expect(JSON.parse(requestsTo(sent, `PUT ${PREFS}`)[0]!.body)).toEqual({ language: 'hu', mails: { ready: false, delivered: true } });
});

it('when a visitor (not signed in) switches, then nothing is sent', async () => {
  logOut();
  const sent = stubFetch({});
  renderSynced();
  await screen.findByText('page');
  await changeLanguage('hu');
  expect(sent).toEqual([]);
});
