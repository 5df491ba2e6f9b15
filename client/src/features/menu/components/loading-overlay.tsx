import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useMenuCardsByCategory } from '../api/get-menu-items-by-category';
import { MENU_CATEGORIES } from '../menu-categories';

/** A pizza whose slices pulse around a turning pie; the global reduced-motion rule stills it. */
function PizzaAnimation() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 120" className="size-28 animate-[spin_2.4s_linear_infinite] motion-reduce:animate-none">
      <circle cx="60" cy="60" r="56" fill="#e9a55a" />
      <circle cx="60" cy="60" r="47" fill="#d9472b" />
      <circle cx="60" cy="60" r="43" fill="#ffd66b" />
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <line key={angle} x1="60" y1="60" x2="60" y2="13" stroke="#e9a55a" strokeWidth="2.5" transform={`rotate(${angle} 60 60)`} />
      ))}
      {[
        [60, 32],
        [84, 50],
        [76, 80],
        [44, 82],
        [36, 50],
        [60, 60],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="6.5" fill="#b8321f" />
      ))}
    </svg>
  );
}

/**
 * Covers the page until the first menu data arrives (docs/product/screens.md), then fades out. The first
 * section's answer decides: it is what the visitor sees first. A request paused because the
 * browser is offline does not hold the page hostage (the sections show their own state), and once
 * gone the overlay stays gone, even when that paused request resumes.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const { isPending, fetchStatus } = useMenuCardsByCategory(MENU_CATEGORIES[0] ?? 'PIZZA');
  const [dismissed, setDismissed] = useState(false);
  const loading = !dismissed && isPending && fetchStatus !== 'paused';
  // Adjusting state while rendering (React's documented pattern), no effect and no extra frame.
  if (!loading && !dismissed) setDismissed(true);

  return (
    <div
      aria-hidden={!loading}
      data-testid="loading-overlay"
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-cream-50 transition-[opacity,visibility] duration-300 ${
        loading ? 'visible opacity-100' : 'invisible opacity-0'
      }`}
    >
      <PizzaAnimation />
      <p role="status" className="font-display text-lg font-bold text-brand-700">
        {loading ? t('home.loading') : ''}
      </p>
    </div>
  );
}
