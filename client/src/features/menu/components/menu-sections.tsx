import { useMenuCategories } from '../api/get-menu-categories';
import { CategorySection } from './category-section';

/**
 * The five category sections in the restaurant's order (the built-in SPEC order until it is known);
 * each loads its own items independently.
 */
export function MenuSections() {
  const categories = useMenuCategories();
  return (
    <div className="flex flex-col gap-10 sm:gap-14">
      {categories.map((category, index) => (
        <CategorySection key={category.id} category={category} first={index === 0} />
      ))}
    </div>
  );
}
