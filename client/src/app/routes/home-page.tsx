import { FloatingActions } from '../../components/layout/floating-actions';
import { TopBar } from '../../components/layout/top-bar';
import { useIdlePrefetch } from '../../components/ui/use-idle-prefetch';
import { loadCartDrawer } from '../../features/cart/components/cart-drawer-host';
import { CategoryNav } from '../../features/menu/components/category-nav';
import { ItemModalHost, loadItemModal } from '../../features/menu/components/item-modal/item-modal-host';
import { LandingHeader } from '../../features/menu/components/landing-header';
import { LoadingOverlay } from '../../features/menu/components/loading-overlay';
import { MenuSections } from '../../features/menu/components/menu-sections';
import { useDocumentTitle } from '../../lib/use-document-title';

const LAZY_PARTS = [loadItemModal, loadCartDrawer];

/**
 * Home page (/): loading overlay, top bar, landing header, sticky category nav, the five menu
 * sections, the floating View Cart bar and chat button, and the item modal (`?item=<id>` opens it).
 */
export function HomePage() {
  useDocumentTitle();
  useIdlePrefetch(LAZY_PARTS);

  return (
    <>
      <LoadingOverlay />
      <TopBar />
      <LandingHeader />
      <CategoryNav />
      {/* Bottom padding keeps the last cards clear of the floating View Cart bar. */}
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-6 pb-28 focus:outline-none sm:px-6 sm:pt-10">
        <MenuSections />
      </main>
      <FloatingActions />
      <ItemModalHost />
    </>
  );
}
