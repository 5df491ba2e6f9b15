import '../../../test/setup';
import type { AddressSuggestion } from '@pizza/shared';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { deferred, PETOFI, PIAC, type StubAnswer, suggestFrom, SZENTGY } from '../../../test/address-support';
import { Providers, stubFetch } from '../../../test/menu-cart-support';
import { StreetCombobox } from '../components/street-combobox';
import { createDemoStreetSource } from '../streets/demo-street-source';
import type { ChosenStreet } from '../streets/street-source';
import { StreetSourceContext } from '../streets/street-source';

const SZECHENYI: AddressSuggestion = { ...PIAC, street: 'Széchenyi utca', latitude: 47.53, longitude: 21.62 };

function Harness({ onChoose }: { onChoose: (street: ChosenStreet) => void }) {
  const [value, setValue] = useState('');
  return (
    <StreetSourceContext value={{ source: createDemoStreetSource(), unavailable: false }}>
      <StreetCombobox
        id="street"
        name="street"
        label="Street"
        hint="Choose from the list"
        value={value}
        onType={setValue}
        onChoose={onChoose}
        onBlur={() => undefined}
        inputRef={() => undefined}
      />
    </StreetSourceContext>
  );
}

function renderCombobox() {
  const onChoose = jest.fn<void, [ChosenStreet]>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <Harness onChoose={onChoose} />
    </Providers>,
  );
  return { onChoose, input: screen.getByRole('combobox', { name: 'Street' }), user: userEvent.setup() };
}

/** The suggest calls sent, with the query each asked for and whether it was later aborted. */
function recordSuggestSignals() {
  const stubbed = global.fetch;
  const seen: Array<{ q: string | null; signal: AbortSignal | null | undefined }> = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/address/suggest') seen.push({ q: url.searchParams.get('q'), signal: init?.signal });
    return stubbed(input, init);
  }) as typeof fetch;
  return seen;
}

describe('street combobox', () => {
  it('when nothing is typed, then it is a collapsed combobox that controls its (hidden) listbox', () => {
    stubFetch({});
    const { input } = renderCombobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
  });

  it('when the visitor types, then "Searching…" shows until the answer, then options with street, zip and city and the zone note', async () => {
    const answer = deferred<StubAnswer>();
    stubFetch({ 'GET /api/address/suggest': () => answer.promise });
    const { input, user } = renderCombobox();
    await user.type(input, 'Sz');

    expect(await screen.findByText('Searching…')).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    answer.resolve({ body: [SZECHENYI, SZENTGY] });

    const options = await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    expect(options.map((option) => option.textContent)).toEqual([
      'Széchenyi utca4025 Debrecen',
      'Szentgyörgyfalvi út4225 DebrecenOutside delivery zone',
    ]);
    expect(within(options[1]!).getByText('Outside delivery zone')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 streets found');
  });

  it('when nothing matches, then "No streets found" shows and the list stays collapsed', async () => {
    stubFetch({ 'GET /api/address/suggest': { body: [] } });
    const { input, user } = renderCombobox();
    await user.type(input, 'Xyz');
    expect(await screen.findByText('No streets found')).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('when the search fails, then it says so instead of pretending there are no streets', async () => {
    stubFetch({ 'GET /api/address/suggest': { status: 429, body: { message: 'Too many attempts', code: 'RATE_LIMITED' } } });
    const { input, user } = renderCombobox();
    await user.type(input, 'Piac');
    expect(await screen.findByText('Street search failed. Please try again.')).toBeVisible();
  });

  it('when ArrowDown and ArrowUp are pressed, then the highlight moves (and wraps), and Enter chooses the highlighted street', async () => {
    stubFetch({ 'GET /api/address/suggest': { body: [PIAC, PETOFI, SZENTGY] } });
    const { input, user, onChoose } = renderCombobox();
    await user.type(input, 'De');
    const options = await screen.findAllByRole('option');
    const highlighted = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(options[1]);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(highlighted()).toBe(options[2]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe(options[1]);

    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Petőfi tér');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveFocus();
    await waitFor(() =>
      expect(onChoose).toHaveBeenCalledWith({
        street: 'Petőfi tér',
        city: 'Debrecen',
        zip: '4025',
        latitude: PETOFI.latitude,
        longitude: PETOFI.longitude,
        inZone: true,
      }),
    );
  });

  it('when Escape is pressed, then the list closes and ArrowDown opens it again', async () => {
    stubFetch({ 'GET /api/address/suggest': suggestFrom([PIAC, PETOFI]) });
    const { input, user, onChoose } = renderCombobox();
    await user.type(input, 'Pi');
    await screen.findByRole('option', { name: /Piac utca/ });

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: /Piac utca/ })).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('when typing goes on, then searches wait for a pause and a replaced search is aborted', async () => {
    const slow = deferred<StubAnswer>();
    stubFetch({
      'GET /api/address/suggest': (request) =>
        request.url.searchParams.get('q') === 'Pia' ? slow.promise : suggestFrom([PIAC, PETOFI])(request),
    });
    const seen = recordSuggestSignals();
    const { input, user } = renderCombobox();

    await user.type(input, 'Pia');
    await waitFor(() => expect(seen.map(({ q }) => q)).toEqual(['Pia']));
    await user.type(input, 'c');

    expect(await screen.findByRole('option', { name: /Piac utca/ })).toBeVisible();
    expect(seen.map(({ q }) => q)).toEqual(['Pia', 'Piac']);
    expect(seen[0]!.signal?.aborted).toBe(true);
    expect(seen[1]!.signal?.aborted).toBe(false);
    slow.resolve({ body: [PETOFI] });
    // The stale answer never replaces the current one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('when a street is clicked, then it is chosen like with Enter', async () => {
    stubFetch({ 'GET /api/address/suggest': suggestFrom([PIAC, PETOFI]) });
    const { input, user, onChoose } = renderCombobox();
    await user.type(input, 'Pi');
    await user.click(await screen.findByRole('option', { name: /Piac utca/ }));
    expect(input).toHaveValue('Piac utca');
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ street: 'Piac utca', inZone: true })));
  });
});
