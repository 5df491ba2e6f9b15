import { ALLERGENS as SHOP_ALLERGENS } from '@pizza/shared';

import { ALLERGENS, allergenLegend, allergenNumbers } from '../src/allergens';
import { forints, formatTicket, shopTime, TICKET_WIDTH, wrap } from '../src/ticket';
import type { Order } from '../src/types';

const delivery: Order = {
  orderId: 'ord_42',
  orderSequence: '#Order-0042',
  createdAt: '2026-11-24T13:05:00.000Z',
  orderType: 'DELIVERY',
  paymentMethod: 'CASH',
  totalPrice: 6398,
  user: { name: 'Kovács Anna', phone: '+36301234567' },
  orderItems: [
    {
      name: 'Pepperoni',
      size: 'LARGE',
      quantity: 2,
      extras: [{ name: 'Extra cheese' }, { name: 'Jalapeño' }],
      instructions: 'Well done, cut in sixteen slices please, and keep the crust extra crispy for the kids',
      allergens: ['gluten', 'milk', 'mustard'],
    },
    { name: 'Coca-Cola 330 ml', size: 'REGULAR', quantity: 1, extras: [], allergens: [] },
  ],
  allergyNote: 'Severe peanut allergy in the family, please change gloves\nNo sesame either',
  address: { street: 'Piac utca', buildingName: '10', floor: '1', apartmentNo: '2', intercom: '21', city: 'Debrecen', zip: '4025' },
  leaveAtDoor: true,
};

