import { useTheme } from '@mui/material/styles'
import { useEffect, useRef } from 'react'
import { toastStore, type Toast } from '#lib/toasts.ts'

/**
 * One note: the look of a filled info toast, drawn with plain inline styles. The toaster (notistack,
 * MUI's alert and their styles) is not loaded for it: a first visit's "ready offline" note would
 * otherwise compile styles on the main thread while the page is still starting
 * (docs/decisions/024-start-in-short-tasks.md).
 */
function Note({ note }: { note: Toast }) {
  const theme = useTheme()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.animate?.([{ opacity: 0, transform: 'translateY(8px)' }, { opacity: 1 }], {
      duration: 200,
      easing: 'ease-out',
    })
    const timer = setTimeout(() => toastStore.remove(note.id), note.timeout)
    return () => clearTimeout(timer)
  }, [note.id, note.timeout])
  return (
    <div
      ref={ref}
      style={{
        background: theme.palette.info.main,
        color: theme.palette.info.contrastText,
        borderRadius: theme.shape.borderRadius,
        boxShadow: theme.shadows[3],
        padding: '14px 16px',
        maxWidth: 560,
        font: `500 ${theme.typography.body2.fontSize} / 1.43 ${theme.typography.fontFamily}`,
      }}
    >
      {note.message}
    </div>
  )
}

/**
 * News that asks nothing of the user (`toast.note`), at the bottom centre; taps go through it to
 * what it covers. A polite live region, there before any note, so a screen reader reads each
 * note as it comes.
 */
export function Notes({ notes }: { notes: Toast[] }) {
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 24,
        zIndex: 1400,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 8,
        pointerEvents: 'none',
      }}
    >
      {notes.map((note) => (
        <Note key={note.id} note={note} />
      ))}
    </div>
  )
}
