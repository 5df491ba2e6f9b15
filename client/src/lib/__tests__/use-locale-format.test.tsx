import { act, renderHook } from '@testing-library/react';

import { changeLanguage } from '../i18n';
import { useLocaleFormat } from '../use-locale-format';

const NBSP = '\u00a0';
const fries = {
  name: 'Potato Fries',
  description: 'Potato fries Great',
  translations: { hu: { name: 'Hasábburgonya', description: 'Nagy adag' } },
};

describe('useLocaleFormat', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('when the shop is in English, then money reads "HUF 4,999" and dishes keep their English text', () => {
    const { result } = renderHook(() => useLocaleFormat());
    expect(result.current.money(4999)).toBe(`HUF${NBSP}4,999`);
    expect(result.current.name(fries)).toBe('Potato Fries');
    expect(result.current.description(fries)).toBe('Potato fries Great');
  });

  it('when the visitor switches to Hungarian, then money reads "4 999 Ft" and dishes their Hungarian text', async () => {
    const { result } = renderHook(() => useLocaleFormat());
    await act(() => changeLanguage('hu'));
    expect(result.current.money(4999)).toBe(`4${NBSP}999${NBSP}Ft`);
    expect(result.current.name(fries)).toBe('Hasábburgonya');
    expect(result.current.names([fries, { name: 'Water' }])).toBe('Hasábburgonya, Water');
  });
});
