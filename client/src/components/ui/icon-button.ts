/** The round 44 px button of an icon alone (close, cart, menu): one look for all of them. */
export const iconButtonClasses =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink transition-colors hover:bg-cream-200';
