import { html } from '@codemirror/lang-html'
import { json, jsonParseLinter } from '@codemirror/lang-json'
import { indentService, indentUnit } from '@codemirror/language'
import { linter, lintGutter } from '@codemirror/lint'
import { MergeView } from '@codemirror/merge'
import { EditorSelection, EditorState, type Extension } from '@codemirror/state'
import { EditorView, lineNumbers, ViewPlugin } from '@codemirror/view'
import { localDigits } from '@kheyr/contracts/digits'
import { Box } from '@mui/material'
import CodeMirror, {
  getDefaultExtensions,
  type BasicSetupOptions,
  type ReactCodeMirrorRef,
} from '@uiw/react-codemirror'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { logView } from './log-extensions.ts'
import { DEFAULT_LINK_MARKER } from './log-format.ts'
import { unseenGutter, type MarkerFactory } from './unseen-gutter.ts'

/** `fclog` and `log` pick the read-only log view; the others are editing modes. */
export type CodeEditorMode =
  'text' | 'text/plain' | 'json' | 'application/json' | 'html' | 'text/html' | 'log' | 'fclog'

/** The editor's options, named as in the original (CodeMirror 5 style) component. */
export type CodeEditorOptions = {
  /** Default `text`. */
  mode?: CodeEditorMode
  /** Default `default` (light). */
  theme?: 'default' | 'dark'
  /** Default true. */
  lineNumbers?: boolean
  /** Language-aware indentation on Enter; false keeps the previous line's indent. Default true. */
  smartIndent?: boolean
  /** Spaces per indent level. Default 2. */
  indentUnit?: number
  /** Highlights the line the cursor is on. Default true. */
  styleActiveLine?: boolean
  /** Default true. */
  foldGutter?: boolean
  /** Default false; the log view is always read-only. */
  readOnly?: boolean
  /** Default false, true in the log view. */
  lineWrapping?: boolean
  /** The merge view's other (left, "before") side; `value` is the right side. */
  orig?: string
  /** The log view's link marker: text between two of them becomes a link. Default `#link#`. */
  linkMarker?: string
}

export type CodeEditorProps = {
  value: string
  onChange?: (value: string) => void
  onBlur?: () => void
  options?: CodeEditorOptions
  placeholder?: string
  /** Draws an outline around the editor. */
  border?: boolean
  /** CSS length or pixels. */
  width?: number | string
  /** CSS length or pixels; the editor scrolls inside it. */
  height?: number | string
  /** Keeps the cursor (and the scroll) at the last line as the value grows, like `tail -f`. */
  keepCursorInEnd?: boolean
  /** Shows a side-by-side merge view of `options.orig` (left) and `value` (right). */
  merge?: boolean
  /** A form field name: a hidden input of this name carries the value in a native form. */
  name?: string
  /** What marks an unseen line in the gutter: text, or a function making the element. */
  marker?: MarkerFactory
  /** 1-based line numbers that get a gutter marker. */
  unseenLines?: readonly number[]
  /** Accessible name of the editing area (falls back to `name`). */
  label?: string
  /** Marks the editor invalid for assistive technology and draws a red outline. */
  invalid?: boolean
  /** Id of the element describing the editor (a helper or error text). */
  describedBy?: string
  id?: string
}

const cssLength = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value

type Mode = 'text' | 'json' | 'html' | 'log'
function resolveMode(mode: CodeEditorMode | undefined): Mode {
  switch (mode) {
    case 'log':
    case 'fclog':
      return 'log'
    case 'json':
    case 'application/json':
      return 'json'
    case 'html':
    case 'text/html':
      return 'html'
    default:
      return 'text'
  }
}

// Without smart indent a new line keeps the previous line's indentation (CodeMirror 5's rule).
const keepIndent = indentService.of((context, pos) => {
  const previous = context.lineAt(pos, -1)
  return /^[ \t]*/.exec(previous.text)![0].length
})

const baseTheme = EditorView.theme({
  '&': { fontSize: '13px' },
  '.cm-scroller': {
    // Persian has no monospace face here: its letters fall back to the site font, joined.
    fontFamily:
      'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "Vazirmatn Variable", Tahoma, monospace',
    lineHeight: '1.6',
  },
})

/**
 * A read-only view (the log) scrolls from the keyboard: its scroller is a tab stop, named as the
 * view, where the arrow and page keys scroll (CodeMirror leaves it out of the tab order).
 */
const keyboardScroller = (label?: string) =>
  ViewPlugin.define((view) => {
    view.scrollDOM.tabIndex = 0
    view.scrollDOM.setAttribute('role', 'region')
    if (label) view.scrollDOM.setAttribute('aria-label', label)
    return {}
  })

