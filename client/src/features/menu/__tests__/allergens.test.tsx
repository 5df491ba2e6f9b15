import '../../../test/setup';
import { ALLERGEN_NAMES, ALLERGENS, type Extra, type MenuCategory, type MenuPhoto } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { menuItem } from '../../../test/menu-cart-fixtures';
import { logOut, renderAt, stubFetch } from '../../../test/menu-cart-support';
import { CategoryNav } from '../components/category-nav';
import { ItemModalHost } from '../components/item-modal/item-modal-host';
import { CARD_IMAGE_SIZES, MenuItemCard } from '../components/menu-item-card';
import { MenuSections } from '../components/menu-sections';
import { useItemModalStore } from '../stores/item-modal-store';

const PHOTO: MenuPhoto = {
  id: 'a'.repeat(32),
  width: 960,
  height: 720,
  srcset: {
    avif: `/api/menu/photos/${'a'.repeat(32)}/320.avif 320w, /api/menu/photos/${'a'.repeat(32)}/640.avif 640w`,
    webp: `/api/menu/photos/${'a'.repeat(32)}/320.webp 320w, /api/menu/photos/${'a'.repeat(32)}/640.webp 640w`,
  },
};

beforeEach(async () => {
  logOut();
  useItemModalStore.setState({ itemId: null, draft: null });
  await changeLanguage('en');
});

