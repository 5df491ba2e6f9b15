import { buildingDetail, formatStreetLine, isHouseNumber } from '../index';

describe('formatStreetLine', () => {
  it('when the address has a house number, postcode and city, then it reads the Hungarian way', () => {
    expect(formatStreetLine({ street: 'Piac utca', buildingName: '20', zip: '4025', city: 'Debrecen' })).toBe(
      'Piac utca 20., 4025 Debrecen',
    );
    expect(formatStreetLine({ street: 'Kossuth utca', buildingName: '12/B', zip: '4024', city: 'Debrecen' })).toBe(
      'Kossuth utca 12/B., 4024 Debrecen',
    );
  });

  it('when the number already ends with a full stop, then no second one is added', () => {
    expect(formatStreetLine({ street: 'Piac utca', buildingName: '20.', city: 'Debrecen' })).toBe('Piac utca 20., Debrecen');
  });

  it('when the building field is a name, or postcode and city are missing, then only what is there is shown', () => {
    expect(formatStreetLine({ street: 'Piac utca', buildingName: 'Fórum Irodaház' })).toBe('Piac utca');
    expect(formatStreetLine({ street: 'Piac utca', buildingName: '20' })).toBe('Piac utca 20.');
  });
});

describe('isHouseNumber', () => {
  it('when the field is a number with an optional letter or range, then it is a house number; a name is not', () => {
    for (const number of ['20', '12/B', '12B', '7-9', '3/a', '20.']) expect(isHouseNumber(number)).toBe(true);
    for (const name of ['Fórum Irodaház', 'B épület', '', undefined]) expect(isHouseNumber(name)).toBe(false);
  });
});

describe('a building field with more than the house number', () => {
  it("keeps the whole of it on the street line: '12/B, Building C' is never dropped", () => {
    expect(formatStreetLine({ street: 'Kossuth utca', buildingName: '12/B, Building C', zip: '4024', city: 'Debrecen' })).toBe(
      'Kossuth utca 12/B., Building C, 4024 Debrecen',
    );
    expect(formatStreetLine({ street: 'Piac utca', buildingName: '20; B lépcsőház' })).toBe('Piac utca 20., B lépcsőház');
    expect(buildingDetail('12/B, Building C')).toBeUndefined();
  });

  it('names a building without a number on its own line instead', () => {
    expect(buildingDetail('Fórum Irodaház')).toBe('Fórum Irodaház');
    expect(buildingDetail('20')).toBeUndefined();
    expect(buildingDetail(undefined)).toBeUndefined();
  });
});
