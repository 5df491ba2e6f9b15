import '../../test/setup';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { fakeLegalServer, stubLegalServer } from '../../features/legal/__tests__/legal-support';
import { changeLanguage } from '../../lib/i18n';
import { fakeResponse } from '../../test/orders-support';
import { Providers } from '../providers';
import { AppRoutes } from '../router';

/** The whole app at `url`; the legal endpoints answer from the fake server, anything else is a 404. */
function renderApp(url: string) {
  const legal = stubLegalServer(fakeLegalServer());
  const legalFetch = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input), 'http://shop.test').pathname.startsWith('/api/legal')
      ? legalFetch(input, init)
      : fakeResponse({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }),
  ) as typeof fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return legal;
}

const footer = () => screen.findByRole('navigation', { name: 'Legal information' });

beforeEach(() => {
  localStorage.clear();
  // The pages under test fetch more than this test answers; their complaints are not the subject.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

describe('the legal links under every page', () => {
  it.each([
    ['a customer page', '/login', 'Login'],
    ['a staff page', '/adminLogin', 'Admin Login'],
    ['the not-found page', '/no/such/page', 'Page not found'],
  ])('when %s is open, then its footer links the company details, the terms and the privacy notice', async (_kind, url, heading) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const links = within(await footer()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Company details', '/legal/imprint'],
      ['Terms', '/legal/terms'],
      ['Privacy', '/legal/privacy'],
    ]);
  });

  it('when a visitor follows "Company details", then the imprint page opens with its text', async () => {
    renderApp('/login');
    await userEvent.click(within(await footer()).getByRole('link', { name: 'Company details' }));
    expect(await screen.findByText('imprint v1')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company details' })).toBeInTheDocument();
    expect(document.title).toBe('Company details · Pizza Point');
  });

  it('when the reader reads Hungarian, then the footer says Impresszum, ÁSZF and Adatvédelem', async () => {
    await act(() => changeLanguage('hu'));
    renderApp('/legal/terms');
    expect(await screen.findByText('terms 1. változat')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Jogi információk' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Impresszum', 'ÁSZF', 'Adatvédelem']);
  });
});