describe('the allergens on a menu card', () => {
  it('when a dish has allergens, then the card shows their numbers, names them in words for screen readers and with the dish', () => {
    renderAt(
      <ul>
        <MenuItemCard item={menuItem({ allergens: ['milk', 'gluten'], dietTags: ['vegetarian', 'spicy'] })} />
      </ul>,
    );
    const card = screen.getByRole('button', { name: 'Margarita' }).closest('article') as HTMLElement;
    const codes = within(card).getByTitle('Cereals containing gluten, Milk');
    // Eyes read the numbers in Annex order; the visible part is hidden from screen readers, which hear the words.
    expect(codes).toHaveTextContent(/^Allergens17Contains: Cereals containing gluten, Milk$/);
    expect(within(codes).getByText('1')).toHaveAttribute('aria-hidden', 'true');
    expect(within(codes).getByText('Contains: Cereals containing gluten, Milk')).toHaveClass('sr-only');
    expect(screen.getByRole('button', { name: 'Margarita' })).toHaveAccessibleDescription(
      /^HUF\s2,899 Contains: Cereals containing gluten, Milk$/,
    );
    // Diet tags are words, not only icons.
    expect(within(card).getByText('Vegetarian')).toBeInTheDocument();
    expect(within(card).getByText('Spicy')).toBeInTheDocument();
  });

  it('when the reader reads Hungarian, then the words are the Annex names in Hungarian', async () => {
    await changeLanguage('hu');
    renderAt(
      <ul>
        <MenuItemCard item={menuItem({ allergens: ['gluten', 'milk'], dietTags: ['vegan'] })} />
      </ul>,
    );
    expect(screen.getByText('Tartalmaz: Glutént tartalmazó gabonafélék, Tej')).toBeInTheDocument();
    expect(screen.getByText('Vegán')).toBeInTheDocument();
  });

  it('when a dish declares no allergens, then the card shows no codes and describes only the price', () => {
    renderAt(
      <ul>
        <MenuItemCard item={menuItem({ allergens: [], dietTags: [] })} />
      </ul>,
    );
    expect(screen.queryByText(/^Contains:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Margarita' })).toHaveAccessibleDescription(/^HUF\s2,899$/);
  });
});

describe('the photo on a menu card', () => {
  it('when the dish has a photo, then AVIF and WebP sources with the card sizes, its own width and height, lazy unless first', () => {
    renderAt(
      <ul>
        <MenuItemCard item={menuItem({ photo: PHOTO, imageUrl: `/api/menu/photos/${PHOTO.id}/640.webp` })} eager />
        <MenuItemCard item={menuItem({ id: 'PIZ_005', name: 'Pepperoni', photo: PHOTO })} />
      </ul>,
    );
    const [first, second] = Array.from(document.querySelectorAll('picture'));
    const sources = Array.from(first!.querySelectorAll('source'));
    expect(sources.map((source) => [source.type, source.srcset, source.sizes])).toEqual([
      ['image/avif', PHOTO.srcset.avif, CARD_IMAGE_SIZES],
      ['image/webp', PHOTO.srcset.webp, CARD_IMAGE_SIZES],
    ]);
    const image = first!.querySelector('img')!;
    expect(image).toHaveAttribute('src', `/api/menu/photos/${PHOTO.id}/640.webp`);
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '720');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(second!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('when the dish has no photo, then the demo artwork shows as before, without <picture>', () => {
    renderAt(
      <ul>
        <MenuItemCard item={menuItem()} />
      </ul>,
    );
    expect(document.querySelector('picture')).toBeNull();
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/menu/pizza.svg');
  });
});

const EXTRAS: Extra[] = [
  { id: 'EXT_001', name: 'Extra cheese', price: 400, available: true, allergens: ['milk'] },
  { id: 'EXT_002', name: 'Mushrooms', price: 300, available: true, allergens: [] },
  { id: 'EXT_003', name: 'Anchovies', price: 500, available: true, allergens: ['fish'] },
];

async function openModal(item = menuItem({ allergens: ['gluten', 'milk'], extraIds: ['EXT_003', 'EXT_001'] })) {
  stubFetch({
    'GET /api/menuItem/get/PIZ_001': { body: item },
    'GET /api/menuItem/get/name/size': ({ url }) => ({ body: url.searchParams.get('size') === 'MEDIUM' ? [item] : [] }),
    'GET /api/extras/get/all': { body: EXTRAS },
  });
  renderAt(<ItemModalHost />);
  act(() => useItemModalStore.getState().open('PIZ_001'));
  return screen.findByRole('dialog', { name: 'Margarita' });
}

describe('the allergens in the item window', () => {
  it("when it opens, then the dish's allergens are listed in words, and the legend discloses all 14 with their numbers", async () => {
    const dialog = await openModal();
    const section = within(dialog).getByRole('region', { name: 'Allergens' });
    const [own] = within(section).getAllByRole('list');
    expect(
      within(own!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Cereals containing gluten', '7Milk']);

    const legend = within(section).getByText('Allergen information');
    expect(legend.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(legend);
    expect(legend.closest('details')).toHaveAttribute('open');
    const entries = within(legend.closest('details') as HTMLElement).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(
      ALLERGENS.map((allergen, index) => `${index + 1}${ALLERGEN_NAMES[allergen].en}`),
    );
    // The dish's own are marked in the legend.
    expect(entries[0]).toHaveClass('font-bold');
    expect(entries[1]).not.toHaveClass('font-bold');
  });

  it("when the dish offers some add-ons, then only those are listed, in the dish's order, each with its allergens", async () => {
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose add-ons' }));
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent?.replace(/\s/g, ' '))).toEqual([
      'AnchoviesAllergens4Contains: Fish+HUF 500',
      'Extra cheeseAllergens7Contains: Milk+HUF 400',
    ]);
    expect(within(dialog).queryByText('Mushrooms')).not.toBeInTheDocument();
  });

  it('when the dish offers no add-ons and declares no allergens, then neither list shows and the window says none are declared', async () => {
    const dialog = await openModal(menuItem({ allergens: [], extraIds: [] }));
    expect(within(dialog).queryByRole('button', { name: 'Choose add-ons' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('No allergens declared for this dish.')).toBeInTheDocument();
  });

  it('when the reader reads Hungarian, then the words and the legend are in Hungarian', async () => {
    await changeLanguage('hu');
    const dialog = await openModal();
    const section = within(dialog).getByRole('region', { name: 'Allergének' });
    expect(within(within(section).getAllByRole('list')[0]!).getByText('Glutént tartalmazó gabonafélék')).toBeInTheDocument();
    await userEvent.click(within(section).getByText('Allergén-tájékoztató'));
    expect(within(section).getByText('Puhatestűek')).toBeInTheDocument();
  });
});

describe("the home page's sections", () => {
  const CATEGORIES: MenuCategory[] = [
    { id: 'BURGER', name: 'Smash burgers', translations: { hu: { name: 'Smash burgerek' } } },
    { id: 'PIZZA', name: 'Classic Pizza', translations: { hu: { name: 'Klasszikus pizzák' } } },
    { id: 'DRINKS', name: 'Beverages' },
    { id: 'FRIES_NUGGETS', name: 'Fries & Nuggets' },
    { id: 'CALZONE', name: 'Calzone', banner: PHOTO },
  ];

  it("when the restaurant's categories arrive, then the sections and the nav follow their order and names; before, the built-in order", async () => {
    const answer: { resolve?: () => void } = {};
    stubFetch({
      'GET /api/menu/categories': () => new Promise((resolve) => (answer.resolve = () => resolve({ body: CATEGORIES }))),
      'GET /api/menuItem/get/category/PIZZA': { body: [] },
      'GET /api/menuItem/get/category/DRINKS': { body: [] },
      'GET /api/menuItem/get/category/BURGER': { body: [] },
      'GET /api/menuItem/get/category/FRIES_NUGGETS': { body: [] },
      'GET /api/menuItem/get/category/CALZONE': { body: [] },
    });
    renderAt(
      <>
        <CategoryNav />
        <MenuSections />
      </>,
    );
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings()).toEqual(['Classic Pizza', 'Drinks', 'Burgers', 'Fries & Nuggets', 'Calzone']);

    await waitFor(() => expect(answer.resolve).toBeDefined());
    act(() => answer.resolve!());

    await waitFor(() => expect(headings()).toEqual(['Smash burgers', 'Classic Pizza', 'Beverages', 'Fries & Nuggets', 'Calzone']));
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#BURGER', '#PIZZA', '#DRINKS', '#FRIES_NUGGETS', '#CALZONE']);
    // Renamed: the name as written, on phones too; kept: the short built-in label on phones.
    expect(links[0]).toHaveTextContent('Smash burgersSmash burgers');
    expect(links[1]).toHaveTextContent('PizzaClassic Pizza');
    // The banner photo the restaurant set for a section.
    const calzone = screen.getByRole('region', { name: 'Calzone' });
    expect(calzone.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', PHOTO.srcset.avif);
  });
});
