import { usePage } from './support/browser';

const CATEGORY_HEADINGS = ['Classic Pizza', 'Drinks', 'Burgers', 'Fries & Nuggets', 'Calzone'];

describe('home page', () => {
  const { page } = usePage();

  it('when a visitor opens the shop, then the five seeded categories show their products', async () => {
    await page().goto('/');
    for (const heading of CATEGORY_HEADINGS) {
      await page().getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
    }
    // Seeded products, one per category, rendered from the API.
    for (const product of ['Margarita', 'Coca-Cola 330 ml', 'Mega Beef burger', 'Mozzarella Sticks (5 pcs)', 'Calzone']) {
      await page().getByRole('heading', { level: 3, name: product, exact: true }).first().waitFor();
    }
    const pizzaCards = await page().locator('#PIZZA article').count();
    expect(pizzaCards).toBe(35); // only MEDIUM sizes of the 70 pizzas are cards
  });
});
