/**
 * The order search's public face: the content of /admin/orders. Everything else under
 * features/order-search is internal (ESLint import zones).
 */
export { OrderSearch } from './components/order-search';
