import { DEBRECEN_STREETS, GAZETTEER_CITY, type GazetteerStreet } from './debrecen-streets';

/** Lower case without accents: 'szech' finds Széchenyi, 'piac' finds Piac utca. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The street's own name without its type ('Piac utca' -> 'piac'), used to place a free-text address. */
const STREET_TYPES = /\s+(utca|u\.|ut|tér|ter|körút|korut|sugárút|sugarut|köz|koz|sor)$/;
const baseName = (street: string) => foldText(street).replace(STREET_TYPES, '');

interface Indexed extends GazetteerStreet {
  folded: string;
  base: string;
}

const INDEX: readonly Indexed[] = DEBRECEN_STREETS.map((entry) => ({
  ...entry,
  folded: foldText(entry.street),
  base: baseName(entry.street),
}));

export type GazetteerEntry = GazetteerStreet & { city: string };

const withCity = ({ street, zip, latitude, longitude }: GazetteerStreet): GazetteerEntry => ({
  street,
  zip,
  latitude,
  longitude,
  city: GAZETTEER_CITY,
});

/** Streets whose name starts with the query first, then those with a word starting with it, then any match. */
export function searchStreets(query: string, max: number): GazetteerEntry[] {
  const q = foldText(query.trim());
  if (!q) return [];
  const rank = (entry: Indexed) => {
    if (entry.folded.startsWith(q)) return 0;
    if (entry.folded.split(/[\s-]+/).some((word) => word.startsWith(q))) return 1;
    return entry.folded.includes(q) ? 2 : -1;
  };
  return INDEX.map((entry) => ({ entry, rank: rank(entry) }))
    .filter(({ rank: r }) => r >= 0)
    .sort((a, b) => a.rank - b.rank || a.entry.street.localeCompare(b.entry.street, 'hu'))
    .slice(0, max)
    .map(({ entry }) => withCity(entry));
}

/**
 * The street a free-text address names, e.g. 'Piac u. 10, Debrecen' or 'Debrecen, Piac utca 10, 4025'
 * (what the original client sends without coordinates). The longest matching name wins, so
 * 'Hunyadi János utca' is not taken for another 'János'.
 */
export function locateStreet(text: string): GazetteerEntry | undefined {
  const folded = ` ${foldText(text).replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
  const matches = INDEX.filter((entry) => folded.includes(` ${entry.base} `));
  const best = matches.sort((a, b) => b.base.length - a.base.length)[0];
  return best ? withCity(best) : undefined;
}
