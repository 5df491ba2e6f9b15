import { addToCartRequestSchema, cartItemParamsSchema, cartResponseSchema, cartSchema, cartUpdateQuerySchema } from '../index';
import { cart } from './fixtures';
import { INJECTION, isValid, messagesOf, pathsOf } from './helpers';

const add = { menuItemId: 'PIZ_005', quantity: '2' };
const ids = (count: number) => Array.from({ length: count }, (_, i) => `EXT_${String(i + 1).padStart(3, '0')}`);

describe('cartSchema and cartResponseSchema', () => {
  it('when a cart with one line is given, then it parses unchanged', () => {
    expect(cartSchema.parse(cart)).toEqual(cart);
  });

  it('when the response is an empty array or holds one cart, then it parses', () => {
    expect(cartResponseSchema.parse([])).toEqual([]);
    expect(cartResponseSchema.parse([cart])).toEqual([cart]);
  });

  it('when the response holds two carts, then it is rejected (one cart per user)', () => {
    expect(isValid(cartResponseSchema, [cart, cart])).toBe(false);
  });

  it('when a line has quantity 0 or 51, then it is rejected', () => {
    const line = cart.cartItems[0]!;
    expect(isValid(cartSchema, { ...cart, cartItems: [{ ...line, quantity: 0 }] })).toBe(false);
    expect(isValid(cartSchema, { ...cart, cartItems: [{ ...line, quantity: 51 }] })).toBe(false);
  });

  it('when a line lacks its menu item, then the path names it', () => {
    const { menuItem: _omitted, ...line } = cart.cartItems[0]!;
    expect(pathsOf(cartSchema, { ...cart, cartItems: [line] })).toEqual(['cartItems.0.menuItem']);
  });

  it("when a line's item or add-on lacks its allergens, then the path names them (an empty list is fine)", () => {
    const line = cart.cartItems[0]!;
    const { allergens: _item, ...menuItem } = line.menuItem;
    const { allergens: _extra, ...extra } = line.extras[0]!;
    expect(pathsOf(cartSchema, { ...cart, cartItems: [{ ...line, menuItem, extras: [extra] }] })).toEqual([
      'cartItems.0.menuItem.allergens',
      'cartItems.0.extras.0.allergens',
    ]);
    expect(isValid(cartSchema, { ...cart, cartItems: [{ ...line, menuItem: { ...menuItem, allergens: [] } }] })).toBe(true);
    expect(pathsOf(cartSchema, { ...cart, cartItems: [{ ...line, menuItem: { ...menuItem, allergens: ['chocolate'] } }] })).toEqual([
      'cartItems.0.menuItem.allergens.0',
    ]);
  });

  it('when the cart lists a price change, then it parses; a change without its before price is rejected', () => {
    const change = {
      cartItemId: cart.cartItems[0]!.cartItemId,
      menuItemId: 'PIZ_005',
      name: 'Pepperoni',
      size: 'MEDIUM',
      before: 3700,
      after: 3900,
    };
    expect(cartSchema.parse({ ...cart, priceChanges: [change] }).priceChanges).toEqual([change]);
    const { before: _before, ...partial } = change;
    expect(pathsOf(cartSchema, { ...cart, priceChanges: [partial] })).toEqual(['priceChanges.0.before']);
  });
});

