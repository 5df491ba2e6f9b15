import '../../../test/setup';
import { TEXT_LIMITS } from '@pizza/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AddressBook } from '../../../features/addresses/components/address-book';
import { ItemModalHost } from '../../../features/menu/components/item-modal/item-modal-host';
import { useItemModalStore } from '../../../features/menu/stores/item-modal-store';
import { changeLanguage } from '../../../lib/i18n';
import { logIn, renderAddressUi, stubAddressServer } from '../../../test/address-support';
import { renderRoutes, resetAuthState, stubFetch as stubAuthFetch } from '../../../test/auth-support';
import { menuItem } from '../../../test/menu-cart-fixtures';
import { renderAt, stubFetch } from '../../../test/menu-cart-support';
import { LoginPage } from '../login-page';

// Every text a customer types has the shared limit as its maxLength and a counter near it, and a
// text over a limit reads as a sentence in the shop's language, never as zod's words.

afterEach(() => act(() => changeLanguage('en')));

const counterOf = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-count'));
  return id ? document.getElementById(id) : null;
};

describe('the address form', () => {
  beforeEach(logIn);

  it('gives each field the shared limit as maxLength', async () => {
    stubAddressServer();
    renderAddressUi(<AddressBook />);
    const street = await screen.findByRole('combobox', { name: 'Street' });
    expect(street).toHaveAttribute('maxlength', String(TEXT_LIMITS.street));
    expect(screen.getByRole('textbox', { name: /^House number or building/ })).toHaveAttribute(
      'maxlength',
      String(TEXT_LIMITS.buildingName),
    );
    expect(screen.getByRole('textbox', { name: 'Floor (optional)' })).toHaveAttribute('maxlength', String(TEXT_LIMITS.floor));
    expect(screen.getByRole('textbox', { name: 'Apartment (optional)' })).toHaveAttribute('maxlength', String(TEXT_LIMITS.apartmentNo));
    expect(screen.getByRole('textbox', { name: 'Intercom (optional)' })).toHaveAttribute('maxlength', String(TEXT_LIMITS.intercom));
    expect(screen.getByRole('textbox', { name: /^Other instructions/ })).toHaveAttribute('maxlength', String(TEXT_LIMITS.addressNote));
  });

  it("shows the note's counter from the start and a one-line field's near its limit, telling screen readers what is left", async () => {
    stubAddressServer();
    renderAddressUi(<AddressBook />);
    const user = userEvent.setup();
    const note = await screen.findByRole('textbox', { name: /^Other instructions/ });
    expect(counterOf(note)).toHaveTextContent(`0/${TEXT_LIMITS.addressNote}`);
    await user.type(note, 'Ring twice');
    expect(counterOf(note)).toHaveTextContent(`10/${TEXT_LIMITS.addressNote}`);
    expect(note).toHaveAccessibleDescription(`10 of ${TEXT_LIMITS.addressNote} characters`);

    const floor = screen.getByRole('textbox', { name: 'Floor (optional)' });
    await user.type(floor, '12');
    expect(counterOf(floor)).toBeNull();
    await user.type(floor, 'x'.repeat(30));
    expect(floor).toHaveValue(`12${'x'.repeat(TEXT_LIMITS.floor - 2)}`);
    const counter = counterOf(floor);
    expect(counter).toHaveTextContent(`${TEXT_LIMITS.floor}/${TEXT_LIMITS.floor}`);
    expect(within(counter!).getByText('0 characters left')).toHaveAttribute('aria-live', 'polite');
  });

  it('when a text is over its limit anyway (pasted past the browser), then the field says so in Hungarian', async () => {
    await act(() => changeLanguage('hu'));
    stubAddressServer();
    renderAddressUi(<AddressBook />);
    const intercom = await screen.findByRole('textbox', { name: /^Kapucsengő/ });
    fireEvent.change(intercom, { target: { value: 'x'.repeat(TEXT_LIMITS.intercom + 1) } });
    await userEvent.click(screen.getByRole('button', { name: /cím hozzáadása/i }));
    await waitFor(() => expect(intercom).toHaveAccessibleDescription(/^Túl hosszú: legfeljebb 50 karakter lehet\./));
    expect(document.body).not.toHaveTextContent(/Too big|Túl nagy|expected string/);
  });
});

describe('the item window', () => {
  it('counts the instructions to the kitchen against the shared limit', async () => {
    stubFetch({ 'GET /api/menuItem/get/PIZ_001': { body: menuItem() }, 'GET /api/extras/get/all': { body: [] } });
    renderAt(<ItemModalHost />);
    act(() => useItemModalStore.getState().open('PIZ_001'));
    const dialog = await screen.findByRole('dialog', { name: 'Margarita' });
    const instructions = within(dialog).getByRole('textbox', { name: 'Special Instructions' });
    expect(instructions).toHaveAttribute('maxlength', String(TEXT_LIMITS.instructions));
    expect(counterOf(instructions)).toHaveTextContent(`0/${TEXT_LIMITS.instructions}`);
    fireEvent.change(instructions, { target: { value: 'y'.repeat(TEXT_LIMITS.instructions - 3) } });
    expect(counterOf(instructions)).toHaveTextContent(`${TEXT_LIMITS.instructions - 3}/${TEXT_LIMITS.instructions}`);
    expect(within(counterOf(instructions)!).getByText('3 characters left')).toBeInTheDocument();
  });
});

describe('the login form', () => {
  beforeEach(resetAuthState);

  it('limits e-mail and password to the shared lengths', () => {
    stubAuthFetch({});
    renderRoutes([{ path: '/login', element: <LoginPage /> }], { pathname: '/login' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', String(TEXT_LIMITS.email));
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', String(TEXT_LIMITS.password));
  });
});
