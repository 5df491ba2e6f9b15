/**
 * The promo codes page's public face: the content of /admin/promos (codes and the loyalty reward,
 * docs/product/promo-codes.md). Everything else under features/promos is internal (ESLint import zones).
 */
export { PromoCodesPanel } from './components/promo-codes-panel';
