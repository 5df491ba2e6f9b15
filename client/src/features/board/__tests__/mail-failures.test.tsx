import '../../../test/setup';
import { screen } from '@testing-library/react';

import { addPageStrings } from '../../../test/catalogues';
import { stubFetch } from '../../../test/orders-support';
import { renderRouter } from '../../../test/render-routes';
import { MailFailures } from '../components/settings/mail-failures';

const FAILURES = 'GET /api/mails/failures';

beforeAll(() => addPageStrings());
afterEach(() => jest.restoreAllMocks());

const renderPanel = () => renderRouter([{ path: '/admin', element: <MailFailures /> }], '/admin');

it('when no mail failed, then the panel says every order e-mail went out', async () => {
  stubFetch({ [FAILURES]: { body: [] } });
  renderPanel();
  expect(await screen.findByText('No failed e-mails: every order e-mail went out.')).toBeInTheDocument();
});

it('when mails failed, then each shows its order number, kind, recipient, attempts and the last error', async () => {
  stubFetch({
    [FAILURES]: {
      body: [
        {
          id: 'e1:anna@example.com',
          eventId: 'e1',
          kind: 'placed',
          recipient: 'anna@example.com',
          orderId: 'o1',
          orderSequence: '#Order-0007',
          attempts: 5,
          lastError: '421 mail server busy',
          failedAt: '2026-11-24T17:40:00.000Z',
        },
      ],
    },
  });
  renderPanel();
  expect(await screen.findByText('#Order-0007')).toBeInTheDocument();
  expect(screen.getByText('Confirmation')).toBeInTheDocument();
  expect(screen.getByText('anna@example.com')).toBeInTheDocument();
  expect(screen.getByText('5 attempts: 421 mail server busy')).toBeInTheDocument();
});

it('when the list cannot be loaded, then an error with Retry', async () => {
  stubFetch({ [FAILURES]: { status: 500, body: { message: 'down' } } });
  renderPanel();
  expect(await screen.findByRole('alert')).toHaveTextContent('The failed e-mails could not be loaded.');
});
