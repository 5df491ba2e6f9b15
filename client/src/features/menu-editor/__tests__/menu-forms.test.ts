import '../../../test/setup';
import { type AdminDish, MENU_ADMIN_MESSAGES, MENU_PHOTO_MAX_BYTES, sizesFollowRule } from '@pizza/shared';

import { catalogues } from '../../../test/catalogues';
import { checkDishDraft, choiceOf, type DishDraft, draftFromDish, emptyDraft, parsePrice, SIZE_CHOICES, sizesOf } from '../dish-form';
import { categoryTick, checkExtraDraft, emptyExtraDraft, tickCategory, tickDish } from '../extra-form';
import { MENU_EDITOR_MESSAGE_KEYS } from '../menu-messages';
import { photoProblem } from '../photo-check';
import { moveEntry } from '../reorder';

const pizza = (overrides: Partial<DishDraft> = {}): DishDraft => ({
  ...emptyDraft('PIZZA'),
  name: 'Diavola',
  nameHu: 'Diavola',
  prices: { REGULAR: '', MEDIUM: '2990', LARGE: '3990' },
  ...overrides,
});

describe('the dish form: sizes', () => {
  it('offers exactly the three size sets the shared rule allows, and each passes it', () => {
    for (const choice of SIZE_CHOICES) expect(sizesFollowRule(sizesOf(choice).map((size) => ({ size })))).toBe(true);
    expect(SIZE_CHOICES.map(sizesOf)).toEqual([['REGULAR'], ['MEDIUM'], ['MEDIUM', 'LARGE']]);
  });

  it('when a dish is opened, then its sizes become the matching choice', () => {
    expect(choiceOf(['MEDIUM', 'LARGE'])).toBe('MEDIUM_LARGE');
    expect(choiceOf(['MEDIUM'])).toBe('MEDIUM');
    expect(choiceOf(['REGULAR'])).toBe('REGULAR');
  });

  it('when the choice changes, then only its sizes are sent, with their own prices (the others are kept for switching back)', () => {
    const both = checkDishDraft(pizza());
    expect('input' in both && both.input.sizes).toEqual([
      { size: 'MEDIUM', price: 2990 },
      { size: 'LARGE', price: 3990 },
    ]);
    const mediumOnly = checkDishDraft(pizza({ sizeChoice: 'MEDIUM' }));
    expect('input' in mediumOnly && mediumOnly.input.sizes).toEqual([{ size: 'MEDIUM', price: 2990 }]);
    const regular = checkDishDraft(pizza({ sizeChoice: 'REGULAR', prices: { REGULAR: '890', MEDIUM: '2990', LARGE: 'x' } }));
    expect('input' in regular && regular.input.sizes).toEqual([{ size: 'REGULAR', price: 890 }]);
  });

  it('a new dish starts with Medium and Large for a pizza and one size otherwise', () => {
    expect(emptyDraft('PIZZA').sizeChoice).toBe('MEDIUM_LARGE');
    expect(emptyDraft('DRINKS').sizeChoice).toBe('REGULAR');
  });
});

