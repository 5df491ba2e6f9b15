import {
  extraAvailabilityRequestSchema,
  extraSchema,
  menuCategoryParamsSchema,
  menuItemAvailabilityRequestSchema,
  menuItemByNameSizeQuerySchema,
  menuItemSchema,
} from '../index';
import { extra as cartExtra, menuItem as cartMenuItem } from './fixtures';
import { INJECTION, isValid, pathsOf } from './helpers';

/** A menu answer's item and add-on: a cart's, plus the dish, its allergens, diet tags and add-ons (docs/product/menu.md#allergens). */
const menuItem = { ...cartMenuItem, dishId: 'PIZ_005', allergens: ['gluten', 'milk'], dietTags: [], extraIds: ['EXT_001'] };
const extra = { ...cartExtra, allergens: ['milk'] };

describe('menuItemSchema', () => {
  it('when a seeded item is given, then it parses unchanged', () => {
    expect(menuItemSchema.parse(menuItem)).toEqual(menuItem);
  });

  it('when the price is a fraction or negative, then it is rejected', () => {
    expect(isValid(menuItemSchema, { ...menuItem, price: 3700.5 })).toBe(false);
    expect(isValid(menuItemSchema, { ...menuItem, price: -1 })).toBe(false);
  });

  it('when the category or size is outside the enum or lower-case, then it is rejected', () => {
    expect(pathsOf(menuItemSchema, { ...menuItem, category: 'WRAP' })).toEqual(['category']);
    expect(pathsOf(menuItemSchema, { ...menuItem, size: 'SMALL' })).toEqual(['size']);
    expect(pathsOf(menuItemSchema, { ...menuItem, size: 'medium' })).toEqual(['size']);
  });

  it('when isAvailable is missing, then it is reported', () => {
    const { isAvailable: _omitted, ...rest } = menuItem;
    expect(pathsOf(menuItemSchema, rest)).toEqual(['isAvailable']);
  });

  it('when sold out, then soldOutUntil is an instant and soldOutSizes lists sizes', () => {
    const soldOut = { ...menuItem, available: false, soldOutUntil: '2026-02-10T23:00:00.000Z', soldOutSizes: ['MEDIUM', 'LARGE'] };
    expect(menuItemSchema.parse(soldOut)).toEqual(soldOut);
    expect(pathsOf(menuItemSchema, { ...soldOut, soldOutUntil: 'tonight', soldOutSizes: ['HUGE'] })).toEqual([
      'soldOutUntil',
      'soldOutSizes.0',
    ]);
  });
});

describe('availability requests', () => {
  it('when a valid change is given, then it parses; until without soldOut, empty or repeated sizes, unknown fields are refused', () => {
    expect(menuItemAvailabilityRequestSchema.parse({ soldOut: true, sizes: ['LARGE'] })).toEqual({ soldOut: true, sizes: ['LARGE'] });
    expect(isValid(menuItemAvailabilityRequestSchema, { soldOut: false, until: '2026-02-10T17:00:00Z' })).toBe(false);
    expect(isValid(menuItemAvailabilityRequestSchema, { soldOut: true, sizes: [] })).toBe(false);
    expect(isValid(menuItemAvailabilityRequestSchema, { soldOut: true, sizes: ['LARGE', 'LARGE'] })).toBe(false);
    expect(isValid(extraAvailabilityRequestSchema, { soldOut: true, sizes: ['LARGE'] })).toBe(false);
    expect(extraAvailabilityRequestSchema.parse({ soldOut: true, until: '2026-02-10T17:00:00Z' })).toEqual({
      soldOut: true,
      until: '2026-02-10T17:00:00Z',
    });
  });
});

describe('extraSchema', () => {
  it('when an extra is given, then it parses', () => {
    expect(extraSchema.parse(extra)).toEqual(extra);
  });

  it('when the price is a string, then it is rejected', () => {
    expect(isValid(extraSchema, { ...extra, price: '300' })).toBe(false);
  });
});

describe('menu lookups', () => {
  it('when the category path segment is a known category, then it parses', () => {
    expect(menuCategoryParamsSchema.parse({ category: 'FRIES_NUGGETS' })).toEqual({ category: 'FRIES_NUGGETS' });
  });

  it('when the category is unknown or an object, then it is rejected', () => {
    expect(isValid(menuCategoryParamsSchema, { category: 'pizza' })).toBe(false);
    expect(isValid(menuCategoryParamsSchema, { category: INJECTION })).toBe(false);
  });

  it('when name and size are given, then the name is trimmed', () => {
    expect(menuItemByNameSizeQuerySchema.parse({ name: ' Margarita ', size: 'LARGE' })).toEqual({
      name: 'Margarita',
      size: 'LARGE',
    });
  });

  it('when the name is empty or the size is missing, then it is rejected', () => {
    expect(pathsOf(menuItemByNameSizeQuerySchema, { name: '', size: 'LARGE' })).toEqual(['name']);
    expect(pathsOf(menuItemByNameSizeQuerySchema, { name: 'Margarita' })).toEqual(['size']);
  });
});