type Built = {
  mode: Mode
  readOnly: boolean
  theme: 'light' | 'dark'
  setup: BasicSetupOptions
  extensions: Extension[]
}

function buildExtensions(
  options: CodeEditorOptions,
  extra: {
    lang: string
    label?: string
    invalid?: boolean
    describedBy?: string
    id?: string
    marker: MarkerFactory
    unseenLines?: readonly number[]
    unseenTitle: string
    linkLabel: string
  },
): Built {
  const mode = resolveMode(options.mode)
  const isLog = mode === 'log'
  const readOnly = isLog || Boolean(options.readOnly)
  const unit = Math.max(1, Math.min(8, options.indentUnit ?? 2))
  const extensions: Extension[] = [
    baseTheme,
    indentUnit.of(' '.repeat(unit)),
    EditorState.tabSize.of(unit),
    // Persian lines read right to left inside left-to-right code.
    EditorView.perLineTextDirection.of(true),
    EditorView.contentAttributes.of({
      ...(extra.label ? { 'aria-label': extra.label } : {}),
      ...(extra.invalid ? { 'aria-invalid': 'true' } : {}),
      ...(extra.describedBy ? { 'aria-describedby': extra.describedBy } : {}),
      ...(extra.id ? { id: extra.id } : {}),
      ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    }),
  ]
  if (readOnly) extensions.push(keyboardScroller(extra.label))
  if (options.lineNumbers ?? true) {
    extensions.push(lineNumbers({ formatNumber: (n) => localDigits(n, extra.lang) }))
  }
  if (options.smartIndent === false) extensions.push(keepIndent)
  if (options.lineWrapping ?? isLog) extensions.push(EditorView.lineWrapping)
  if (mode === 'json') extensions.push(json(), linter(jsonParseLinter()), lintGutter())
  if (mode === 'html') extensions.push(html())
  if (isLog) extensions.push(logView(options.linkMarker ?? DEFAULT_LINK_MARKER, extra.linkLabel))
  if (extra.unseenLines?.length) {
    extensions.push(unseenGutter(extra.unseenLines, extra.marker, extra.unseenTitle))
  }
  const activeLine = !readOnly && (options.styleActiveLine ?? true)
  return {
    mode,
    readOnly,
    theme: options.theme === 'dark' ? 'dark' : 'light',
    setup: {
      lineNumbers: false,
      foldGutter: options.foldGutter ?? true,
      highlightActiveLine: activeLine,
      highlightActiveLineGutter: activeLine,
      indentOnInput: options.smartIndent ?? true,
      autocompletion: false,
      tabSize: unit,
    },
    extensions,
  }
}

function moveToEnd(view: EditorView | undefined) {
  if (!view) return
  const end = view.state.doc.length
  view.dispatch({
    selection: EditorSelection.cursor(end),
    effects: EditorView.scrollIntoView(end, { y: 'end' }),
  })
}

/** The side-by-side view: the earlier text read-only on the left, the editable one beside it. */
function createMergeView(
  parent: HTMLElement,
  {
    orig,
    doc,
    built,
    placeholder,
    beforeLabel,
    handlers,
  }: {
    orig: string
    doc: string
    built: Built
    placeholder?: string
    beforeLabel: string
    handlers: { current: { onChange?: (value: string) => void; onBlur?: () => void } }
  },
) {
  const common = (readOnly: boolean) =>
    getDefaultExtensions({
      basicSetup: built.setup,
      theme: built.theme,
      readOnly,
      ...(placeholder && !readOnly ? { placeholder } : {}),
    })
  return new MergeView({
    a: {
      doc: orig,
      extensions: [
        ...common(true),
        ...built.extensions,
        EditorView.contentAttributes.of({ 'aria-label': beforeLabel }),
      ],
    },
    b: {
      doc,
      extensions: [
        ...common(built.readOnly),
        ...built.extensions,
        EditorView.updateListener.of((update) => {
          if (update.docChanged) handlers.current.onChange?.(update.state.doc.toString())
          if (update.focusChanged && !update.view.hasFocus) handlers.current.onBlur?.()
        }),
      ],
    },
    parent,
    highlightChanges: true,
    gutter: true,
  })
}

