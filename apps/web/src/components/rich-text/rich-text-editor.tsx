import CodeOutlined from '@mui/icons-material/CodeOutlined'
import FormatBoldOutlined from '@mui/icons-material/FormatBoldOutlined'
import FormatClearOutlined from '@mui/icons-material/FormatClearOutlined'
import FormatItalicOutlined from '@mui/icons-material/FormatItalicOutlined'
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined'
import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined'
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined'
import FormatUnderlinedOutlined from '@mui/icons-material/FormatUnderlinedOutlined'
import HorizontalRuleOutlined from '@mui/icons-material/HorizontalRuleOutlined'
import ImageOutlined from '@mui/icons-material/ImageOutlined'
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined'
import LinkOutlined from '@mui/icons-material/LinkOutlined'
import RedoOutlined from '@mui/icons-material/RedoOutlined'
import StrikethroughSOutlined from '@mui/icons-material/StrikethroughSOutlined'
import UndoOutlined from '@mui/icons-material/UndoOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material'
import Image from '@tiptap/extension-image'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Fragment, useEffect, useId, useState, type ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { LazyCodeEditor } from '../code-editor/lazy-code-editor.tsx'
import { flipInRtl } from '../flip-in-rtl.ts'

export type RichTextMode = 'visual' | 'source'

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i
const SAFE_IMAGE = /^(https?:\/\/|\/storage\/)/i

/** What the visual editor cannot show and would drop when it loads the HTML. */
const UNSUPPORTED = /<(table|iframe|video|audio|figure)\b/i

type Prompt = { kind: 'link' | 'image'; url: string; alt: string }

