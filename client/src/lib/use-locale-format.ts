import { formatMoney, localizedDescription, localizedName, orderNumberText } from '@pizza/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What `name` and `description` accept: a dish, an add-on, a cart line's item or an order line. */
type Named = Parameters<typeof localizedName>[0];
type Described = Parameters<typeof localizedDescription>[0];

/**
 * Money and menu text in the reader's language, for every screen: `money(10798)` is '10 798 Ft' in
 * Hungarian and 'HUF 10,798' in English (shared formatMoney, the one format of the shop), `name(item)`
 * and `description(item)` are the Hungarian text when the menu has it, else the English original.
 */
export function useLocaleFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      money: (amount: number) => formatMoney(amount, language),
      name: (entry: Named) => localizedName(entry, language),
      description: (entry: Described) => localizedDescription(entry, language),
      /** '#Order-0007', or '#0007' in Hungarian. */
      orderNumber: (sequence: string) => orderNumberText(sequence, language),
      /** The add-ons of a line, named and joined: 'Extra sajt, Gomba'. */
      names: (entries: readonly Named[]) => entries.map((entry) => localizedName(entry, language)).join(', '),
    }),
    [language],
  );
}
