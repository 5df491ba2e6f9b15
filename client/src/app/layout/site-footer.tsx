import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../config/paths';

/**
 * Under every page, customer and staff alike: who runs the shop, its terms and its privacy notice
 * (docs/product/legal.md: the E-Commerce Directive Art. 5 and Ekertv. §4 want the operator's
 * details easy to reach from anywhere). Plain links in the first download; the pages load lazily.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const links = [
    { to: paths.legalImprint, label: t('footer.imprint') },
    { to: paths.legalTerms, label: t('footer.terms') },
    { to: paths.legalPrivacy, label: t('footer.privacy') },
  ];
  return (
    <footer className="border-t border-cream-200 bg-surface/60 print:hidden">
      {/* Room below the links for the floating chat button and the View Cart bar, which stay over the page's bottom. */}
      <nav aria-label={t('footer.label')} className="mx-auto max-w-6xl px-4 pt-4 pb-[calc(5.5rem+env(safe-area-inset-bottom))] sm:px-6">
        <ul className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1 text-sm">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-10 items-center rounded-md px-1 font-semibold text-ink-muted underline-offset-2 hover:text-ink hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
