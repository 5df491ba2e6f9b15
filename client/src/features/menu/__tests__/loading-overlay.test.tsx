import '../../../test/setup';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';

import { Providers, stubFetch } from '../../../test/menu-cart-support';
import { LoadingOverlay } from '../components/loading-overlay';

function renderOverlay() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <LoadingOverlay />
    </Providers>,
  );
  return queryClient;
}

const overlayOf = (status: HTMLElement) => status.parentElement as HTMLElement;

describe('loading overlay', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('when the first menu request is on its way, then the overlay covers the page until it answers', async () => {
    stubFetch({ 'GET /api/menuItem/get/category/PIZZA': { body: [] } });
    renderOverlay();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Warming up the oven…');
    expect(overlayOf(status)).toHaveAttribute('aria-hidden', 'false');

    await waitFor(() => expect(overlayOf(status)).toHaveAttribute('aria-hidden', 'true'));
    expect(status).toBeEmptyDOMElement();
  });

  it('when the browser is offline, then the paused request does not keep the overlay up, nor bring it back online', async () => {
    let answer: (value: { body: unknown[] }) => void = () => undefined;
    const sent = stubFetch({ 'GET /api/menuItem/get/category/PIZZA': () => new Promise((resolve) => (answer = resolve)) });
    onlineManager.setOnline(false);
    const queryClient = renderOverlay();
    const status = screen.getByRole('status', { hidden: true });
    expect(overlayOf(status)).toHaveAttribute('aria-hidden', 'true');
    expect(status).toBeEmptyDOMElement();
    expect(sent).toHaveLength(0);

    act(() => onlineManager.setOnline(true));

    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => undefined);
    expect(overlayOf(status)).toHaveAttribute('aria-hidden', 'true');
    expect(status).toBeEmptyDOMElement();
    await act(async () => answer({ body: [] }));
    await waitFor(() => expect(queryClient.getQueryState(['menu', 'category', 'PIZZA'])?.status).toBe('success'));
  });
});
