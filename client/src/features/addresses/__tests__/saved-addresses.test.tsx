import '../../../test/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  address,
  calls,
  currentPath,
  deferred,
  logIn,
  renderAddressUi,
  stubAddressServer,
  type StubAnswer,
} from '../../../test/address-support';
import { AddressBook } from '../components/address-book';

const HOME = address({
  addressId: 'home',
  street: 'Piac utca',
  buildingName: '12/B',
  apartmentNo: '3',
  floor: '2',
  intercom: '23',
  selected: true,
});
const WORK = address({ addressId: 'work', street: 'Kassai út', buildingName: '26', apartmentNo: '114', floor: '1' });
const MUM = address({ addressId: 'mum', street: 'Bethlen utca', buildingName: '8', apartmentNo: '1', floor: '4' });

const cardOf = (street: string) => screen.getByRole('button', { name: new RegExp(`^${street}`) }).closest('li') as HTMLElement;
const grid = () => screen.getByRole('heading', { name: 'Select Address' }).parentElement!.querySelector('ul') as HTMLElement;

beforeEach(logIn);

describe('Select Address', () => {
  it('when the book is empty, then there is no Select Address section, only the form', async () => {
    stubAddressServer([]);
    renderAddressUi(<AddressBook />);
    expect(await screen.findByRole('heading', { name: 'Add New Address' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading your addresses…')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Select Address' })).not.toBeInTheDocument();
  });

  it('when the book is loading, then grey cards and a spoken status hold its place', async () => {
    const answer = deferred<StubAnswer>();
    stubAddressServer([HOME], { 'GET /api/address/all': () => answer.promise });
    renderAddressUi(<AddressBook />);
    expect((await screen.findByText('Loading your addresses…')).closest('[role=status]')).toBeInTheDocument();
    answer.resolve({ body: [HOME] });
    expect(await screen.findByRole('heading', { name: 'Select Address' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your addresses…')).not.toBeInTheDocument();
  });

  it('when there is one address, then the cards are one column', async () => {
    stubAddressServer([HOME]);
    renderAddressUi(<AddressBook />);
    await screen.findByRole('heading', { name: 'Select Address' });
    expect(grid()).toHaveClass('grid-cols-1');
    expect(grid()).not.toHaveClass('lg:grid-cols-2');
  });

  it('when there are several addresses, then the cards are two columns at lg and three at xl', async () => {
    stubAddressServer([HOME, WORK, MUM]);
    renderAddressUi(<AddressBook />);
    await screen.findByRole('heading', { name: 'Select Address' });
    expect(grid()).toHaveClass('grid-cols-1', 'lg:grid-cols-2', 'xl:grid-cols-3');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('when a card shows, then street and number with postcode and city, then floor, apartment and intercom, and only the selected card says Selected', async () => {
    stubAddressServer([HOME, WORK]);
    renderAddressUi(<AddressBook />);
    await screen.findByRole('heading', { name: 'Select Address' });

    const home = screen.getByRole('button', { name: /^Piac utca/ });
    expect([...home.children].map((line) => line.textContent)).toEqual([
      'Piac utca 12/B., 4025 Debrecen',
      'Floor 2 · Apartment 3 · Intercom 23',
      'Selected',
    ]);
    expect(within(home).getByText('Selected').previousElementSibling?.tagName).toBe('svg');
    const work = screen.getByRole('button', { name: /^Kassai út/ });
    expect(within(work).queryByText('Selected')).not.toBeInTheDocument();
    expect(within(work).getByText('Deliver here')).toBeInTheDocument();
  });

  it('when a card is chosen, then it is selected on the server first and only then the visitor goes to checkout', async () => {
    const answer = deferred<StubAnswer>();
    const { sent } = stubAddressServer([HOME, WORK], { 'POST /api/address/address-selected/work': () => answer.promise });
    const { router } = renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Kassai út/ }));

    expect(await within(cardOf('Kassai út')).findByText('Selecting…')).toBeInTheDocument();
    expect(within(cardOf('Piac utca')).getByText('Selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Piac utca/ })).toBeDisabled();
    expect(currentPath()).toBe('/address');
    expect(calls(sent, 'POST /api/address/address-selected/work')[0]?.body).toBe('{}');

    answer.resolve({ body: 'Address set as selected successfully' });
    await waitFor(() => expect(currentPath()).toBe('/checkout'));
    // Choosing where to deliver means delivery: checkout opens with Delivery chosen.
    expect(router.state.location.state).toEqual({ orderType: 'DELIVERY' });
  });

  it('when selecting fails, then the card says so, nothing flips and the visitor stays', async () => {
    stubAddressServer([HOME, WORK], {
      'POST /api/address/address-selected/work': { status: 404, body: { message: 'Address not found', code: 'NOT_FOUND' } },
    });
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Kassai út/ }));

    expect(await within(cardOf('Kassai út')).findByRole('alert')).toHaveTextContent("Couldn't select this address. Please try again.");
    expect(within(cardOf('Piac utca')).getByText('Selected')).toBeInTheDocument();
    expect(within(cardOf('Kassai út')).queryByText('Selected')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/address');
  });

  it('when the bin is pressed, then a confirmation asks first: Keep cancels, Delete removes the card', async () => {
    const { sent } = stubAddressServer([HOME, WORK]);
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    const bin = await screen.findByRole('button', { name: 'Delete address Kassai út, 26' });

    await user.click(bin);
    const question = screen.getByRole('group', { name: 'Delete this address?' });
    expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
    expect(bin).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: 'Delete this address?' })).not.toBeInTheDocument();
    expect(bin).toHaveFocus();
    expect(calls(sent, 'DELETE /api/address/work')).toHaveLength(0);

    await user.click(bin);
    await user.click(within(screen.getByRole('group', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Kassai út/ })).not.toBeInTheDocument());
    expect(calls(sent, 'DELETE /api/address/work')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Piac utca/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('when deleting fails, then the confirmation stays with a message', async () => {
    stubAddressServer([HOME, WORK], { 'DELETE /api/address/work': { status: 500, body: { message: 'boom', code: 'INTERNAL_ERROR' } } });
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete address Kassai út, 26' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't delete this address. Please try again.");
    expect(screen.getByRole('button', { name: /^Kassai út/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Delete this address?' })).toBeInTheDocument();
  });

  it('when the book cannot be loaded, then it says so and Retry loads it again', async () => {
    let fail = true;
    stubAddressServer([HOME], {
      'GET /api/address/all': () => (fail ? { status: 500, body: { message: 'boom', code: 'INTERNAL_ERROR' } } : { body: [HOME] }),
    });
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your addresses.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^Piac utca/ })).toBeInTheDocument();
  });
});
