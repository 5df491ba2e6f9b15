import type { MenuPhoto } from '@pizza/shared';
import type { SyntheticEvent } from 'react';

/** Shown for products without a picture, or whose picture fails to load. */
export const PRODUCT_PLACEHOLDER_IMAGE = '/images/menu/placeholder.svg';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  // Guard against a loop if the placeholder itself cannot load.
  if (image.src.endsWith(PRODUCT_PLACEHOLDER_IMAGE)) return;
  // Inside <picture> the browser would keep choosing a <source>: drop them so the placeholder shows.
  image.parentElement?.querySelectorAll('source').forEach((source) => source.remove());
  image.removeAttribute('srcset');
  image.src = PRODUCT_PLACEHOLDER_IMAGE;
}

interface ProductImageProps {
  src: string | null | undefined;
  className: string;
  /** Above-the-fold images (the open modal, the first cards) load at once; everything else waits for the scroll. */
  eager?: boolean;
  /**
   * An uploaded photo (docs/product/menu.md#photos): AVIF and WebP in several widths, the browser
   * picks by `sizes` (the width the picture takes in this layout), and its own width and height
   * reserve the space before it arrives. Without one, `src` is the demo artwork.
   */
  photo?: MenuPhoto;
  sizes?: string;
}

/**
 * A product picture: decorative (the product name is always next to it), lazy-loaded, sized by
 * its aspect-ratio class so nothing jumps when it arrives, with the placeholder when missing.
 */
export function ProductImage({ src, className, eager = false, photo, sizes }: ProductImageProps) {
  const image = (
    <img
      src={src || PRODUCT_PLACEHOLDER_IMAGE}
      alt=""
      width={photo?.width ?? 400}
      height={photo?.height ?? 300}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager && photo ? 'high' : undefined}
      decoding="async"
      onError={showPlaceholder}
      className={className}
    />
  );
  if (!photo) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.srcset.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
