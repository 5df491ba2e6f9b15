import '../../test/setup';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { AppErrorBoundary } from '../errors/app-error-boundary';
import { TEST_ERROR_MESSAGE } from '../errors/throw-on-query-flag';
import { Providers } from '../providers';
import { AppRoutes } from '../router';

function renderApp(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppErrorBoundary>
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>
    </AppErrorBoundary>,
  );
}

beforeEach(() => {
  // React and the router report caught errors on the console; the screen is what we assert.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('app error boundary', () => {
  it('when a page throws while rendering, then the error screen shows heading, message and detail', async () => {
    renderApp('/login?__throw=1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong:' })).toBeInTheDocument();
    expect(within(alert).getByText(TEST_ERROR_MESSAGE)).toBeInTheDocument();
    const summary = within(alert).getByText('Technical details');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')?.querySelector('pre')?.textContent).toContain('Error: ' + TEST_ERROR_MESSAGE);
  });

  it("when 'Try again' is pressed, then the route renders afresh and recovers", async () => {
    renderApp('/login?__throw=1');
    await screen.findByRole('alert');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong:')).not.toBeInTheDocument();
  });

  it('when the URL matches no route, then a 404 page inside the shop (top bar, a way home) shows, not the error screen', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Something went wrong:')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('Technical details')).not.toBeInTheDocument();
    expect(document.title).toBe('Page not found · Pizza Point');
  });

  it('when something outside the router throws, then the outer boundary shows the same screen and resets', async () => {
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('Provider exploded');
      return <p>Recovered</p>;
    }
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong:' })).toBeInTheDocument();
    expect(screen.getByText('Provider exploded')).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});
