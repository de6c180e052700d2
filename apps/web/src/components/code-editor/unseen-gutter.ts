import { Facet, type Extension } from '@codemirror/state'
import { EditorView, gutter, GutterMarker } from '@codemirror/view'

export type MarkerFactory = string | (() => HTMLElement)

class UnseenMarker extends GutterMarker {
  constructor(
    readonly marker: MarkerFactory,
    readonly title: string,
  ) {
    super()
  }

  override eq(other: UnseenMarker) {
    return other.marker === this.marker && other.title === this.title
  }

  override toDOM() {
    const element =
      typeof this.marker === 'function' ? this.marker() : document.createElement('span')
    if (typeof this.marker === 'string') {
      element.textContent = this.marker
      element.className = 'cm-unseen-marker'
    }
    element.title = this.title
    return element
  }
}

/** 1-based line numbers that get a gutter marker; a facet, so a change redraws the gutter. */
const unseenLinesFacet = Facet.define<ReadonlySet<number>, ReadonlySet<number>>({
  combine: (values) => values[0] ?? new Set(),
})

/**
 * A gutter that marks the `lines` someone has not seen yet (spec: `unseenLines`), drawn with
 * `marker` (text, or a function returning an element as in the original component).
 */
export function unseenGutter(lines: readonly number[], marker: MarkerFactory, title: string) {
  const set = new Set(lines)
  const dot = new UnseenMarker(marker, title)
  const extensions: Extension[] = [
    unseenLinesFacet.of(set),
    gutter({
      class: 'cm-unseen-gutter',
      lineMarker: (view, line) => {
        const lines = view.state.facet(unseenLinesFacet)
        return lines.has(view.state.doc.lineAt(line.from).number) ? dot : null
      },
      lineMarkerChange: (update) =>
        update.startState.facet(unseenLinesFacet) !== update.state.facet(unseenLinesFacet),
      initialSpacer: () => dot,
    }),
    EditorView.baseTheme({
      '.cm-unseen-gutter': { minWidth: '14px', textAlign: 'center' },
      '.cm-unseen-marker': { color: '#00a99d', fontSize: '10px', lineHeight: 'inherit' },
    }),
  ]
  return extensions
}
