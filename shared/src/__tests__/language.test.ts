import { languageOfAcceptLanguage } from '../language';

describe('languageOfAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hu', 'hu'],
    ['hu-HU,hu;q=0.9,en;q=0.8', 'hu'],
    ['en-US,en;q=0.9,hu;q=0.8', 'en'],
    ['de-DE,hu;q=0.5', 'hu'],
    ['de, fr', 'en'],
    ['*', 'en'],
    ['en;q=0.2, hu;q=0.7', 'hu'],
    ['hu;q=0, en', 'en'],
    ['HU', 'hu'],
    [';;;,q=,', 'en'],
  ])('%j -> %s', (header, expected) => {
    expect(languageOfAcceptLanguage(header)).toBe(expected);
  });
});
