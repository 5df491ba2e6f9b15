import '../../../test/setup';
import { screen } from '@testing-library/react';

import { renderAt } from '../../../test/menu-cart-support';
import { useWebhooks } from '../api/webhooks';
import { WebhooksAlert } from '../index';
import { endpoint, fakeServer, resetIntegrationsState, signInStaff, stubIntegrationsServer } from './integrations-support';

beforeEach(() => resetIntegrationsState());
afterEach(() => jest.restoreAllMocks());

/** Shows once the endpoints have arrived, so "nothing to say" is told apart from "not loaded yet". */
function Loaded() {
  return useWebhooks().data ? <p data-testid="webhooks-loaded" /> : null;
}

function showAlert(endpoints: ReturnType<typeof endpoint>[]) {
  signInStaff();
  stubIntegrationsServer(fakeServer({ webhooks: endpoints }));
  renderAt(
    <>
      <WebhooksAlert />
      <Loaded />
    </>,
  );
}

describe("the board's webhook alert", () => {
  it('when the shop turned an endpoint off after its retries ran out, then the board says so with the way to the integrations page', async () => {
    showAlert([
      endpoint({ url: 'https://pos.example.com/a', state: 'disabled', enabled: false, disabledReason: 'failures', failureCount: 7 }),
      endpoint({ url: 'https://pos.example.com/b' }),
    ]);
    const alert = await screen.findByTestId('webhooks-alert');
    expect(alert).toHaveTextContent('Webhook https://pos.example.com/a is turned off: its deliveries kept failing (7 attempts).');
    expect(alert).not.toHaveTextContent('pos.example.com/b');
    expect(screen.getByRole('link', { name: 'Open integrations' })).toHaveAttribute('href', '/admin/integrations');
  });

  it('when an endpoint answered 410 or is failing now, then each has its line', async () => {
    showAlert([
      endpoint({ url: 'https://pos.example.com/gone', state: 'disabled', enabled: false, disabledReason: 'gone', failureCount: 1 }),
      endpoint({ url: 'https://pos.example.com/flaky', state: 'failing', failingSince: '2026-03-12T09:30:00.000Z', failureCount: 2 }),
    ]);
    const alert = await screen.findByTestId('webhooks-alert');
    expect(alert).toHaveTextContent('Webhook https://pos.example.com/gone is turned off: the receiver answered 410 Gone.');
    expect(alert).toHaveTextContent(/Webhook https:\/\/pos\.example\.com\/flaky is failing since .+; the shop keeps retrying\./);
    // The restaurant's clock, 24-hour (10:30 in Budapest), not the browser's '9:30 AM'.
    expect(alert).toHaveTextContent(/failing since 12 Mar 2026, 10:30;/);
  });

  it('when staff turned an endpoint off themselves, or every endpoint is fine, then the board shows nothing', async () => {
    showAlert([endpoint({ state: 'disabled', enabled: false }), endpoint()]);
    await screen.findByTestId('webhooks-loaded');
    expect(screen.queryByTestId('webhooks-alert')).not.toBeInTheDocument();
  });
});