function PromptDialog({
  prompt,
  onClose,
  onSubmit,
}: {
  prompt: Prompt
  onClose: () => void
  onSubmit: (prompt: Prompt) => void
}) {
  const { t } = useTranslation('rich-text')
  const id = useId()
  const [value, setValue] = useState(prompt)
  const pattern = prompt.kind === 'link' ? SAFE_LINK : SAFE_IMAGE
  const invalid = value.url.trim() !== '' && !pattern.test(value.url.trim())
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {prompt.kind === 'link' ? t('linkTitle') : t('imageTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${id}-form`}
          sx={{ gap: 2, pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!invalid) onSubmit({ ...value, url: value.url.trim() })
          }}
        >
          <TextField
            autoFocus
            label={t('url')}
            value={value.url}
            onChange={(e) => setValue({ ...value, url: e.target.value })}
            error={invalid}
            helperText={
              invalid ? t('urlInvalid') : prompt.kind === 'link' ? t('linkHint') : t('imageHint')
            }
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          {prompt.kind === 'image' && (
            <TextField
              label={t('alt')}
              value={value.alt}
              onChange={(e) => setValue({ ...value, alt: e.target.value })}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button type="submit" form={`${id}-form`} variant="contained" disabled={invalid}>
          {t('common:actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string
  active?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          onClick={onClick}
          color={active ? 'primary' : 'default'}
          sx={active ? { bgcolor: 'rgba(0,169,157,0.12)' } : undefined}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  )
}

type Tool = {
  label: string
  icon: ReactNode
  run: () => void
  active?: boolean
  disabled?: boolean
}

const heading = (text: string, fontSize: number) => (
  <Box component="span" sx={{ fontWeight: 800, fontSize, px: 0.25 }} aria-hidden>
    {text}
  </Box>
)

type ToolState = ReturnType<typeof useToolState>
type Chain = () => ReturnType<Editor['chain']>
const small = { fontSize: 'small' } as const

/** What the selection is (bold, in a list, in a link…) and what history allows. */
function useToolState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
}

const markTools = (t: TFunction, chain: Chain, state: ToolState): Tool[] => [
  {
    label: t('bold'),
    icon: <FormatBoldOutlined {...small} />,
    active: state.bold,
    run: () => chain().toggleBold().run(),
  },
  {
    label: t('italic'),
    icon: <FormatItalicOutlined {...small} />,
    active: state.italic,
    run: () => chain().toggleItalic().run(),
  },
  {
    label: t('underline'),
    icon: <FormatUnderlinedOutlined {...small} />,
    active: state.underline,
    run: () => chain().toggleUnderline().run(),
  },
  {
    label: t('strike'),
    icon: <StrikethroughSOutlined {...small} />,
    active: state.strike,
    run: () => chain().toggleStrike().run(),
  },
]

const blockTools = (t: TFunction, chain: Chain, state: ToolState): Tool[] => [
  {
    label: t('h2'),
    icon: heading('H2', 14),
    active: state.h2,
    run: () => chain().toggleHeading({ level: 2 }).run(),
  },
  {
    label: t('h3'),
    icon: heading('H3', 13),
    active: state.h3,
    run: () => chain().toggleHeading({ level: 3 }).run(),
  },
  {
    label: t('bullet'),
    icon: <FormatListBulletedOutlined {...small} />,
    active: state.bullet,
    run: () => chain().toggleBulletList().run(),
  },
  {
    label: t('ordered'),
    icon: <FormatListNumberedOutlined {...small} />,
    active: state.ordered,
    run: () => chain().toggleOrderedList().run(),
  },
  {
    label: t('quote'),
    icon: <FormatQuoteOutlined {...small} />,
    active: state.quote,
    run: () => chain().toggleBlockquote().run(),
  },
  {
    label: t('rule'),
    icon: <HorizontalRuleOutlined {...small} />,
    run: () => chain().setHorizontalRule().run(),
  },
]

const insertTools = (
  t: TFunction,
  chain: Chain,
  state: ToolState,
  editor: Editor,
  onPrompt: (p: Prompt) => void,
): Tool[] => [
  {
    label: t('link'),
    icon: <LinkOutlined {...small} />,
    active: state.link,
    run: () =>
      onPrompt({ kind: 'link', url: (editor.getAttributes('link').href as string) ?? '', alt: '' }),
  },
  {
    label: t('unlink'),
    icon: <LinkOffOutlined {...small} />,
    disabled: !state.link,
    run: () => chain().unsetLink().run(),
  },
  {
    label: t('image'),
    icon: <ImageOutlined {...small} />,
    run: () => onPrompt({ kind: 'image', url: '', alt: '' }),
  },
  {
    label: t('clear'),
    icon: <FormatClearOutlined {...small} />,
    run: () => chain().unsetAllMarks().clearNodes().run(),
  },
]

const historyTools = (t: TFunction, chain: Chain, state: ToolState): Tool[] => [
  {
    label: t('undo'),
    icon: <UndoOutlined {...small} sx={flipInRtl} />,
    disabled: !state.canUndo,
    run: () => chain().undo().run(),
  },
  {
    label: t('redo'),
    icon: <RedoOutlined {...small} sx={flipInRtl} />,
    disabled: !state.canRedo,
    run: () => chain().redo().run(),
  },
]

function Toolbar({ editor, onPrompt }: { editor: Editor; onPrompt: (p: Prompt) => void }) {
  const { t } = useTranslation('rich-text')
  const state = useToolState(editor)
  const chain = () => editor.chain().focus()
  const groups = [
    markTools(t, chain, state),
    blockTools(t, chain, state),
    insertTools(t, chain, state, editor, onPrompt),
    historyTools(t, chain, state),
  ]
  return (
    <Stack
      role="toolbar"
      aria-label={t('toolbar')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.25, p: 0.75, borderBottom: 1, borderColor: 'divider' }}
    >
      {groups.map((group, i) => (
        <Fragment key={i}>
          {i > 0 && <Divider orientation="vertical" flexItem />}
          {group.map((tool) => (
            <ToolButton
              key={tool.label}
              label={tool.label}
              active={tool.active}
              disabled={tool.disabled}
              onClick={tool.run}
            >
              {tool.icon}
            </ToolButton>
          ))}
        </Fragment>
      ))}
    </Stack>
  )
}

/** The TipTap editor over `value`; a value set from outside replaces its content. */
function useRichEditor(
  value: string,
  onChange: (html: string) => void,
  label: string,
  invalid: boolean,
) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto', 'tel'],
          isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        dir: 'auto',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  // A value set from outside (the source view, a reset) replaces the content.
  useEffect(() => {
    if (!editor) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  return editor
}

const contentSx = {
  px: { xs: 1.5, md: 2.5 },
  py: 1,
  minHeight: 320,
  '& .tiptap': { outline: 'none', minHeight: 300, lineHeight: 2, fontSize: 16 },
  '& .tiptap h2': { fontSize: 22, fontWeight: 800 },
  '& .tiptap h3': { fontSize: 19, fontWeight: 700 },
  '& .tiptap img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& .tiptap img.ProseMirror-selectednode': { outline: '3px solid', outlineColor: 'primary.main' },
  '& .tiptap blockquote': { borderInlineStart: 4, borderColor: 'divider', ps: 2, mx: 0 },
  '& .tiptap a': { color: 'primary.dark' },
}

/** A link set, changed or removed (an empty address), or an image put in. */
function applyPrompt(editor: Editor, p: Prompt) {
  if (p.kind === 'link') {
    const chain = editor.chain().focus().extendMarkRange('link')
    if (p.url) chain.setLink({ href: p.url }).run()
    else chain.unsetLink().run()
  } else if (p.url) {
    editor.chain().focus().setImage({ src: p.url, alt: p.alt }).run()
  }
}

function VisualEditor({
  value,
  onChange,
  label,
  invalid,
}: {
  value: string
  onChange: (html: string) => void
  label: string
  invalid: boolean
}) {
  const [prompt, setPrompt] = useState<Prompt | null>(null)
  const editor = useRichEditor(value, onChange, label, invalid)
  if (!editor) return null
  return (
    <>
      <Toolbar editor={editor} onPrompt={setPrompt} />
      <Box sx={contentSx}>
        <EditorContent editor={editor} />
      </Box>
      {prompt && (
        <PromptDialog
          prompt={prompt}
          onClose={() => setPrompt(null)}
          onSubmit={(p) => {
            setPrompt(null)
            applyPrompt(editor, p)
          }}
        />
      )}
    </>
  )
}

/** The two views, and the public page in a new tab. */
function ModeBar({
  mode,
  onMode,
  previewUrl,
}: {
  mode: RichTextMode
  onMode: (next: RichTextMode) => void
  previewUrl?: string
}) {
  const { t } = useTranslation('rich-text')
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next: RichTextMode | null) => next && onMode(next)}
        aria-label={t('mode')}
      >
        <ToggleButton value="visual">{t('visual')}</ToggleButton>
        <ToggleButton value="source">
          <CodeOutlined fontSize="small" sx={{ me: 0.5 }} aria-hidden />
          {t('source')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flexGrow: 1 }} />
      {previewUrl && (
        <Button
          size="small"
          href={previewUrl}
          target="_blank"
          rel="noopener"
          startIcon={<VisibilityOutlined />}
        >
          {t('preview')}
        </Button>
      )}
    </Stack>
  )
}