describe('addToCartRequestSchema', () => {
  it('when a form body has quantity "2" and no extraItemId, then quantity is a number and extras are empty', () => {
    expect(addToCartRequestSchema.parse(add)).toEqual({ menuItemId: 'PIZ_005', quantity: 2, extraItemId: [] });
  });

  it('when a JSON body has quantity 2, then it parses the same', () => {
    expect(addToCartRequestSchema.parse({ ...add, quantity: 2 }).quantity).toBe(2);
  });

  it.each([
    ['an empty string', ''],
    ["the literal 'null'", 'null'],
    ['JSON null', null],
    ['an empty array', []],
  ])('when extraItemId is %s, then it means no extras', (_label, value) => {
    expect(addToCartRequestSchema.parse({ ...add, extraItemId: value }).extraItemId).toEqual([]);
  });

  it('when extraItemId is one comma-separated string, then it becomes a list', () => {
    expect(addToCartRequestSchema.parse({ ...add, extraItemId: 'EXT_001,EXT_002' }).extraItemId).toEqual(['EXT_001', 'EXT_002']);
  });

  it('when extraItemId is repeated form fields (an array), then it becomes the same list', () => {
    expect(addToCartRequestSchema.parse({ ...add, extraItemId: ['EXT_001', 'EXT_002'] }).extraItemId).toEqual(['EXT_001', 'EXT_002']);
  });

  it('when an id is repeated, then it is rejected', () => {
    expect(messagesOf(addToCartRequestSchema, { ...add, extraItemId: 'EXT_001,EXT_001' })).toEqual(['Each extra can be chosen only once']);
    expect(isValid(addToCartRequestSchema, { ...add, extraItemId: ['EXT_001', 'EXT_001'] })).toBe(false);
  });

  it('when 20 extras are chosen, then it parses; when 21, then it is rejected', () => {
    expect(addToCartRequestSchema.parse({ ...add, extraItemId: ids(20) }).extraItemId).toHaveLength(20);
    expect(messagesOf(addToCartRequestSchema, { ...add, extraItemId: ids(21).join(',') })).toEqual(['At most 20 extras per item']);
  });

  it('when an extra id is an object or holds query syntax, then it is rejected', () => {
    expect(isValid(addToCartRequestSchema, { ...add, extraItemId: INJECTION })).toBe(false);
    expect(isValid(addToCartRequestSchema, { ...add, extraItemId: [INJECTION] })).toBe(false);
    expect(isValid(addToCartRequestSchema, { ...add, extraItemId: '{"$gt":""}' })).toBe(false);
  });

  it.each([
    ['0', 0],
    ['51', 51],
    ['a fraction', 1.5],
    ['an empty string', ''],
    ['a non-number string', 'two'],
  ])('when quantity is %s, then it is rejected', (_label, quantity) => {
    expect(pathsOf(addToCartRequestSchema, { ...add, quantity })).toEqual(['quantity']);
  });

  it('when quantity is 1 or 50, then it parses', () => {
    expect(addToCartRequestSchema.parse({ ...add, quantity: '1' }).quantity).toBe(1);
    expect(addToCartRequestSchema.parse({ ...add, quantity: 50 }).quantity).toBe(50);
  });

  it('when instructions are given, then they are trimmed; when empty, then they are dropped', () => {
    expect(addToCartRequestSchema.parse({ ...add, instructions: '  no onion ' }).instructions).toBe('no onion');
    expect(addToCartRequestSchema.parse({ ...add, instructions: '' }).instructions).toBeUndefined();
  });

  it('when instructions exceed 500 characters, then they are rejected', () => {
    expect(isValid(addToCartRequestSchema, { ...add, instructions: 'x'.repeat(500) })).toBe(true);
    expect(pathsOf(addToCartRequestSchema, { ...add, instructions: 'x'.repeat(501) })).toEqual(['instructions']);
  });

  it('when menuItemId is missing, then the path names it', () => {
    expect(pathsOf(addToCartRequestSchema, { quantity: '1' })).toEqual(['menuItemId']);
  });
});

describe('cartUpdateQuerySchema', () => {
  it('when quantity is "0", then it parses to 0 (removes the line)', () => {
    expect(cartUpdateQuerySchema.parse({ quantity: '0' })).toEqual({ quantity: 0 });
  });

  it('when quantity is -1, 51 or an array, then it is rejected', () => {
    expect(isValid(cartUpdateQuerySchema, { quantity: '-1' })).toBe(false);
    expect(isValid(cartUpdateQuerySchema, { quantity: '51' })).toBe(false);
    expect(isValid(cartUpdateQuerySchema, { quantity: ['1', '2'] })).toBe(false);
  });
});

describe('cartItemParamsSchema', () => {
  it('when the cartItemId is an ObjectId string, then it parses', () => {
    expect(cartItemParamsSchema.parse({ cartItemId: '665f1c2e9b1d8c0012345679' })).toEqual({ cartItemId: '665f1c2e9b1d8c0012345679' });
  });

  it('when the cartItemId is an object or holds query syntax, then it is rejected', () => {
    expect(isValid(cartItemParamsSchema, { cartItemId: INJECTION })).toBe(false);
    expect(isValid(cartItemParamsSchema, { cartItemId: '$where' })).toBe(false);
  });
});
