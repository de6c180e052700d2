import type { PublicSlides } from '@kheyr/contracts/sliders'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import PauseOutlined from '@mui/icons-material/PauseOutlined'
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import { Box, IconButton, Typography } from '@mui/material'
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { useFormat } from '#lib/format.ts'
import { safeLink } from '#lib/links.ts'
import { SlideImage } from './slide-image.tsx'
import { useDataDir } from '#lib/data-dir.ts'

const ASPECT = { xs: '16 / 9', md: '21 / 8' }

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/** Internal links go through the router; others open as plain links. */
function SlideLink({ href, children }: { href: string | null; children: ReactNode }) {
  const style = { display: 'block', width: '100%', height: '100%', color: 'inherit' }
  const link = safeLink(href)
  if (!link) return <>{children}</>
  if (link.internal)
    return (
      <Link to={link.to} style={style}>
        {children}
      </Link>
    )
  return (
    <a href={link.href} style={style} rel="noopener">
      {children}
    </a>
  )
}

/**
 * Which slide shows, and autoplay: it pauses on hover, on focus, when the tab is hidden, when
 * the visitor asks (pause button) or prefers reduced motion.
 */
function useSlider(count: number, meta: PublicSlides['meta']) {
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(() => !meta.autoplay || prefersReducedMotion())
  const playing = !stopped && !hovered && !focused && count > 1

  const goTo = useCallback(
    (next: number, smooth = true) => {
      const el = track.current
      if (!el || count === 0) return
      const target = (next + count) % count
      // Right-to-left tracks scroll towards negative offsets.
      const sign = getComputedStyle(el).direction === 'rtl' ? -1 : 1
      el.scrollTo({
        left: sign * target * el.clientWidth,
        behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
      })
      setIndex(target)
    },
    [count],
  )

  useEffect(() => {
    if (!playing) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') goTo(index + 1)
    }, meta.interval * 1000)
    return () => clearInterval(timer)
  }, [playing, index, goTo, meta.interval])

  // Swipes and keyboard scrolling move the track itself: follow it.
  const onScroll = () => {
    const el = track.current
    if (!el || !el.clientWidth) return
    const current = Math.round(Math.abs(el.scrollLeft) / el.clientWidth)
    if (current !== index && current < count) setIndex(current)
  }

  const state = {
    index,
    playing,
    stopped,
    goTo,
    onScroll,
    toggle: () => setStopped((s) => !s),
    sectionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
  return [track, state] as const
}

type Slider = ReturnType<typeof useSlider>[1]
type Slide = PublicSlides['data'][number]

/** One slide: its picture (a link when it has one) and its title over the picture. */
function SlideView({
  slide,
  i,
  count,
  current,
}: {
  slide: Slide
  i: number
  count: number
  current: boolean
}) {
  const { t } = useTranslation('home')
  const { digits } = useFormat()
  const dataDir = useDataDir()
  return (
    <Box
      role="group"
      aria-roledescription={t('slider.slide')}
      aria-label={t('slider.position', { n: digits(i + 1), count: digits(count) })}
      aria-hidden={current ? undefined : true}
      // Slides out of view are not reachable by Tab.
      inert={current ? undefined : true}
      sx={{ flex: '0 0 100%', height: '100%', scrollSnapAlign: 'start', position: 'relative' }}
    >
      <SlideLink href={slide.link}>
        <SlideImage slide={slide} first={i === 0} />
        <Box
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            p: { xs: 2, md: 3 },
            pb: { xs: 4, md: 5 },
            background: 'linear-gradient(transparent, rgba(0,0,0,0.6))',
            color: '#fff',
          }}
        >
          <Typography
            component="p"
            dir={dataDir}
            sx={{
              fontWeight: 800,
              fontSize: { xs: 18, md: 28 },
              textShadow: '0 1px 3px rgba(0,0,0,.4)',
            }}
          >
            {slide.title}
          </Typography>
        </Box>
      </SlideLink>
    </Box>
  )
}

