import type { PublicSlide } from '@kheyr/contracts/sliders'
import { ResponsiveImage } from '#components/responsive-image.tsx'

/** A slide's image at the slider's width; the first loads at once, the others when needed. */
export function SlideImage({ slide, first }: { slide: PublicSlide; first: boolean }) {
  return (
    <ResponsiveImage
      src={slide.image.url}
      variants={slide.image.variants}
      sizes="(min-width: 1200px) 1152px, 100vw"
      alt={slide.title}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      draggable={false}
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  )
}
