/*
 * How an address reads, the Hungarian way, on every screen, the board and in mails:
 * street and house number, then postcode and city ('Piac utca 20., 4025 Debrecen'); building,
 * floor, apartment, intercom and the note follow on their own.
 */

interface StreetParts {
  street: string;
  /** The form's 'Building name': in practice the house number ('20', '12/B'), sometimes a building's name. */
  buildingName?: string;
  zip?: string;
  city?: string;
}

/** '20', '20/B', '12B', '7-9': a house number, which Hungarian writes after the street with a full stop. */
const HOUSE_NUMBER = /^\d+(?:[-/ ]?[0-9A-Za-zÁÉÍÓÖŐÚÜŰáéíóöőúüű]{1,3})*\.?$/;

/** True when the building field holds a house number (it goes in the street line, not below it). */
export function isHouseNumber(buildingName: string | undefined): boolean {
  return buildingName !== undefined && HOUSE_NUMBER.test(buildingName.trim());
}

/**
 * The building field's house number and what follows it: '12/B, Building C' is number '12/B' and
 * 'Building C'; a name without a number ('Fórum Irodaház') has none.
 */
function houseNumberOf(buildingName: string | undefined): { number: string; rest?: string } | undefined {
  const value = buildingName?.trim();
  if (!value) return undefined;
  if (HOUSE_NUMBER.test(value)) return { number: value };
  const [head = '', ...tail] = value.split(/\s*[,;]\s*/);
  const rest = tail.filter(Boolean).join(', ');
  return HOUSE_NUMBER.test(head) ? { number: head, ...(rest ? { rest } : {}) } : undefined;
}

/** The building field when it is not part of the street line (a name without a house number), else undefined. */
export function buildingDetail(buildingName: string | undefined): string | undefined {
  return buildingName?.trim() && !houseNumberOf(buildingName) ? buildingName.trim() : undefined;
}

/**
 * 'Piac utca 20., 4025 Debrecen'; a house number keeps what was written after it ('Kossuth utca
 * 12/B., Building C, 4024 Debrecen'); without a house number or a city, what there is ('Piac utca, Debrecen').
 */
export function formatStreetLine({ street, buildingName, zip, city }: StreetParts): string {
  const house = houseNumberOf(buildingName);
  const numbered = house ? `${street} ${house.number.endsWith('.') ? house.number : `${house.number}.`}` : street;
  const streetAndNumber = house?.rest ? `${numbered}, ${house.rest}` : numbered;
  const place = [zip, city].filter(Boolean).join(' ');
  return place ? `${streetAndNumber}, ${place}` : streetAndNumber;
}
