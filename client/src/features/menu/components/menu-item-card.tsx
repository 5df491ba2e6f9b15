import type { MenuItem } from '@pizza/shared';
import type { SyntheticEvent } from 'react';

import { formatHuf } from '../../../lib/format';
import { MENU_PLACEHOLDER_IMAGE } from '../menu-categories';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  // Guard against a loop if the placeholder itself cannot load.
  if (!image.src.endsWith(MENU_PLACEHOLDER_IMAGE)) image.src = MENU_PLACEHOLDER_IMAGE;
}

/**
 * One product card: a compact row on phones (a long menu stays scannable with the thumb), a
 * picture-on-top tile from sm up. The item modal issue will make the card open the modal.
 */
export function MenuItemCard({ item }: { item: MenuItem }) {
  return (
    <li className="flex">
      <article className="flex w-full flex-row-reverse items-center overflow-hidden rounded-2xl bg-white shadow-card transition-shadow hover:shadow-card-hover sm:flex-col sm:items-stretch">
        <img
          src={item.imageUrl || MENU_PLACEHOLDER_IMAGE}
          // Decorative: the product name is the heading right below it.
          alt=""
          width="400"
          height="300"
          loading="lazy"
          decoding="async"
          onError={showPlaceholder}
          className="m-3 aspect-square w-28 shrink-0 rounded-xl bg-cream-100 object-cover sm:m-0 sm:aspect-[4/3] sm:w-full sm:rounded-none"
        />
        <div className="flex flex-1 flex-col gap-1.5 self-stretch p-4 sm:gap-2">
          <h3 className="text-lg leading-snug font-bold">{item.name}</h3>
          <p className="line-clamp-3 text-sm leading-relaxed text-ink-muted">{item.description}</p>
          <p className="mt-auto pt-1 text-lg font-extrabold text-brand-700 sm:pt-2">{formatHuf(item.price)}</p>
        </div>
      </article>
    </li>
  );
}