describe('the dish form: prices', () => {
  it.each([
    ['', 'Enter a price in forints.'],
    ['   ', 'Enter a price in forints.'],
    ['abc', 'The price is a whole number of forints.'],
    ['12.5', 'The price is a whole number of forints.'],
    ['0', 'The price is at least 1 Ft.'],
    ['-5', 'The price is at least 1 Ft.'],
    ['1000001', 'The price is at most 1 000 000 Ft.'],
  ])('when the price is %j, then it says %j', (text, message) => {
    expect(parsePrice(text)).toEqual({ error: message });
  });

  it.each([
    ['3299', 3299],
    ['3 299', 3299],
    ['3\u00a0299', 3299],
    ['1', 1],
    ['1000000', 1_000_000],
  ])('when the price is %j, then it is %d Ft', (text, price) => {
    expect(parsePrice(text)).toEqual({ price });
  });

  it('when a size price is wrong, then the message stands at that size and the other sizes stay quiet', () => {
    const checked = checkDishDraft(pizza({ prices: { REGULAR: '', MEDIUM: '2990', LARGE: '0' } }));
    expect(checked).toEqual({ errors: { 'price.LARGE': 'The price is at least 1 Ft.' } });
  });

  it('when names are missing or too long, then each field gets its own sentence together with the price problems', () => {
    const checked = checkDishDraft(pizza({ name: '  ', nameHu: 'x'.repeat(81), prices: { REGULAR: '', MEDIUM: '', LARGE: '3990' } }));
    expect(checked).toEqual({
      errors: {
        name: 'Name is required',
        nameHu: 'Too long: use at most 80 characters.',
        'price.MEDIUM': 'Enter a price in forints.',
      },
    });
  });

  it('when everything is right, then the body is what the server takes: allergens in Annex order, trimmed names', () => {
    const checked = checkDishDraft(pizza({ name: ' Diavola ', allergens: ['milk', 'gluten'], extraIds: ['extra-1'], visible: false }));
    expect(checked).toEqual({
      input: {
        category: 'PIZZA',
        name: 'Diavola',
        description: '',
        translations: { hu: { name: 'Diavola', description: '' } },
        sizes: [
          { size: 'MEDIUM', price: 2990 },
          { size: 'LARGE', price: 3990 },
        ],
        photoId: null,
        allergens: ['gluten', 'milk'],
        dietTags: [],
        extraIds: ['extra-1'],
        visible: false,
      },
    });
  });

  it('a saved dish opens with its prices as typed text', () => {
    const dish = { sizes: [{ itemId: 'i1', size: 'REGULAR', price: 890 }], translations: { hu: { name: 'Kóla', description: '' } } };
    const draft = draftFromDish({
      ...dish,
      category: 'DRINKS',
      name: 'Cola',
      description: '',
      allergens: [],
      dietTags: [],
      extraIds: [],
      visible: true,
    } as unknown as AdminDish);
    expect(draft.prices.REGULAR).toBe('890');
    expect(draft.sizeChoice).toBe('REGULAR');
  });
});

describe('the add-on form: offered with', () => {
  const pizzas = ['p1', 'p2', 'p3'];

  it('when none, some or all dishes of a category are ticked, then its checkbox says none, some or all', () => {
    expect(categoryTick([], pizzas)).toBe('none');
    expect(categoryTick(['p2', 'b1'], pizzas)).toBe('some');
    expect(categoryTick(['p3', 'p1', 'p2'], pizzas)).toBe('all');
    expect(categoryTick(['b1'], [])).toBe('none');
  });

  it('when a category is ticked, then every dish of it is added once, and other dishes stay as they were', () => {
    expect(tickCategory(['b1', 'p2'], pizzas, true)).toEqual(['b1', 'p2', 'p1', 'p3']);
  });

  it('when a category is cleared, then all of its dishes leave the list and only they', () => {
    expect(tickCategory(['b1', 'p2', 'p3'], pizzas, false)).toEqual(['b1']);
  });

  it('when one dish is ticked or cleared, then only it changes', () => {
    expect(tickDish(['p1'], 'p2', true)).toEqual(['p1', 'p2']);
    expect(tickDish(['p1', 'p2'], 'p1', false)).toEqual(['p2']);
    expect(tickDish(['p1'], 'p1', true)).toEqual(['p1']);
  });

  it('checks the add-on like the server: price and names', () => {
    expect(checkExtraDraft({ ...emptyExtraDraft(), name: 'Cheese', nameHu: 'Sajt', price: '0' })).toEqual({
      errors: { price: 'The price is at least 1 Ft.' },
    });
    expect(checkExtraDraft({ ...emptyExtraDraft(), name: 'Cheese', nameHu: 'Sajt', price: '300', dishIds: ['p1'] })).toEqual({
      input: { name: 'Cheese', translations: { hu: { name: 'Sajt' } }, price: 300, allergens: [], dishIds: ['p1'] },
    });
  });
});

describe('photos and lists', () => {
  it('refuses a file over 5 MB or of another type before uploading, with the server sentence', () => {
    expect(photoProblem({ size: MENU_PHOTO_MAX_BYTES + 1, type: 'image/png' })).toBe(MENU_ADMIN_MESSAGES.photoTooLarge);
    expect(photoProblem({ size: 1000, type: 'image/gif' })).toBe(MENU_ADMIN_MESSAGES.photoType);
    expect(photoProblem({ size: MENU_PHOTO_MAX_BYTES, type: 'image/webp' })).toBeUndefined();
  });

  it('moves an entry one step and never past either end', () => {
    expect(moveEntry(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it("every mapped sentence's English catalogue entry is the sentence itself", () => {
    const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues.en);
    for (const [sentence, key] of Object.entries(MENU_EDITOR_MESSAGE_KEYS)) expect([key, lookup(key)]).toEqual([key, sentence]);
  });
});
