import type { MediaVariant } from '@kheyr/contracts/media'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'alt'> & {
  /** The original: what browsers without `srcset` support, and a missing variant, fall back to. */
  src: string
  /** The media library's WebP variants (any order). */
  variants?: readonly MediaVariant[]
  /** Required: an empty string marks a decorative image. */
  alt: string
  /** How wide the image shows, as in `<img sizes>`; the browser picks a variant by it and the screen's density. */
  sizes?: string
}

/** The `srcset` of an image's variants: `url 320w, url 640w, …`, narrowest first. */
export function srcSetOf(variants: readonly MediaVariant[]): string | undefined {
  if (!variants.length) return undefined
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ')
}

/**
 * An image served from its resized variants (spec section 9: widths 320 to 1536 at densities 1
 * and 2): the browser downloads the smallest one that is sharp at the shown size. Lazy by default.
 */
export function ResponsiveImage({
  src,
  variants = [],
  sizes = '100vw',
  alt,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: Props) {
  const srcSet = srcSetOf(variants)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      decoding={decoding}
      {...rest}
    />
  )
}
