import type { MenuItem } from '@pizza/shared';

import { isCardItem, MENU_CATEGORIES } from '../menu-categories';

const item = (size: MenuItem['size']): MenuItem => ({
  id: `PIZ_${size}`,
  name: 'Margarita',
  description: 'Tomato sauce, cheese',
  price: 2899,
  category: 'PIZZA',
  size,
  imageUrl: '/images/menu/pizza.svg',
  isAvailable: true,
  available: true,
  dishId: 'PIZ_001',
  allergens: [],
  dietTags: [],
  extraIds: [],
});

describe('menu categories', () => {
  it('when the home page lists sections, then they follow SPEC order', () => {
    expect(MENU_CATEGORIES).toEqual(['PIZZA', 'DRINKS', 'BURGER', 'FRIES_NUGGETS', 'CALZONE']);
  });

  it('when deciding which items become cards, then only MEDIUM and REGULAR sizes do', () => {
    expect(isCardItem(item('MEDIUM'))).toBe(true);
    expect(isCardItem(item('REGULAR'))).toBe(true);
    expect(isCardItem(item('LARGE'))).toBe(false);
  });
});
