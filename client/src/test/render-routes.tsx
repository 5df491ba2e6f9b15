/** Rendering UI under test inside the real providers and a memory router, as the app does. */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider, type RouteObject, useLocation } from 'react-router-dom';

import { Providers } from '../app/providers';

/** Shows where the router ended up, so tests can assert navigation like a person sees the URL. */
export function LocationProbe() {
  const location = useLocation();
  // A plain div: an <output> would be one more role="status" on the page.
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** `element` with the location probe beside it. */
export function withProbe(element: ReactNode) {
  return (
    <>
      {element}
      <LocationProbe />
    </>
  );
}

/**
 * Renders `routes` at `url` inside the real providers (a fresh query client without retries);
 * any other path shows only the location probe.
 */
export function renderRouter(routes: RouteObject[], url: InitialEntry) {
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, queryClient };
}

/** Renders the given pages at `url`, each with the location probe. */
export function renderRoutes(routes: Array<{ path: string; element: ReactNode }>, url: InitialEntry) {
  return renderRouter(
    routes.map(({ path, element }) => ({ path, element: withProbe(element) })),
    url,
  );
}
