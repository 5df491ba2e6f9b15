import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { calls, currentPath, logIn, PIAC, renderAddressUi, stubAddressServer } from '../../../test/address-support';
import { AddressBook } from '../components/address-book';

const ZONE_ALERT = 'This address is outside our 5 km delivery zone.';
const streetInput = () => screen.findByRole('combobox', { name: 'Street' });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Add New Address' }));

async function chooseStreet(user: UserEvent, typed: string, option: RegExp) {
  await user.type(await streetInput(), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillDetails(user: UserEvent, details = { building: '12/B', apartment: '3', floor: '2' }) {
  await user.type(screen.getByRole('textbox', { name: /^House number or building/ }), details.building);
  await user.type(screen.getByRole('textbox', { name: 'Apartment (optional)' }), details.apartment);
  await user.type(screen.getByRole('textbox', { name: 'Floor (optional)' }), details.floor);
}

beforeEach(logIn);

describe('Add New Address form', () => {
  it('when it is sent empty, then street and house number say they are required (floor and apartment are optional) and nothing is saved', async () => {
    const { sent } = stubAddressServer();
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await streetInput();
    await submit(user);

    expect(await screen.findByText('Street is required')).toBeInTheDocument();
    expect(screen.getByText('Building name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Floor (optional)' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Apartment (optional)' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Intercom (optional)' })).not.toHaveAttribute('aria-invalid');
    expect(calls(sent, 'POST /api/address/add')).toHaveLength(0);
  });

  it('when the street is typed but not chosen from the suggestions, then the street field asks for a suggestion', async () => {
    const { sent } = stubAddressServer();
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await user.type(await streetInput(), 'Piac utca');
    await user.keyboard('{Escape}');
    await fillDetails(user);
    await submit(user);

    expect(await screen.findByText('Please choose the street from the suggestions')).toBeInTheDocument();
    expect(calls(sent, 'POST /api/address/add')).toHaveLength(0);
  });

  it('when a chosen street is typed over, then it no longer counts as chosen', async () => {
    const { sent } = stubAddressServer();
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await chooseStreet(user, 'Piac', /Piac utca/);
    await user.type(screen.getByRole('combobox', { name: 'Street' }), ' 10');
    await user.keyboard('{Escape}');
    await fillDetails(user);
    await submit(user);

    expect(await screen.findByText('Please choose the street from the suggestions')).toBeInTheDocument();
    expect(calls(sent, 'POST /api/address/add')).toHaveLength(0);
  });

  it('when the chosen suggestion lies outside the zone, then the zone alert shows and nothing is saved', async () => {
    const { sent } = stubAddressServer();
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await chooseStreet(user, 'Szentgy', /Szentgyörgyfalvi út/);

    expect(await screen.findByRole('alert')).toHaveTextContent(ZONE_ALERT);
    await fillDetails(user);
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(ZONE_ALERT);
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveFocus();
    expect(calls(sent, 'POST /api/address/add')).toHaveLength(0);
    expect(currentPath()).toBe('/address');

    // Choosing a street inside the zone clears the alert.
    await user.clear(screen.getByRole('combobox', { name: 'Street' }));
    await chooseStreet(user, 'Piac', /Piac utca/);
    expect(screen.queryByText(ZONE_ALERT)).not.toBeInTheDocument();
  });

  it('when the server answers 400 with code OUTSIDE_ZONE, then the zone alert names its radius and the page stays', async () => {
    // The alert comes from the code and the radius in details, never from the server's sentence.
    stubAddressServer([], {
      'POST /api/address/add': { status: 400, body: { message: 'whatever', code: 'OUTSIDE_ZONE', details: { radiusM: 7500 } } },
    });
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await chooseStreet(user, 'Piac', /Piac utca/);
    await fillDetails(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('This address is outside our 7.5 km delivery zone.');
    expect(currentPath()).toBe('/address');
  });

  it('when the server refuses for another reason, then its message is shown above the button', async () => {
    stubAddressServer([], {
      'POST /api/address/add': { status: 409, body: { message: 'Address already exists for the current user.', code: 'CONFLICT' } },
    });
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await chooseStreet(user, 'Piac', /Piac utca/);
    await fillDetails(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Address already exists for the current user.');
    expect(screen.getByRole('button', { name: 'Add New Address' })).toBeEnabled();
  });

  it('when the server cannot place the street, then the street field asks for a suggestion', async () => {
    stubAddressServer([], {
      'POST /api/address/add': { status: 400, body: { message: 'Please choose the street from the suggestions', code: 'BAD_REQUEST' } },
    });
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await chooseStreet(user, 'Piac', /Piac utca/);
    await fillDetails(user);
    await submit(user);

    expect(await screen.findByText('Please choose the street from the suggestions')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveFocus();
  });

  it('when the server says so in Hungarian (it follows Accept-Language), then the street field still asks for a suggestion', async () => {
    const message = 'Kérjük, válassza ki az utcát a javaslatok közül';
    stubAddressServer([], { 'POST /api/address/add': { status: 400, body: { message, code: 'BAD_REQUEST' } } });
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await chooseStreet(user, 'Piac', /Piac utca/);
    await fillDetails(user);
    await submit(user);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveFocus();
  });

  it('when the address is saved, then it was sent selected with the suggestion’s coordinates, the form is cleared with a confirmation, the book reloads and the page stays', async () => {
    const { sent } = stubAddressServer();
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await user.type(await streetInput(), 'Piac');
    await screen.findByRole('option', { name: /Piac utca/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await fillDetails(user);
    await user.type(screen.getByRole('textbox', { name: 'Intercom (optional)' }), '23');
    await user.type(screen.getByRole('textbox', { name: 'Other instructions (optional)' }), 'Ring twice{Enter}Blue gate');
    await submit(user);

    expect(await screen.findByText('Address saved. We will deliver your next order there.')).toBeInTheDocument();
    expect(currentPath()).toBe('/address');
    const [added] = calls(sent, 'POST /api/address/add');
    expect(JSON.parse(added!.body)).toEqual({
      street: 'Piac utca',
      city: 'Debrecen',
      zip: '4025',
      latitude: PIAC.latitude,
      longitude: PIAC.longitude,
      buildingName: '12/B',
      apartmentNo: '3',
      floor: '2',
      intercom: '23',
      otherInstructions: 'Ring twice\nBlue gate',
      selected: true,
    });
    // Read once on open, once more after the save invalidated it.
    expect(calls(sent, 'GET /api/address/all')).toHaveLength(2);
    expect(sent.indexOf(calls(sent, 'GET /api/address/all')[1]!)).toBeGreaterThan(sent.indexOf(added!));
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveValue('');
    for (const name of [
      /^House number or building/,
      'Apartment (optional)',
      'Floor (optional)',
      'Intercom (optional)',
      'Other instructions (optional)',
    ]) {
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    }
  });

  it('when a family house is saved without floor and apartment, then they are not sent', async () => {
    const { sent } = stubAddressServer();
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await chooseStreet(user, 'Piac', /Piac utca/);
    await user.type(screen.getByRole('textbox', { name: /^House number or building/ }), '7');
    await submit(user);

    await screen.findByText('Address saved. We will deliver your next order there.');
    const body = JSON.parse(calls(sent, 'POST /api/address/add')[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ street: 'Piac utca', buildingName: '7' });
    expect(body).not.toHaveProperty('floor');
    expect(body).not.toHaveProperty('apartmentNo');
  });

  it('when the customer came from checkout, then saving goes back to checkout with Delivery chosen', async () => {
    stubAddressServer();
    const { router } = renderAddressUi(<AddressBook />, { pathname: '/address', state: { returnTo: 'checkout' } });
    const user = userEvent.setup();
    await chooseStreet(user, 'Piac', /Piac utca/);
    await fillDetails(user);
    await submit(user);

    await waitFor(() => expect(currentPath()).toBe('/checkout'));
    expect(router.state.location.state).toEqual({ orderType: 'DELIVERY' });
  });
});
