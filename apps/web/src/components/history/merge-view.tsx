import { MergeView as CodeMirrorMergeView } from '@codemirror/merge'
import { EditorState, type Extension } from '@codemirror/state'
import { EditorView, lineNumbers } from '@codemirror/view'
import { localDigits } from '@kheyr/contracts/digits'
import { Box } from '@mui/material'
import { useEffect, useRef } from 'react'

export type MergeViewProps = {
  before: string
  after: string
  /** Accessible names of the two editors. */
  beforeLabel: string
  afterLabel: string
  /** The gutter's line numbers follow the page's digits. */
  lang?: string
}

const theme = EditorView.theme({
  '&': { fontSize: '13px', backgroundColor: 'transparent' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    lineHeight: '1.6',
  },
  '.cm-gutters': { backgroundColor: '#f6f8f8', borderInlineEnd: '1px solid #e0e0e0' },
})

/** CodeMirror's side-by-side merge view, read-only: `before` on the left, `after` on the right. */
export function MergeView({ before, after, beforeLabel, afterLabel, lang = 'en' }: MergeViewProps) {
  const parent = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = parent.current
    if (!element) return
    const extensions = (label: string): Extension[] => [
      // Read-only but still focusable, so text can be selected and copied with the keyboard.
      EditorState.readOnly.of(true),
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.lineWrapping,
      lineNumbers({ formatNumber: (line) => localDigits(line, lang) }),
      theme,
    ]
    const view = new CodeMirrorMergeView({
      a: { doc: before, extensions: extensions(beforeLabel) },
      b: { doc: after, extensions: extensions(afterLabel) },
      parent: element,
      highlightChanges: true,
      gutter: true,
    })
    return () => view.destroy()
  }, [before, after, beforeLabel, afterLabel, lang])

  return (
    <Box
      ref={parent}
      // JSON reads left to right even on a Persian page.
      dir="ltr"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'auto',
        bgcolor: 'background.paper',
        '& .cm-mergeView': { minHeight: 120 },
        '& .cm-editor.cm-focused': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    />
  )
}
