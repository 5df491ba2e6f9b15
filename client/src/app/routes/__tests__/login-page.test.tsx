import '../../../test/setup';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useItemModalStore } from '../../../features/menu/stores/item-modal-store';
import { changeLanguage } from '../../../lib/i18n';
import { useAuthStore } from '../../../lib/session/auth-store';
import { renderRoutes, resetAuthState, signIn, stubFetch } from '../../../test/auth-support';
import { LoginPage } from '../login-page';

function renderLogin(state?: unknown) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <p>signup</p> },
      { path: '/', element: <p>menu</p> },
      { path: '/checkout', element: <p>checkout</p> },
    ],
    { pathname: '/login', state },
  );
}

const location = () => screen.getByTestId('location').textContent;

async function submit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(resetAuthState);

describe('/login', () => {
  it('when the page opens, then it has SPEC title, labelled email and password fields and a link to sign up', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText("Don't have an account?", { exact: false })).toBeInTheDocument();
  });

  it("when the server refuses, then 'Invalid email or password' appears under the form and nothing is stored", async () => {
    stubFetch({ 'POST /auth/login': { status: 401, body: { message: 'Invalid email or password', code: 'UNAUTHORIZED' } } });
    renderLogin();
    await submit('anna@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(location()).toBe('/login');
  });

  it("when the network fails, then the same 'Invalid email or password' is shown (no enumeration, no stack)", async () => {
    stubFetch({ 'POST /auth/login': 'network-error' });
    renderLogin();
    await submit('anna@example.com', 'whatever-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('when the login succeeds, then token, email and name are stored and the visitor returns where they came from', async () => {
    const sent = stubFetch({ 'POST /auth/login': { status: 200, body: { email: 'anna@example.com', name: 'Anna', token: 'jwt' } } });
    renderLogin({ redirectTo: '/checkout' });
    await submit('  Anna@Example.com ', 'Secret#Pass1');

    await waitFor(() => expect(location()).toBe('/checkout'));
    expect(sent[0]?.body).toEqual({ email: 'anna@example.com', password: 'Secret#Pass1' });
    expect([localStorage.getItem('authToken'), localStorage.getItem('email'), localStorage.getItem('name')]).toEqual([
      'jwt',
      'anna@example.com',
      'Anna',
    ]);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('when the redirect points outside the shop, then the visitor goes to the menu instead', async () => {
    stubFetch({ 'POST /auth/login': { status: 200, body: { email: 'a@b.hu', name: 'A', token: 'jwt' } } });
    renderLogin({ redirectTo: '//evil.example/phish' });
    await submit('a@b.hu', 'Secret#Pass1');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('when a logged-in customer opens /login, then they go to the menu', async () => {
    signIn({ token: 'jwt', email: 'anna@example.com', name: 'Anna' });
    renderLogin();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it("when 'Forgot password?' is used, then the server's answer is shown", async () => {
    const sent = stubFetch({
      'POST /auth/forgot-password': { status: 200, body: { message: 'If an account exists for this email, a reset link has been sent.' } },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
    const toggle = screen.getByRole('button', { name: 'Forgot password?' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const forgotEmail = screen.getAllByLabelText('Email')[1] as HTMLInputElement;
    expect(forgotEmail.value).toBe('anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for this email, a reset link has been sent.');
    expect(sent[0]?.body).toEqual({ email: 'anna@example.com' });
  });

  it('when coming from a successful reset, then a notice confirms the new password', () => {
    renderLogin({ notice: 'passwordChanged' });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('when a dish waits to be added (Add to Cart while logged out), then the page says why the visitor is here, in their language', async () => {
    useItemModalStore.getState().keepDraft({
      itemId: 'FRI_002',
      name: 'Potato Fries',
      translations: { hu: { name: 'Hasábburgonya' } },
      extraIds: [],
      quantity: 2,
      instructions: '',
    });
    renderLogin({ redirectTo: '/?item=FRI_002' });
    expect(screen.getByRole('status')).toHaveTextContent('Log in or sign up to add your Potato Fries to the cart.');
    await act(() => changeLanguage('hu'));
    expect(screen.getByRole('status')).toHaveTextContent('Jelentkezzen be vagy regisztráljon, hogy kosárba tehesse: Hasábburgonya.');
    await act(() => changeLanguage('en'));
    act(() => useItemModalStore.getState().close());
  });

  it('when the visitor chooses Sign up, then the way back (the waiting dish) goes along', async () => {
    const { router } = renderLogin({ redirectTo: '/?item=PIZ_002' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(location()).toBe('/signup'));
    expect(router.state.location.state).toEqual({ redirectTo: '/?item=PIZ_002' });
  });
});
