import type { SyntheticEvent } from 'react';

/** Shown for products without a picture, or whose picture fails to load. */
export const PRODUCT_PLACEHOLDER_IMAGE = '/images/menu/placeholder.svg';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  // Guard against a loop if the placeholder itself cannot load.
  if (!image.src.endsWith(PRODUCT_PLACEHOLDER_IMAGE)) image.src = PRODUCT_PLACEHOLDER_IMAGE;
}

interface ProductImageProps {
  src: string | null | undefined;
  className: string;
  /** Above-the-fold images (the open modal) load at once; everything else waits for the scroll. */
  eager?: boolean;
}

/**
 * A product picture: decorative (the product name is always next to it), lazy-loaded, sized by
 * its aspect-ratio class so nothing jumps when it arrives, with the placeholder when missing.
 */
export function ProductImage({ src, className, eager = false }: ProductImageProps) {
  return (
    <img
      src={src || PRODUCT_PLACEHOLDER_IMAGE}
      alt=""
      width="400"
      height="300"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={showPlaceholder}
      className={className}
    />
  );
}
