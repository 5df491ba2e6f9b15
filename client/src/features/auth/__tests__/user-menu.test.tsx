import '../../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoutes, resetAuthState, signIn, stubFetch } from '../../../test/auth-support';
import { UserMenu } from '../components/user-menu';

function renderMenu(at = '/') {
  return renderRoutes(
    [
      { path: '/', element: <UserMenu /> },
      { path: '/login', element: <p>login page</p> },
      { path: '/orders', element: <p>orders page</p> },
    ],
    at,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(resetAuthState);

describe('user menu (docs/product/screens.md)', () => {
  it("when logged in with a name, then it greets 'Hello, {name}' and offers My Orders and Logout", async () => {
    signIn({ token: 'jwt', email: 'anna@example.com', name: 'Anna' });
    renderMenu();

    const button = screen.getByRole('button', { name: 'Hello, Anna' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it("when logged in without a name, then it greets 'Hello, User'", () => {
    signIn({ token: 'jwt', email: 'anna@example.com' });
    renderMenu();
    expect(screen.getByRole('button', { name: 'Hello, User' })).toBeInTheDocument();
  });

  it('when logged out, then it offers Login and Sign Up', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('when Logout is chosen, then the keys are cleared, the server is told with the old token and the visitor goes home', async () => {
    const sent = stubFetch({ 'POST /auth/logout': { status: 204 } });
    signIn({ token: 'jwt', email: 'anna@example.com', name: 'Anna' });
    renderMenu('/?from=menu');

    await userEvent.click(screen.getByRole('button', { name: 'Hello, Anna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', url: '/auth/logout' })]);
    expect(sent[0]?.headers.Authorization).toBe('Bearer jwt');
  });

  it('when the visitor presses outside the menu, then it closes', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();

    await userEvent.click(document.body);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('when the page scrolls or a finger moves outside it, then it closes', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(button);
    // A scroll event without movement (a late event from a programmatic jump) leaves it open.
    fireEvent.scroll(window);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    window.scrollY = 120;
    fireEvent.scroll(window);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    window.scrollY = 0;

    await userEvent.click(button);
    fireEvent.touchMove(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('when Escape is pressed inside the menu, then it closes and focus returns to its button', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('when arrow keys are used, then focus moves through the items and wraps around', async () => {
    renderMenu();
    screen.getByRole('button', { name: 'Account' }).focus();

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveFocus());
  });

  it('when Login is chosen, then the login page learns where to come back to', async () => {
    const { router } = renderMenu('/?item=PIZ_001');
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));

    expect(location()).toBe('/login');
    expect(router.state.location.state).toEqual({ redirectTo: '/?item=PIZ_001' });
  });
});
