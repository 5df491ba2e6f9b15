/**
 * The menu feature's public face: the home page's sections, the item modal (lazy-loaded behind its
 * host) and the Popular Items carousel that the app layout puts in the cart drawer. Everything else
 * under features/menu is internal (ESLint import zones enforce it).
 */
export { CategoryNav } from './components/category-nav';
export { ItemModalHost, loadItemModal } from './components/item-modal/item-modal-host';
export { LandingHeader } from './components/landing-header';
export { LoadingOverlay } from './components/loading-overlay';
export { MenuSections } from './components/menu-sections';
export { PendingAddNotice } from './components/pending-add-notice';
export { PopularItems } from './components/popular-items';
export { refreshMenu } from './api/get-menu-items-by-category';