const arrow = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1 }
const control = {
  bgcolor: 'rgba(255,255,255,0.85)',
  color: 'text.primary',
  boxShadow: 1,
  '&:hover': { bgcolor: '#fff' },
}

/** A dot per slide: the current one wide, each a button to its slide. */
function SliderDots({
  slides,
  index,
  goTo,
}: {
  slides: Slide[]
  index: number
  goTo: (i: number) => void
}) {
  const { t } = useTranslation('home')
  const { digits } = useFormat()
  return (
    <>
      {slides.map((slide, i) => (
        <Box
          key={slide.id}
          component="button"
          type="button"
          aria-label={t('slider.goTo', { n: digits(i + 1), title: slide.title })}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => goTo(i)}
          sx={{
            width: i === index ? 22 : 10,
            height: 10,
            p: 0,
            border: 0,
            borderRadius: 5,
            cursor: 'pointer',
            bgcolor: i === index ? '#fff' : 'rgba(255,255,255,0.55)',
            transition: 'width .2s',
            // A larger touch target than the dot itself.
            outlineOffset: 3,
            boxShadow: '0 0 0 6px transparent',
          }}
        />
      ))}
    </>
  )
}

/** Previous and next (wider screens), pause or play, and a dot per slide. */
function SliderControls({
  slides,
  slider,
  trackId,
}: {
  slides: Slide[]
  slider: Slider
  trackId: string
}) {
  const { t } = useTranslation('home')
  const { index, goTo, stopped } = slider
  return (
    <>
      <IconButton
        aria-label={t('slider.previous')}
        aria-controls={trackId}
        onClick={() => goTo(index - 1)}
        sx={{
          ...arrow,
          ...control,
          insetInlineStart: 12,
          display: { xs: 'none', sm: 'inline-flex' },
        }}
      >
        {/* "Previous" points to the reading start: right in Persian. */}
        <ChevronLeft sx={flipInRtl} />
      </IconButton>
      <IconButton
        aria-label={t('slider.next')}
        aria-controls={trackId}
        onClick={() => goTo(index + 1)}
        sx={{
          ...arrow,
          ...control,
          insetInlineEnd: 12,
          display: { xs: 'none', sm: 'inline-flex' },
        }}
      >
        <ChevronRight sx={flipInRtl} />
      </IconButton>
      <Box
        sx={{
          position: 'absolute',
          bottom: 8,
          insetInline: 0,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        <IconButton
          size="small"
          aria-label={stopped ? t('slider.play') : t('slider.pause')}
          onClick={slider.toggle}
          sx={{ color: '#fff', p: 0.5 }}
        >
          {stopped ? <PlayArrowOutlined fontSize="small" /> : <PauseOutlined fontSize="small" />}
        </IconButton>
        <SliderDots slides={slides} index={index} goTo={goTo} />
      </Box>
    </>
  )
}

/**
 * The home page slider, without a carousel library: a CSS scroll-snap track (so phones swipe
 * natively), buttons with labels, dots, and autoplay (see `useSlider`).
 */
export function HomeSlider({ data: slides, meta }: PublicSlides) {
  const { t } = useTranslation('home')
  const id = useId()
  const count = slides.length
  const [track, slider] = useSlider(count, meta)
  if (count === 0) return null
  return (
    <Box
      component="section"
      aria-roledescription={t('slider.carousel')}
      aria-label={t('slider.label')}
      {...slider.sectionProps}
      sx={{
        position: 'relative',
        borderRadius: { xs: 0, md: 4 },
        overflow: 'hidden',
        bgcolor: 'grey.200',
        aspectRatio: ASPECT,
      }}
    >
      <Box
        ref={track}
        id={`${id}-track`}
        onScroll={slider.onScroll}
        aria-live={slider.playing ? 'off' : 'polite'}
        sx={{
          display: 'flex',
          height: '100%',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {slides.map((slide, i) => (
          <SlideView
            key={slide.id}
            slide={slide}
            i={i}
            count={count}
            current={i === slider.index}
          />
        ))}
      </Box>
      {count > 1 && <SliderControls slides={slides} slider={slider} trackId={`${id}-track`} />}
    </Box>
  )
}
