import { RangeSetBuilder, type Extension } from '@codemirror/state'
import {
  Decoration,
  EditorView,
  ViewPlugin,
  WidgetType,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view'
import { logLevelOf, logLinksOf, type LogLevel } from './log-format.ts'

/**
 * Spec section 9: error red, info dark grey bold, warning orange, success green; each reads at
 * 4.5:1 or more on white (a lighter orange, #e65100, was 3.8:1).
 */
export const LOG_COLORS: Record<LogLevel, { color: string; fontWeight?: number }> = {
  error: { color: '#c62828' },
  info: { color: '#424242', fontWeight: 700 },
  warning: { color: '#b34700' },
  success: { color: '#2e7d32' },
}

const lineDecorations = Object.fromEntries(
  (Object.keys(LOG_COLORS) as LogLevel[]).map((level) => [
    level,
    Decoration.line({ class: `cm-log-${level}` }),
  ]),
) as Record<LogLevel, Decoration>

class LinkWidget extends WidgetType {
  constructor(
    readonly href: string,
    readonly download: string | null,
    readonly label: string,
  ) {
    super()
  }

  override eq(other: LinkWidget) {
    return (
      other.href === this.href && other.download === this.download && other.label === this.label
    )
  }

  override toDOM() {
    const a = document.createElement('a')
    a.className = 'cm-log-link'
    a.href = this.href
    a.textContent = this.label
    a.target = '_blank'
    a.rel = 'noopener noreferrer'
    if (this.download !== null) a.download = this.download
    return a
  }

  // The browser, not the editor, handles the click: it follows the link.
  override ignoreEvent() {
    return true
  }
}

function buildDecorations(view: EditorView, marker: string, linkLabel: string): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>()
  const { doc } = view.state
  for (const { from, to } of view.visibleRanges) {
    let pos = from
    while (pos <= to) {
      const line = doc.lineAt(pos)
      const level = logLevelOf(line.text)
      if (level) builder.add(line.from, line.from, lineDecorations[level])
      for (const link of logLinksOf(line.text, marker)) {
        builder.add(
          line.from + link.from,
          line.from + link.to,
          Decoration.replace({ widget: new LinkWidget(link.href, link.download, linkLabel) }),
        )
      }
      pos = line.to + 1
    }
  }
  return builder.finish()
}

/**
 * The log view: each line coloured by its level, and text between two link markers shown as a
 * download link labelled `linkLabel`. Only the visible lines are scanned, so long logs stay fast.
 */
export function logView(marker: string, linkLabel: string): Extension {
  const plugin = ViewPlugin.fromClass(
    class {
      decorations: DecorationSet
      constructor(view: EditorView) {
        this.decorations = buildDecorations(view, marker, linkLabel)
      }
      update(update: ViewUpdate) {
        if (update.docChanged || update.viewportChanged) {
          this.decorations = buildDecorations(update.view, marker, linkLabel)
        }
      }
    },
    {
      decorations: (v) => v.decorations,
      // Links replace their markers: the cursor jumps over them as over one character.
      provide: (p) =>
        EditorView.atomicRanges.of((view) => view.plugin(p)?.decorations ?? Decoration.none),
    },
  )
  const theme = EditorView.baseTheme(
    Object.fromEntries([
      ...(Object.entries(LOG_COLORS) as [LogLevel, (typeof LOG_COLORS)[LogLevel]][]).map(
        ([level, style]) => [`.cm-log-${level}`, style],
      ),
      [
        '.cm-log-link',
        {
          color: '#00796b',
          textDecoration: 'underline',
          cursor: 'pointer',
          fontFamily: '"Vazirmatn Variable", Tahoma, system-ui, sans-serif',
        },
      ],
    ]),
  )
  return [plugin, theme]
}
