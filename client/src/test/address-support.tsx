/**
 * Helpers for the address page tests. `fetch` is the browser's network edge and is stubbed with a
 * small in-memory address book that answers like the API; the api client, query cache, router and
 * components above it are the real thing.
 */
import type { Address, AddressSuggestion } from '@pizza/shared';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type InitialEntry, Outlet } from 'react-router-dom';

import { type SentRequest, stubFetch, type StubAnswer } from './menu-cart-support';
import { renderRouter, withProbe } from './render-routes';

export { logIn } from './menu-cart-support';
export type { SentRequest, StubAnswer };

export function address(overrides: Partial<Address> & { addressId: string }): Address {
  return {
    street: 'Piac utca',
    buildingName: '12/B',
    apartmentNo: '3',
    floor: '2',
    city: 'Debrecen',
    zip: '4025',
    latitude: 47.5297,
    longitude: 21.6245,
    selected: false,
    ...overrides,
  };
}

export const PIAC: AddressSuggestion = {
  street: 'Piac utca',
  city: 'Debrecen',
  zip: '4025',
  latitude: 47.5297,
  longitude: 21.6245,
  inZone: true,
};
export const PETOFI: AddressSuggestion = {
  street: 'Petőfi tér',
  city: 'Debrecen',
  zip: '4025',
  latitude: 47.5225,
  longitude: 21.6269,
  inZone: true,
};
export const SZENTGY: AddressSuggestion = {
  street: 'Szentgyörgyfalvi út',
  city: 'Debrecen',
  zip: '4225',
  latitude: 47.5787,
  longitude: 21.5468,
  inZone: false,
};

/** The demo street list: streets whose name starts with a typed word (case-insensitive). */
export function suggestFrom(streets: AddressSuggestion[]) {
  return ({ url }: SentRequest): StubAnswer => {
    const query = (url.searchParams.get('q') ?? '').toLowerCase();
    return { body: streets.filter((street) => street.street.toLowerCase().includes(query)) };
  };
}

/** A promise with its resolve function, for answers a test releases when it wants. */
export function deferred<T = StubAnswer>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

type Routes = Parameters<typeof stubFetch>[0];

/**
 * An address book server: list, add (selected, others unselected), select, delete; no Google key
 * in the config; the demo street list answers from PIAC, PETOFI and SZENTGY. `overrides` replace routes.
 */
export function stubAddressServer(initial: Address[] = [], overrides: Routes = {}): { sent: SentRequest[]; book: () => Address[] } {
  let book = initial;
  let nextId = 1;
  const sent = stubFetch({
    'GET /api/config/client': { body: { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-pizza' } } },
    'GET /api/address/suggest': suggestFrom([PIAC, PETOFI, SZENTGY]),
    'GET /api/address/all': () => ({ body: book }),
    'POST /api/address/add': ({ body }) => {
      const fields = JSON.parse(body) as Omit<Address, 'addressId'>;
      book = [{ ...fields, addressId: `new-${nextId++}` }, ...book.map((entry) => ({ ...entry, selected: false }))];
      return { body: 'Address saved successfully.' };
    },
    ...Object.fromEntries(
      initial.map((entry) => [
        `POST /api/address/address-selected/${entry.addressId}`,
        () => {
          book = book.map((other) => ({ ...other, selected: other.addressId === entry.addressId }));
          return { body: 'Address set as selected successfully' };
        },
      ]),
    ),
    ...Object.fromEntries(
      initial.map((entry) => [
        `DELETE /api/address/${entry.addressId}`,
        () => {
          book = book.filter((other) => other.addressId !== entry.addressId);
          return { body: 'Address deleted successfully.' };
        },
      ]),
    ),
    ...overrides,
  });
  return { sent, book: () => book };
}

/**
 * Renders `ui` for /address, / and /checkout alike (a layout route), so a test can look at the same
 * form after it navigated away; any other path shows only the location probe.
 */
export function renderAddressUi(ui: ReactNode, url: InitialEntry = '/address') {
  return renderRouter(
    [
      {
        element: (
          <>
            {withProbe(ui)}
            <Outlet />
          </>
        ),
        children: [
          { path: '/address', element: <></> },
          { path: '/', element: <></> },
          { path: '/checkout', element: <></> },
        ],
      },
    ],
    url,
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;

/** Requests sent as 'METHOD /path', for asserting what reached the server. */
export const calls = (sent: SentRequest[], match: string) =>
  sent.filter((request) => `${request.method} ${request.url.pathname}` === match);
