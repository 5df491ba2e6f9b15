/** Menu items, cart lines and carts shaped like the API's answers, for the menu and cart tests. */
import type { Cart, CartItem, MenuItem } from '@pizza/shared';

export function menuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 'PIZ_001',
    name: 'Margarita',
    description: 'Tomato sauce, cheese',
    price: 2899,
    category: 'PIZZA',
    size: 'MEDIUM',
    imageUrl: '/images/menu/pizza.svg',
    isAvailable: true,
    available: true,
    dishId: 'PIZ_001',
    allergens: ['gluten', 'milk'],
    dietTags: ['vegetarian'],
    extraIds: [],
    ...overrides,
  };
}

export function cartLine(overrides: Partial<CartItem> & { cartItemId: string }): CartItem {
  return {
    id: overrides.cartItemId,
    quantity: 1,
    totalPrice: 2899,
    menuItem: {
      id: 'PIZ_001',
      name: 'Margarita',
      imageUrl: '/images/menu/pizza.svg',
      size: 'MEDIUM',
      price: 2899,
      allergens: ['gluten', 'milk'],
    },
    extras: [],
    available: true,
    ...overrides,
  };
}

export function cartOf(lines: CartItem[]): Cart {
  return { cartId: 'cart-1', cartItems: lines, totalPrice: lines.reduce((sum, line) => sum + line.totalPrice, 0) };
}
