import '../../test/setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';

import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { changeLanguage, detectInitialLanguage, i18n } from '../i18n';

function CategoryLabel() {
  const { t } = useTranslation();
  return <p>{t('categories.DRINKS.label')}</p>;
}

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
  jest.restoreAllMocks();
});

const browserLanguages = (languages: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('i18n', () => {
  it('when the app starts without a stored choice, then English with SPEC strings is used', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('errors.somethingWentWrong')).toBe('Something went wrong:');
    expect(document.documentElement.lang).toBe('en');
  });

  it('when the visitor picks Magyar, then text, <html lang> and the stored choice follow', async () => {
    render(
      <>
        <LanguageSwitcher />
        <CategoryLabel />
      </>,
    );
    expect(screen.getByText('Drinks')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'HU Magyar' }));

    expect(await screen.findByText('Italok')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'HU Magyar' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('hu');
    expect(localStorage.getItem('lang')).toBe('hu');

    await userEvent.click(screen.getByRole('button', { name: 'EN English' }));
    expect(await screen.findByText('Drinks')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('when Hungarian was stored earlier, then its catalogue (not in the first download) is loaded before the first paint', async () => {
    localStorage.setItem('lang', 'hu');
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../i18n');
      expect(fresh.i18n.t('categories.DRINKS.label')).toBe('Drinks');
      await fresh.prepareInitialLanguage();
      expect(fresh.i18n.t('categories.DRINKS.label')).toBe('Italok');
      expect(fresh.currentLanguage()).toBe('hu');
      expect(document.documentElement.lang).toBe('hu');
    });
  });

  it('when a language was stored earlier, then it is the initial language', () => {
    localStorage.setItem('lang', 'hu');
    expect(detectInitialLanguage()).toBe('hu');
    localStorage.setItem('lang', 'de');
    expect(detectInitialLanguage()).toBe('en');
  });

  it("when nothing was chosen yet, then the browser's first language the shop speaks decides ('hu-HU' is Hungarian)", () => {
    browserLanguages(['hu-HU', 'hu', 'en-US']);
    expect(detectInitialLanguage()).toBe('hu');
    browserLanguages(['de-DE', 'en-GB']);
    expect(detectInitialLanguage()).toBe('en');
    browserLanguages(['de-DE', 'hu-HU']);
    expect(detectInitialLanguage()).toBe('hu');
  });

  it("when the visitor chose a language once, then it wins over the browser's", () => {
    browserLanguages(['hu-HU']);
    localStorage.setItem('lang', 'en');
    expect(detectInitialLanguage()).toBe('en');
  });
});
