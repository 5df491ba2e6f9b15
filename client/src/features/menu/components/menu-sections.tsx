import { MENU_CATEGORIES } from '../menu-categories';
import { CategorySection } from './category-section';

/** The five category sections in SPEC order; each loads its own items independently. */
export function MenuSections() {
  return (
    <div className="flex flex-col gap-10 sm:gap-14">
      {MENU_CATEGORIES.map((category) => (
        <CategorySection key={category} category={category} />
      ))}
    </div>
  );
}
