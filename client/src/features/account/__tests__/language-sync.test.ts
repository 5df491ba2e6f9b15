import '../../../test/setup';
import { waitFor } from '@testing-library/react';

import { changeLanguage } from '../../../lib/i18n';
import { logIn, logOut } from '../../../test/menu-cart-support';
import { requestsTo, stubFetch } from '../../../test/orders-support';
import { syncAccountLanguage } from '../language-sync';

const PREFS = '/api/account/preferences';
let stop: () => void = () => undefined;

beforeEach(() => (stop = syncAccountLanguage()));
afterEach(async () => {
  stop();
  await changeLanguage('en');
});

it('when a signed-in customer switches to Hungarian, then their account is saved with Hungarian and their mail choices kept', async () => {
  logIn();
  const sent = stubFetch({
    [`GET ${PREFS}`]: { body: { language: 'en', mails: { ready: false, delivered: true } } },
    [`PUT ${PREFS}`]: (request) => ({ body: JSON.parse(request.body) }),
  });
  await changeLanguage('hu');
  await waitFor(() => expect(requestsTo(sent, `PUT ${PREFS}`)).toHaveLength(1));
  expect(JSON.parse(requestsTo(sent, `PUT ${PREFS}`)[0]!.body)).toEqual({ language: 'hu', mails: { ready: false, delivered: true } });
});

it('when a visitor (not signed in) switches, then nothing is sent', async () => {
  logOut();
  const sent = stubFetch({});
  await changeLanguage('hu');
  expect(sent).toEqual([]);
});