describe('kitchen ticket', () => {
  it('when a delivery order is printed, then every line fits 42 columns and it names the number, time, type, lines, extras, instructions and address', () => {
    const ticket = formatTicket(delivery);
    const lines = ticket.split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(TICKET_WIDTH);
    expect(ticket.endsWith('\n')).toBe(true);
    expect(lines[3]).toBe(`#Order-0042${' '.repeat(TICKET_WIDTH - 11 - 16)}2026-11-24 14:05`);
    for (const text of [
      '*** DELIVERY ***',
      '2 x Pepperoni (LARGE)',
      '    + Extra cheese',
      '    + Jalapeño',
      '    ! Well done, cut in sixteen slices',
      '1 x Coca-Cola 330 ml (REGULAR)',
      '+36301234567',
      'Kovács Anna',
      'Piac utca 10, floor 1, apt 2',
      '4025 Debrecen',
      'Intercom: 21',
      'LEAVE AT THE DOOR',
    ]) {
      expect(ticket).toContain(text);
    }
    // The long instruction wraps under itself.
    expect(lines.filter((line) => line.startsWith('      ')).length).toBeGreaterThanOrEqual(1);
  });

  it('when the order has an allergy note, then it is boxed right under the order type, every line within 42 columns', () => {
    const lines = formatTicket(delivery).split('\n');
    const frame = `+${'-'.repeat(TICKET_WIDTH - 2)}+`;
    expect(lines[5]).toBe(frame);
    const end = lines.indexOf(frame, 6);
    const box = lines.slice(6, end);
    expect(box[0]).toBe('| !!! ALLERGY: Severe peanut allergy in  |');
    expect(box.every((line) => line.length === TICKET_WIDTH && line.startsWith('| ') && line.endsWith(' |'))).toBe(true);
    expect(box.map((line) => line.slice(2, -2).trim()).join(' ')).toBe(
      '!!! ALLERGY: Severe peanut allergy in the family, please change gloves No sesame either',
    );
  });

  it('when lines carry allergens, then each prints its codes and a legend names the codes printed; a line without prints none', () => {
    const ticket = formatTicket(delivery);
    expect(ticket).toContain('    A: 1, 7, 10\n1 x Coca-Cola 330 ml (REGULAR)\n---');
    expect(ticket).toContain('\nA = allergens: 1 Gluten, 7 Milk, 10\n  Mustard\n---');
  });

  it('when no line carries allergens and there is no note (an order from before), then neither box nor legend is printed', () => {
    const { allergyNote: _note, ...old } = delivery;
    const ticket = formatTicket({ ...old, orderItems: old.orderItems.map(({ allergens: _a, ...item }) => item) });
    expect(ticket).not.toContain('ALLERGY');
    expect(ticket).not.toContain('A = allergens');
    expect(ticket).not.toContain('    A: ');
  });

  it("when the printer's allergen list is compared with the shop's, then they are the same 14 in the same order", () => {
    expect([...ALLERGENS]).toEqual([...SHOP_ALLERGENS]);
    expect(allergenNumbers(['milk', 'gluten', 'unknown-from-a-newer-shop'])).toEqual([1, 7]);
    expect(allergenLegend([14, 1, 1])).toBe('1 Gluten, 14 Molluscs');
  });

  it('when the customer asked for an invoice, then the ticket ends with INVOICE: name, address, tax number, within 42 columns', () => {
    const invoice = { name: 'Kovács és Társa Kft.', zip: '1051', city: 'Budapest', street: 'Fő utca 1.', taxNumber: '12345678-1-12' };
    const lines = formatTicket({ ...delivery, invoice }).split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(TICKET_WIDTH);
    const start = lines.findIndex((line) => line.startsWith('INVOICE: '));
    expect(lines[start - 1]).toBe('-'.repeat(TICKET_WIDTH));
    const text = lines
      .slice(start, -2)
      .map((line) => line.trim())
      .join(' ');
    expect(text).toBe('INVOICE: Kovács és Társa Kft., 1051 Budapest, Fő utca 1., 12345678-1-12');
    expect(formatTicket(delivery)).not.toContain('INVOICE');
  });

  it('when a pickup order is printed, then it says PICKUP and prints no address', () => {
    const { address: _address, leaveAtDoor: _door, ...rest } = delivery;
    const ticket = formatTicket({ ...rest, orderType: 'PICKUP' });
    expect(ticket).toContain('*** PICKUP ***');
    expect(ticket).not.toContain('Piac utca');
    expect(ticket).not.toContain('LEAVE AT THE DOOR');
  });

  it('when the order is for later, then the line under the order type says by when: at the door for a delivery, ready for a pickup', () => {
    const lines = formatTicket({ ...delivery, scheduledFor: '2026-11-28T18:30:00.000Z' }).split('\n');
    const typeLine = lines.findIndex((line) => line.startsWith('*** DELIVERY ***'));
    expect(lines[typeLine + 1]).toBe(`AT THE DOOR BY${' '.repeat(TICKET_WIDTH - 14 - 16)}2026-11-28 19:30`);
    const { address: _address, leaveAtDoor: _door, ...rest } = delivery;
    expect(formatTicket({ ...rest, orderType: 'PICKUP', scheduledFor: '2026-11-28T18:30:00.000Z' })).toContain('READY BY');
    expect(formatTicket(delivery)).not.toMatch(/READY BY|AT THE DOOR BY/);
  });

  it('when a word is longer than a line, then it is cut, never beyond 42 columns', () => {
    const lines = wrap('x'.repeat(100), '  ');
    expect(lines.every((line) => line.length <= TICKET_WIDTH)).toBe(true);
    expect(lines.join('').replace(/ /g, '')).toBe('x'.repeat(100));
  });

  it('when the order was placed with a code, then under the lines it prints the code, the forints off and what is left to pay, within 42 columns', () => {
    const ticket = formatTicket({ ...delivery, totalPrice: 5198, promo: { code: 'LUNCH20', discount: 1200 } });
    const lines = ticket.split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(TICKET_WIDTH);
    const code = lines.findIndex((line) => line.startsWith('CODE LUNCH20'));
    expect(lines[code]).toBe(`CODE LUNCH20${' '.repeat(TICKET_WIDTH - 12 - 9)}-1 200 Ft`);
    expect(lines[code + 1]).toBe(`TO PAY${' '.repeat(TICKET_WIDTH - 6 - 8)}5 198 Ft`);
    // After the order's lines, before the customer.
    expect(code).toBeGreaterThan(lines.findIndex((line) => line.startsWith('1 x Coca-Cola')));
    expect(code).toBeLessThan(lines.findIndex((line) => line.startsWith('Kovács Anna')));
  });

  it('when the order has no code, then no discount and no amount to pay are printed', () => {
    const ticket = formatTicket(delivery);
    expect(ticket).not.toContain('CODE ');
    expect(ticket).not.toContain('TO PAY');
    expect(ticket).not.toContain(' Ft');
  });

  it('when forints are printed, then thousands are grouped with plain spaces', () => {
    expect([forints(0), forints(990), forints(1200), forints(1234567)]).toEqual(['0 Ft', '990 Ft', '1 200 Ft', '1 234 567 Ft']);
  });

  it('when the time is printed, then it is the shop time in Budapest (CET in winter, CEST in summer)', () => {
    expect(shopTime('2026-11-24T23:30:00.000Z')).toBe('2026-11-25 00:30');
    expect(shopTime('2026-07-01T10:00:00.000Z')).toBe('2026-07-01 12:00');
  });
});
