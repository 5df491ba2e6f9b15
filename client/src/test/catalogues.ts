/**
 * Every string a visitor can see, per language: the core catalogue plus every lazy page's bundle.
 * Tests check keys and sentences against these; `addPageStrings` puts the page bundles into i18next
 * as their route pages do when they load (tests often render a feature without its route page).
 */
import { addTranslations } from '../lib/i18n';
import { accountPagesResources } from '../locales/account-pages';
import { accountSettingsResources } from '../locales/account-settings-page';
import { addressPageResources } from '../locales/address-page';
import { auditPageResources } from '../locales/audit-page';
import { boardPageResources } from '../locales/board-page';
import { deliveriesPageResources } from '../locales/deliveries-page';
import enCore from '../locales/en/translation.json';
import huCore from '../locales/hu/translation.json';
import { integrationsPageResources } from '../locales/integrations-page';
import { itemModalResources } from '../locales/item-modal';
import { legalPagesResources } from '../locales/legal-pages';
import { menuEditorPageResources } from '../locales/menu-editor-page';
import { orderPagesResources } from '../locales/order-pages';
import { orderSearchPageResources } from '../locales/order-search-page';
import { promosPageResources } from '../locales/promos-page';
import { reportsPageResources } from '../locales/reports-page';
import { sideMenuResources } from '../locales/side-menu';
import { staffPageResources } from '../locales/staff-page';

export const cores = { en: enCore, hu: huCore } as const;
export const pageBundles = [
  accountPagesResources,
  accountSettingsResources,
  addressPageResources,
  auditPageResources,
  boardPageResources,
  deliveriesPageResources,
  integrationsPageResources,
  itemModalResources,
  legalPagesResources,
  menuEditorPageResources,
  orderPagesResources,
  orderSearchPageResources,
  promosPageResources,
  reportsPageResources,
  sideMenuResources,
  staffPageResources,
] as const;

export const catalogues = {
  en: Object.assign({}, enCore, ...pageBundles.map((bundle) => bundle.en)) as Record<string, unknown>,
  hu: Object.assign({}, huCore, ...pageBundles.map((bundle) => bundle.hu)) as Record<string, unknown>,
};

export function addPageStrings(): void {
  for (const bundle of pageBundles) addTranslations(bundle);
}