function MergeEditor({
  value,
  orig,
  built,
  placeholder,
  onChange,
  onBlur,
  keepCursorInEnd,
  height,
  beforeLabel,
}: {
  value: string
  orig: string
  built: Built
  placeholder?: string
  onChange?: (value: string) => void
  onBlur?: () => void
  keepCursorInEnd?: boolean
  height?: string
  beforeLabel: string
}) {
  const parent = useRef<HTMLDivElement>(null)
  const viewRef = useRef<MergeView | null>(null)
  const handlers = useRef({ onChange, onBlur })
  useEffect(() => {
    handlers.current = { onChange, onBlur }
  })
  const initialValue = useRef(value)

  useEffect(() => {
    const element = parent.current
    if (!element) return
    const view = createMergeView(element, {
      orig,
      doc: initialValue.current,
      built,
      placeholder,
      beforeLabel,
      handlers,
    })
    viewRef.current = view
    return () => {
      viewRef.current = null
      view.destroy()
    }
  }, [orig, built, placeholder, beforeLabel])

  // The parent's value wins when it differs from what the editor holds (a reset, a reload).
  useEffect(() => {
    const b = viewRef.current?.b
    if (!b) return
    if (b.state.doc.toString() !== value) {
      b.dispatch({ changes: { from: 0, to: b.state.doc.length, insert: value } })
    }
    initialValue.current = value
    if (keepCursorInEnd) moveToEnd(b)
  }, [value, keepCursorInEnd])

  return (
    <Box
      ref={parent}
      sx={{ height, overflow: 'auto', '& .cm-mergeView': { minHeight: 120 } }}
      data-testid="code-editor-merge"
    />
  )
}

/** The editor's box: its width, and a border (red when invalid) when asked. */
const frameSx = (width: CodeEditorProps['width'], border: boolean, invalid: boolean) => ({
  width: cssLength(width) ?? '100%',
  maxWidth: '100%',
  borderRadius: 1,
  overflow: 'hidden',
  ...(border || invalid
    ? { border: 1, borderColor: invalid ? 'error.main' : 'divider' }
    : { border: 0 }),
  '& .cm-editor.cm-focused': { outline: '2px solid', outlineColor: 'primary.main' },
  '& .cm-placeholder': { color: 'text.disabled' },
})

/**
 * The shared CodeMirror editor (spec sections 2 and 9): a read-only coloured log view when the
 * mode is `log` or `fclog`, a side-by-side merge view when `merge` is set, otherwise a plain
 * editor (text, JSON with parse errors underlined, or HTML). Load it through `LazyCodeEditor`
 * so CodeMirror never lands in a public page's chunks.
 */
export function CodeEditor({
  value,
  onChange,
  onBlur,
  options = {},
  placeholder,
  border = false,
  width,
  height,
  keepCursorInEnd = false,
  merge = false,
  name,
  marker = '●',
  unseenLines,
  label,
  invalid = false,
  describedBy,
  id,
}: CodeEditorProps) {
  const { t, i18n } = useTranslation('code-editor')
  const lang = i18n.language === 'en' ? 'en' : 'fa'
  const ref = useRef<ReactCodeMirrorRef>(null)
  const { orig = '', ...rest } = options
  // Options usually arrive as a fresh object literal: compare by content, not identity.
  const optionsKey = JSON.stringify(rest)
  const unseenKey = unseenLines?.join(',') ?? ''
  const accessibleName = label ?? name

  const built = useMemo(
    () =>
      buildExtensions(JSON.parse(optionsKey) as CodeEditorOptions, {
        lang,
        label: merge ? (accessibleName ?? t('after')) : accessibleName,
        invalid,
        describedBy,
        id,
        marker,
        unseenLines: unseenKey ? unseenKey.split(',').map(Number) : undefined,
        unseenTitle: t('unseen'),
        linkLabel: t('logDownload'),
      }),
    [optionsKey, lang, accessibleName, invalid, describedBy, id, marker, unseenKey, merge, t],
  )

  useEffect(() => {
    if (keepCursorInEnd && !merge) moveToEnd(ref.current?.view)
  }, [value, keepCursorInEnd, merge])

  const frame = frameSx(width, border, invalid)

  return (
    // Code reads left to right even on a Persian page.
    <Box dir="ltr" sx={frame} data-mode={built.mode}>
      {name && <input type="hidden" name={name} value={value} />}
      {merge ? (
        <MergeEditor
          value={value}
          orig={orig}
          built={built}
          placeholder={placeholder}
          onChange={onChange}
          onBlur={onBlur}
          keepCursorInEnd={keepCursorInEnd}
          height={cssLength(height)}
          beforeLabel={t('before')}
        />
      ) : (
        <CodeMirror
          ref={ref}
          value={value}
          onChange={onChange ? (next) => onChange(next) : undefined}
          onBlur={onBlur}
          height={cssLength(height)}
          theme={built.theme}
          basicSetup={built.setup}
          readOnly={built.readOnly}
          placeholder={placeholder}
          extensions={built.extensions}
          // The view is made after the first render: a tail opens at its end from the start.
          onCreateEditor={keepCursorInEnd ? (view) => moveToEnd(view) : undefined}
          // Tab indents while editing; Escape then Tab leaves the editor (CodeMirror's rule).
          indentWithTab={!built.readOnly}
        />
      )}
    </Box>
  )
}

export default CodeEditor
