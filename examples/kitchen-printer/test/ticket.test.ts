import { formatTicket, shopTime, TICKET_WIDTH, wrap } from '../src/ticket';
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
    },
    { name: 'Coca-Cola 330 ml', size: 'REGULAR', quantity: 1, extras: [] },
  ],
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

  it('when a pickup order is printed, then it says PICKUP and prints no address', () => {
    const { address: _address, leaveAtDoor: _door, ...rest } = delivery;
    const ticket = formatTicket({ ...rest, orderType: 'PICKUP' });
    expect(ticket).toContain('*** PICKUP ***');
    expect(ticket).not.toContain('Piac utca');
    expect(ticket).not.toContain('LEAVE AT THE DOOR');
  });

  it('when a word is longer than a line, then it is cut, never beyond 42 columns', () => {
    const lines = wrap('x'.repeat(100), '  ');
    expect(lines.every((line) => line.length <= TICKET_WIDTH)).toBe(true);
    expect(lines.join('').replace(/ /g, '')).toBe('x'.repeat(100));
  });

  it('when the time is printed, then it is the shop time in Budapest (CET in winter, CEST in summer)', () => {
    expect(shopTime('2026-11-24T23:30:00.000Z')).toBe('2026-11-25 00:30');
    expect(shopTime('2026-07-01T10:00:00.000Z')).toBe('2026-07-01 12:00');
  });
});
