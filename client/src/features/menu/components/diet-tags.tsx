import { DIET_TAG_NAMES, type DietTag, isLanguage } from '@pizza/shared';
import { Flame, Leaf, type LucideIcon, WheatOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The icon beside a tag's word; the word is always there (an icon alone is a riddle). */
const ICONS: Partial<Record<DietTag, LucideIcon>> = { vegetarian: Leaf, vegan: Leaf, spicy: Flame, 'gluten-free': WheatOff };

/** Spicy warns (red); the rest say what a dish is for (green). Both sets flip for dark mode. */
const tone = (tag: DietTag) => (tag === 'spicy' ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900');

/** A dish's diet tags as small badges: "Vegetarian", "Spicy"... in the reader's language. */
export function DietTags({ tags, className = '' }: { tags: readonly DietTag[]; className?: string }) {
  const { i18n } = useTranslation();
  if (tags.length === 0) return null;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`}>
      {tags.map((tag) => {
        const Icon = ICONS[tag];
        return (
          <li key={tag} className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${tone(tag)}`}>
            {Icon && <Icon aria-hidden="true" className="size-3.5" />}
            {DIET_TAG_NAMES[tag][language]}
          </li>
        );
      })}
    </ul>
  );
}
