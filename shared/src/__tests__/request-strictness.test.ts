import type { z } from 'zod';

import {
  addressCreateRequestSchema,
  addressValidateRequestSchema,
  addToCartRequestSchema,
  adminLoginRequestSchema,
  cartUpdateQuerySchema,
  emailParamsSchema,
  emailQuerySchema,
  eventsPullQuerySchema,
  forgotPasswordRequestSchema,
  idParamsSchema,
  loginRequestSchema,
  menuCategoryParamsSchema,
  menuItemByNameSizeQuerySchema,
  orderListStatusParamsSchema,
  orderStatusPatchQuerySchema,
  placeOrderRequestSchema,
  resetPasswordRequestSchema,
  restaurantStatusUpdateQuerySchema,
  selectedAddressQuerySchema,
  signupRequestSchema,
  socketAuthSchema,
  verifyOtpRequestSchema,
} from '../index';
import { signup } from './fixtures';
import { INJECTION, isValid } from './helpers';

/** Every schema that parses client input, with one valid sample (as a form or query would send it). */
const REQUESTS: Array<[string, z.ZodType, Record<string, unknown>]> = [
  ['add to cart', addToCartRequestSchema, { menuItemId: 'PIZ_001', quantity: '1', extraItemId: 'EXT_001', instructions: 'x' }],
  ['cart update', cartUpdateQuerySchema, { quantity: '3' }],
  [
    'address create',
    addressCreateRequestSchema,
    {
      buildingName: 'A',
      floor: '1',
      apartmentNo: '2',
      intercom: '3',
      otherInstructions: 'x',
      street: 'Piac u. 1',
      city: 'Debrecen',
      zip: '4025',
      latitude: '47.5',
      longitude: '21.6',
      selected: '1',
    },
  ],
  ['address validate', addressValidateRequestSchema, { street: 'Piac u. 1', latitude: 47.5, longitude: 21.6 }],
  ['selected address', selectedAddressQuerySchema, { isSelected: 'true' }],
  ['place order', placeOrderRequestSchema, { orderId: 'abc-123', paymentMethod: 'CASH', orderType: 'PICKUP' }],
  ['order status patch', orderStatusPatchQuerySchema, { status: 'PREPARING' }],
  ['order list tab', orderListStatusParamsSchema, { status: 'placed' }],
  ['sign-up', signupRequestSchema, signup],
  ['login', loginRequestSchema, { email: 'a@example.com', password: 'x' }],
  ['admin login', adminLoginRequestSchema, { email: 'a@example.com', password: 'x' }],
  ['verify otp', verifyOtpRequestSchema, { email: 'a@example.com', otp: '123456' }],
  ['forgot password', forgotPasswordRequestSchema, { email: 'a@example.com' }],
  [
    'reset password',
    resetPasswordRequestSchema,
    { token: 't', email: 'a@example.com', password: 'Abcdefgh1!', confirmPassword: 'Abcdefgh1!' },
  ],
  ['restaurant status update', restaurantStatusUpdateQuerySchema, { isOpen: 'true' }],
  ['events pull', eventsPullQuerySchema, { after: '0', limit: '10' }],
  ['socket handshake', socketAuthSchema, { token: 'jwt', lastSeq: 3 }],
  ['menu category', menuCategoryParamsSchema, { category: 'PIZZA' }],
  ['menu name and size', menuItemByNameSizeQuerySchema, { name: 'Margarita', size: 'LARGE' }],
  ['id path', idParamsSchema, { id: '665f1c2e9b1d8c0012345678' }],
  ['e-mail path', emailParamsSchema, { email: 'a@example.com' }],
  ['e-mail query', emailQuerySchema, { email: 'a@example.com' }],
];

const FIELDS = REQUESTS.flatMap(([name, schema, sample]) => Object.keys(sample).map((field) => [name, field, schema, sample] as const));

describe('request schemas', () => {
  it.each(REQUESTS)('when the %s sample is given, then it parses', (_name, schema, sample) => {
    expect(isValid(schema, sample)).toBe(true);
  });

  it.each(FIELDS)('when %s.%s is an operator object, then it is rejected', (_name, field, schema, sample) => {
    expect(isValid(schema, { ...sample, [field]: INJECTION })).toBe(false);
  });

  it.each(REQUESTS)('when the %s input has an unknown key, then it is rejected', (_name, schema, sample) => {
    expect(isValid(schema, { ...sample, $where: 'sleep(1000)' })).toBe(false);
  });

  it.each(REQUESTS)('when the %s input is not an object, then it is rejected', (_name, schema) => {
    expect(isValid(schema, 'a=1')).toBe(false);
  });
});
