/*
 * How an address reads, the Hungarian way, on every screen, the board and in mails (issue 20):
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

/** 'Piac utca 20., 4025 Debrecen'; without a house number or a city, what there is ('Piac utca, Debrecen'). */
export function formatStreetLine({ street, buildingName, zip, city }: StreetParts): string {
  const number = buildingName?.trim();
  const streetAndNumber = number && isHouseNumber(number) ? `${street} ${number.endsWith('.') ? number : `${number}.`}` : street;
  const place = [zip, city].filter(Boolean).join(' ');
  return place ? `${streetAndNumber}, ${place}` : streetAndNumber;
}
