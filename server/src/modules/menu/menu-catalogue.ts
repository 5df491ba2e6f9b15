import { CATEGORIES, type Category, type Extra, type Menu, type MenuCategory, type MenuItem, type Size } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import { cachedJson, type CachedJson } from './cached-json';
import { listMenu, type MenuPrices } from './menu.service';

/** Every public menu and extras answer, serialised once per menu version. */
export interface CatalogueSnapshot {
  /** Available items of each category, in menu order. */
  byCategory: Readonly<Record<Category, CachedJson>>;
  byId: ReadonlyMap<string, CachedJson>;
  /** Key: nameSizeKey(name, size). A pair with no item answers `noItems`. */
  byNameSize: ReadonlyMap<string, CachedJson>;
  noItems: CachedJson;
  /** Add-ons still offered (not archived), in menu order. */
  extras: CachedJson;
  /** Every add-on, archived ones too (old orders and carts name them). */
  extraById: ReadonlyMap<string, CachedJson>;
  /** `GET /api/menu`: the whole menu (docs/product/menu.md#api). */
  menu: CachedJson;
  /** `GET /api/menu/categories`: the customer's sections in their order. */
  categories: CachedJson;
  /** The same menu unserialised, by id: what the cart prices and checks by. */
  prices: MenuPrices;
}

export interface CatalogueData {
  /** Every item, archived ones too, in menu order. */
  items: MenuItem[];
  extras: Extra[];
  categories: MenuCategory[];
  archivedItemIds: ReadonlySet<string>;
  archivedExtraIds: ReadonlySet<string>;
  prices: MenuPrices;
  /** When the data goes stale by itself (a sold-out ends): the next read after it rebuilds. */
  changesAt?: Date;
}

/** NUL cannot occur in a validated name, so two different pairs never share a key. */
export const nameSizeKey = (name: string, size: Size) => `${name}\u0000${size}`;

function groupBy<T>(values: readonly T[], keyOf: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

function mapValues<T>(groups: Map<string, T>, toBody: (value: T) => CachedJson): Map<string, CachedJson> {
  return new Map([...groups].map(([key, value]) => [key, toBody(value)]));
}

/** The whole menu as customers see it: sections in their order, listed items by section then menu order. */
function customerMenu({ items, extras, categories, archivedExtraIds }: CatalogueData): Menu {
  const position = new Map(categories.map((category, index) => [category.id, index]));
  const rank = (category: Category) => position.get(category) ?? CATEGORIES.length + CATEGORIES.indexOf(category);
  const listed = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.isAvailable)
    .sort((a, b) => rank(a.item.category) - rank(b.item.category) || a.index - b.index)
    .map(({ item }) => item);
  return { categories, items: listed, extras: extras.filter((extra) => !archivedExtraIds.has(extra.id)) };
}

export function buildSnapshot(data: CatalogueData): CatalogueSnapshot {
  const { items, extras, prices, archivedItemIds, archivedExtraIds } = data;
  // Listed items, sold out or not: the home page shows a sold-out one greyed. (Archived ones are never listed.)
  const available = items.filter((item) => item.isAvailable);
  const current = items.filter((item) => !archivedItemIds.has(item.id));
  const offered = extras.filter((extra) => !archivedExtraIds.has(extra.id));
  return {
    byCategory: Object.fromEntries(
      CATEGORIES.map((category) => [category, cachedJson(available.filter((item) => item.category === category))]),
    ) as Record<Category, CachedJson>,
    byId: new Map(items.map((item) => [item.id, cachedJson(item)])),
    // The original client's size toggle: an archived dish may share a name with a new one.
    byNameSize: mapValues(
      groupBy(current, (item) => nameSizeKey(item.name, item.size)),
      (group) => cachedJson(group),
    ),
    noItems: cachedJson([]),
    extras: cachedJson(offered),
    extraById: new Map(extras.map((extra) => [extra.id, cachedJson(extra)])),
    menu: cachedJson(customerMenu(data)),
    categories: cachedJson(data.categories),
    prices,
  };
}

export interface Catalogue {
  /** The current snapshot; only the first request after a change waits for the database. */
  current(): CatalogueSnapshot | Promise<CatalogueSnapshot>;
  /** Call after any change to menu items or extras: the next request rebuilds from the database. */
  invalidate(): void;
  /** Invalidates and builds now (app start-up), so the first customer does not wait for the database. */
  rebuild(): void;
}

export function createCatalogue(load: (now: Date) => Promise<CatalogueData>, clock: Clock): Catalogue {
  let snapshot: CatalogueSnapshot | undefined;
  let building: Promise<CatalogueSnapshot> | undefined;
  /** When the installed snapshot goes stale by itself (the earliest sold-out end). */
  let staleAt: number | undefined;
  // A build that started before an invalidate() must not install its (older) result.
  let generation = 0;

  function build(): Promise<CatalogueSnapshot> {
    const started = generation;
    const promise = load(clock.now())
      .then((data) => {
        const built = buildSnapshot(data);
        if (started === generation) {
          snapshot = built;
          staleAt = data.changesAt?.getTime();
        }
        return built;
      })
      .finally(() => {
        if (building === promise) building = undefined;
      });
    building = promise;
    return promise;
  }

  function invalidate(): void {
    generation += 1;
    snapshot = undefined;
    staleAt = undefined;
    building = undefined;
  }

  return {
    current: () => {
      // A sold-out ended since the snapshot was built: the answers (and their ETags) change now.
      if (staleAt !== undefined && clock.now().getTime() >= staleAt) invalidate();
      return snapshot ?? building ?? build();
    },
    invalidate,
    rebuild() {
      invalidate();
      // A failure is not lost: the next request builds again and its error reaches the error handler.
      build().catch(() => undefined);
    },
  };
}

/**
 * The catalogue of the app's database, built by the composition root (one per app) and handed to
 * the menu routes and to whatever changes the menu (the seed, staff marking something sold out),
 * which call `invalidate()`; other instances' changes arrive through the event log (catalogue-sync.ts).
 */
export function createMenuCatalogue(clock: Clock): Catalogue {
  return createCatalogue(listMenu, clock);
}

/**
 * The menu a cart prices by (add-to-cart, quotes, place-order): the catalogue's current snapshot, so
 * a rush reads memory, not `menu_items` and `extras`; it changes when the catalogue is invalidated.
 */
export interface MenuPriceSource {
  prices(): Promise<MenuPrices>;
}

export function menuPrices(catalogue: Pick<Catalogue, 'current'>): MenuPriceSource {
  return { prices: async () => (await catalogue.current()).prices };
}
