import {
  eventForScopes,
  INVOICE_MESSAGES,
  invoiceIssues,
  invoiceLine,
  invoiceOf,
  normalizeTaxNumber,
  type OrderEvent,
  orderSchema,
  orderSummaryWithoutCustomerSchema,
  placeOrderRequestSchema,
  type ShopEvent,
  translateMessage,
} from '../index';
import { order, statusChangedEvent } from './fixtures';
import { messagesOf, pathsOf } from './helpers';

const billing = {
  invoiceName: 'Kovács Kft.',
  invoiceZip: '1051',
  invoiceCity: 'Budapest',
  invoiceStreet: 'Fő utca 1.',
};

describe('invoiceIssues', () => {
  it('when no invoice field is given, then there is no issue', () => {
    expect(invoiceIssues({})).toEqual([]);
    expect(invoiceIssues({ invoiceName: '', invoiceZip: '', invoiceCity: '', invoiceStreet: '', invoiceTaxNumber: '' })).toEqual([]);
  });

  it('when name, postcode, city and street are all given, with or without a tax number, then there is no issue', () => {
    expect(invoiceIssues(billing)).toEqual([]);
    expect(invoiceIssues({ ...billing, invoiceTaxNumber: '12345678-1-12' })).toEqual([]);
  });

  it('when only a tax number is given, then the one issue says it needs the name and address too', () => {
    expect(invoiceIssues({ invoiceTaxNumber: '12345678-1-12' })).toEqual([
      { path: ['invoiceTaxNumber'], message: INVOICE_MESSAGES.taxNumberAlone },
    ]);
  });

  it('when the postcode is not 4 digits, then the issue names the postcode only', () => {
    for (const invoiceZip of ['105', '10511', 'H-1051', '1O51']) {
      expect(invoiceIssues({ ...billing, invoiceZip })).toEqual([{ path: ['invoiceZip'], message: INVOICE_MESSAGES.zipInvalid }]);
    }
  });

  it('when some of the address is missing, then each missing field is named, in the form order', () => {
    expect(invoiceIssues({ invoiceCity: 'Budapest' }).map((issue) => issue.path[0])).toEqual([
      'invoiceName',
      'invoiceZip',
      'invoiceStreet',
    ]);
  });

  it('when the tax number is a Hungarian tax number or an EU VAT number (any case, spaces), then it is valid', () => {
    for (const invoiceTaxNumber of [
      '12345678-1-12',
      '12345678-5-42',
      'HU12345678',
      'hu 1234 5678',
      'DE123456789',
      'ATU12345678',
      'NL123456789B01',
    ]) {
      expect(invoiceIssues({ ...billing, invoiceTaxNumber })).toEqual([]);
    }
  });

  it('when the tax number is junk, then the issue says what a tax number looks like', () => {
    for (const invoiceTaxNumber of ['12345678', '12345678-9-12', '1234567-1-12', 'COMPANY', 'hello world', 'XX12345678', '12-34', 'HU']) {
      expect(invoiceIssues({ ...billing, invoiceTaxNumber })).toEqual([
        { path: ['invoiceTaxNumber'], message: INVOICE_MESSAGES.taxNumberInvalid },
      ]);
    }
  });

  it('when the placing request carries bad invoice fields, then the schema refuses it naming the field', () => {
    const body = { orderId: order.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' };
    expect(pathsOf(placeOrderRequestSchema, { ...body, ...billing, invoiceZip: 'abc' })).toEqual(['invoiceZip']);
    expect(messagesOf(placeOrderRequestSchema, { ...body, invoiceTaxNumber: 'HU12345678' })).toEqual([INVOICE_MESSAGES.taxNumberAlone]);
    expect(placeOrderRequestSchema.parse({ ...body, ...billing, invoiceName: '  Kovács Kft.  ' }).invoiceName).toBe('Kovács Kft.');
  });

  it('when every sentence is read in Hungarian, then each has its own Hungarian text', () => {
    for (const message of Object.values(INVOICE_MESSAGES)) {
      expect(translateMessage(message, 'hu')).not.toBe(message);
    }
  });
});

describe('invoiceOf and normalizeTaxNumber', () => {
  it('when no invoice is asked for, then there are no details', () => {
    expect(invoiceOf({})).toBeUndefined();
  });

  it('when details are given, then they are trimmed and an EU VAT number is upper-case without spaces', () => {
    expect(invoiceOf({ ...billing, invoiceName: ' Kovács Kft. ', invoiceTaxNumber: ' hu 1234 5678 ' })).toEqual({
      name: 'Kovács Kft.',
      zip: '1051',
      city: 'Budapest',
      street: 'Fő utca 1.',
      taxNumber: 'HU12345678',
    });
    expect(normalizeTaxNumber(' 12345678-1-12 ')).toBe('12345678-1-12');
  });

  it('when the details are written on one line, then name, postcode and city, street and tax number follow each other', () => {
    const invoice = invoiceOf({ ...billing, invoiceTaxNumber: '12345678-1-12' });
    expect(invoice && invoiceLine(invoice)).toBe('Kovács Kft., 1051 Budapest, Fő utca 1., 12345678-1-12');
  });
});

describe('the invoice on orders and events', () => {
  const invoice = { name: 'Kovács Kft.', zip: '1051', city: 'Budapest', street: 'Fő utca 1.', taxNumber: '12345678-1-12' };

  it('when an order carries invoice details, then it parses with them', () => {
    expect(orderSchema.parse({ ...order, invoice }).invoice).toEqual(invoice);
  });

  it("when a reader without the 'orders' scope gets an order event, then the billing details are left out", () => {
    const event = { ...statusChangedEvent, order: { ...statusChangedEvent.order, invoice } } as ShopEvent;
    expect(eventForScopes(event, ['events', 'orders'])).toBe(event);
    const shaped = (eventForScopes(event, ['events']) as OrderEvent).order;
    expect(shaped).not.toHaveProperty('invoice');
    expect(orderSummaryWithoutCustomerSchema.strict().parse(shaped)).toEqual(shaped);
    expect(JSON.stringify(shaped)).not.toContain('Kovács');
  });
});
