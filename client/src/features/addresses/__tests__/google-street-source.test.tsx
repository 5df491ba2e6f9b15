import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { calls, logIn, renderAddressUi } from '../../../test/address-support';
import { stubFetch } from '../../../test/menu-cart-support';
import { AddressBook } from '../components/address-book';

/*
 * Google cannot be reached from the test machine, so `google.maps` is faked at the edge: the
 * loader finds an installed `google.maps.importLibrary` and the places library answers like the
 * new Places API (AutocompleteSuggestion, PlacePrediction.toPlace().fetchFields). Everything above
 * it (@vis.gl/react-google-maps, the street source, combobox and form) is the real code.
 */
class FakeSessionToken {}

const PIAC_10 = {
  location: { lat: () => 47.5301, lng: () => 21.6302 },
  formattedAddress: 'Debrecen, Piac u. 10, 4025 Hungary',
  addressComponents: [
    { longText: '10', shortText: '10', types: ['street_number'] },
    { longText: 'Piac utca', shortText: 'Piac u.', types: ['route'] },
    { longText: 'Debrecen', shortText: 'Debrecen', types: ['locality', 'political'] },
    { longText: '4025', shortText: '4025', types: ['postal_code'] },
  ],
};

function installFakeGoogle() {
  const fetchFields = jest.fn(async (_request: { fields: string[] }) => ({ place: PIAC_10 }));
  const prediction = {
    placeId: 'ChIJ-piac-10',
    mainText: { text: 'Piac utca 10' },
    secondaryText: { text: 'Debrecen, Hungary' },
    text: { text: 'Piac utca 10, Debrecen, Hungary' },
    toPlace: () => ({ fetchFields }),
  };
  const fetchAutocompleteSuggestions = jest.fn(async ({ input }: { input: string }) => ({
    suggestions: input.startsWith('Piac') ? [{ placePrediction: prediction }] : [],
  }));
  const places = { AutocompleteSuggestion: { fetchAutocompleteSuggestions }, AutocompleteSessionToken: FakeSessionToken };
  const importLibrary = jest.fn(async (name: string) => (name === 'places' ? places : {}));
  Object.assign(window, { google: { maps: { importLibrary, Settings: { getInstance: () => ({}) } } } });
  return { fetchAutocompleteSuggestions, fetchFields, importLibrary };
}

function stubServer({ inZone }: { inZone: boolean }) {
  return stubFetch({
    'GET /api/config/client': {
      body: { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-pizza' }, googleMapsApiKey: 'test-maps-key' },
    },
    'GET /api/address/all': { body: [] },
    'POST /api/address/validate': { body: { valid: inZone } },
    'POST /api/address/add': { body: 'Address saved successfully.' },
  });
}

beforeEach(() => {
  logIn();
  // The Maps loader notes that it found google.maps already installed (the fake).
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('street search with a Google Maps key', () => {
  it('when a Google suggestion is chosen, then its location, city and zip come from Places and the address is saved with them', async () => {
    const google = installFakeGoogle();
    const sent = stubServer({ inZone: true });
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('combobox', { name: 'Street' }), 'Piac');
    const option = await screen.findByRole('option', { name: /Piac utca 10/ });
    expect(option).toHaveTextContent('Debrecen, Hungary');
    expect(google.importLibrary).toHaveBeenCalledWith('places');
    expect(google.fetchAutocompleteSuggestions).toHaveBeenLastCalledWith({
      input: 'Piac',
      includedRegionCodes: ['hu'],
      locationBias: { center: { lat: 47.529989, lng: 21.623746 }, radius: 5000 },
      sessionToken: expect.any(FakeSessionToken),
    });
    expect(calls(sent, 'GET /api/address/suggest')).toHaveLength(0);

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(calls(sent, 'POST /api/address/validate')).toHaveLength(1));
    expect(google.fetchFields).toHaveBeenCalledWith({ fields: ['location', 'formattedAddress', 'addressComponents'] });
    expect(JSON.parse(calls(sent, 'POST /api/address/validate')[0]!.body)).toEqual({
      street: 'Piac utca 10',
      latitude: 47.5301,
      longitude: 21.6302,
    });

    await user.type(screen.getByRole('textbox', { name: /^House number or building/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: 'Apartment (optional)' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Floor (optional)' }), '2');
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));

    await waitFor(() => expect(calls(sent, 'POST /api/address/add')).toHaveLength(1));
    expect(JSON.parse(calls(sent, 'POST /api/address/add')[0]!.body)).toMatchObject({
      street: 'Piac utca 10',
      city: 'Debrecen',
      zip: '4025',
      latitude: 47.5301,
      longitude: 21.6302,
      selected: true,
    });
  });

  it('when the server says the chosen place is outside the zone, then the zone alert shows and nothing is saved', async () => {
    installFakeGoogle();
    const sent = stubServer({ inZone: false });
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('combobox', { name: 'Street' }), 'Piac');
    await user.click(await screen.findByRole('option', { name: /Piac utca 10/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This address is outside our 5 km delivery zone.');
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    expect(calls(sent, 'POST /api/address/add')).toHaveLength(0);
  });
});
