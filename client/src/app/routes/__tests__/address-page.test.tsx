import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoutes, resetAuthState, signIn, stubFetch } from '../../../test/auth-support';
import { AddressPage } from '../address-page';
import { LoginPage } from '../login-page';

const location = () => screen.getByTestId('location').textContent;

function renderAddressPage() {
  return renderRoutes(
    [
      { path: '/address', element: <AddressPage /> },
      { path: '/login', element: <LoginPage /> },
    ],
    '/address',
  );
}

/** What the address page and its top bar read once a customer is in. */
const SHOP = {
  'GET /api/config/client': { status: 200, body: { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-pizza' } } },
  'GET /api/address/all': { status: 200, body: [] },
  'GET /api/cart/user-email': { status: 200, body: [] },
};

beforeEach(resetAuthState);

describe('/address', () => {
  it('when a logged-out visitor opens it, then they go to /login and, after logging in, come back to /address', async () => {
    stubFetch({ ...SHOP, 'POST /auth/login': { status: 200, body: { email: 'anna@example.com', name: 'Anna', token: 'jwt' } } });
    renderAddressPage();
    await waitFor(() => expect(location()).toBe('/login'));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#Pass1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/address'));
    expect(await screen.findByRole('heading', { name: 'Add New Address' })).toBeInTheDocument();
  });

  it('when a customer opens it, then the page is titled and shows the address form under the top bar', async () => {
    stubFetch(SHOP);
    signIn({ token: 'jwt', email: 'anna@example.com', name: 'Anna' });
    renderAddressPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Location' })).toHaveAttribute('href', '/address');
    expect(await screen.findByRole('combobox', { name: 'Street' })).toBeInTheDocument();
    expect(document.title).toBe('Delivery address · Pizza Point');
    expect(location()).toBe('/address');
  });
});
