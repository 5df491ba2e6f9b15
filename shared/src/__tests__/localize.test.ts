import { localizedDescription, localizedName, withNameTranslations } from '../index';

const margarita = {
  name: 'Margarita',
  description: 'Tomato sauce, cheese',
  translations: { hu: { name: 'Margherita', description: 'Paradicsomszósz, sajt' } },
};

describe('localizedName and localizedDescription', () => {
  it('when the reader is Hungarian and a translation exists, then the Hungarian text is used', () => {
    expect(localizedName(margarita, 'hu')).toBe('Margherita');
    expect(localizedDescription(margarita, 'hu')).toBe('Paradicsomszósz, sajt');
  });

  it('when the reader is English (or any other language), then the original text is used', () => {
    expect(localizedName(margarita, 'en')).toBe('Margarita');
    expect(localizedDescription(margarita, 'de')).toBe('Tomato sauce, cheese');
  });

  it('when an entry has no translation (an order placed before translations existed), then Hungarian falls back to English', () => {
    expect(localizedName({ name: 'Water' }, 'hu')).toBe('Water');
    expect(localizedName({ name: 'Water', translations: {} }, 'hu')).toBe('Water');
  });
});

describe('withNameTranslations', () => {
  it('when a dish has translations, then only the names are kept (what a cart line or an order needs)', () => {
    expect(withNameTranslations(margarita.translations)).toEqual({ translations: { hu: { name: 'Margherita' } } });
  });

  it('when there is no name to keep (nothing, null, an empty sub-document), then nothing is added', () => {
    expect(withNameTranslations(undefined)).toEqual({});
    expect(withNameTranslations(null)).toEqual({});
    expect(withNameTranslations({ hu: null })).toEqual({});
    expect(withNameTranslations({ hu: { name: '' } })).toEqual({});
  });
});
