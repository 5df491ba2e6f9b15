import { useIdlePrefetch } from '../../components/ui/use-idle-prefetch';
import { AccountDeletedNotice } from '../../features/account';
import { CategoryNav, ItemModalHost, loadItemModal, LandingHeader, LoadingOverlay, MenuSections } from '../../features/menu';
import { ClosedNotice, HoursNotice } from '../../features/restaurant';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loadCartDrawer } from '../layout/cart-drawer-host';
import { FloatingActions } from '../layout/floating-actions';
import { TopBar } from '../layout/top-bar';

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
        {/* Right after a customer deleted their account (features/account). */}
        <AccountDeletedNotice className="mb-6" />
        {/* Closed: said above the menu; browsing and the cart keep working. */}
        <ClosedNotice className="mb-6" />
        <HoursNotice className="mb-6" />
        <MenuSections />
      </main>
      <FloatingActions />
      <ItemModalHost />
    </>
  );
}