/** HTML the visual editor would drop: stay in the source view, or switch anyway. */
function UnsupportedWarning({ onStay, onSwitch }: { onStay: () => void; onSwitch: () => void }) {
  const { t } = useTranslation('rich-text')
  return (
    <Alert
      severity="warning"
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button color="inherit" size="small" onClick={onStay}>
            {t('stayInSource')}
          </Button>
          <Button color="inherit" size="small" onClick={onSwitch}>
            {t('switchAnyway')}
          </Button>
        </Stack>
      }
    >
      {t('unsupported')}
    </Alert>
  )
}

/**
 * Rich text (a static page's body, a campaign's story): the visual editor (TipTap) or its HTML
 * source (CodeMirror). The server sanitises whatever is saved; both views edit the same HTML.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  error,
  previewUrl,
}: {
  value: string
  onChange: (html: string) => void
  label: string
  /** Translated message; outlines the editor red. */
  error?: string | null
  /** The public page, opened in a new tab. */
  previewUrl?: string
}) {
  const { t } = useTranslation('rich-text')
  const [mode, setMode] = useState<RichTextMode>('visual')
  const [warnUnsupported, setWarnUnsupported] = useState(false)
  const errorId = useId()

  const switchTo = (next: RichTextMode) => {
    if (next === 'visual' && UNSUPPORTED.test(value)) {
      setWarnUnsupported(true)
      return
    }
    setMode(next)
  }

  return (
    <Stack sx={{ gap: 1 }}>
      <ModeBar mode={mode} onMode={switchTo} previewUrl={previewUrl} />
      {warnUnsupported && (
        <UnsupportedWarning
          onStay={() => setWarnUnsupported(false)}
          onSwitch={() => {
            setWarnUnsupported(false)
            setMode('visual')
          }}
        />
      )}
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
        aria-describedby={error ? errorId : undefined}
      >
        {mode === 'visual' ? (
          <VisualEditor value={value} onChange={onChange} label={label} invalid={Boolean(error)} />
        ) : (
          <LazyCodeEditor
            value={value}
            onChange={onChange}
            options={{ mode: 'html', lineWrapping: true }}
            height={420}
            label={t('sourceLabel', { label })}
            invalid={Boolean(error)}
            describedBy={error ? errorId : undefined}
          />
        )}
      </Box>
      {error && (
        <Box id={errorId} role="alert" sx={{ color: 'error.main', fontSize: 13 }}>
          {error}
        </Box>
      )}
    </Stack>
  )
}

export default RichTextEditor
