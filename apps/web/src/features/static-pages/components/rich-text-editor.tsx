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
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyCodeEditor } from '../../../components/code-editor/lazy-code-editor.tsx'
import { flipInRtl } from '../../../components/flip-in-rtl.ts'

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
  const { t } = useTranslation('static-pages')
  const id = useId()
  const [value, setValue] = useState(prompt)
  const pattern = prompt.kind === 'link' ? SAFE_LINK : SAFE_IMAGE
  const invalid = value.url.trim() !== '' && !pattern.test(value.url.trim())
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {prompt.kind === 'link' ? t('editor.linkTitle') : t('editor.imageTitle')}
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
            label={t('editor.url')}
            value={value.url}
            onChange={(e) => setValue({ ...value, url: e.target.value })}
            error={invalid}
            helperText={
              invalid
                ? t('editor.urlInvalid')
                : prompt.kind === 'link'
                  ? t('editor.linkHint')
                  : t('editor.imageHint')
            }
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          {prompt.kind === 'image' && (
            <TextField
              label={t('editor.alt')}
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

function Toolbar({ editor, onPrompt }: { editor: Editor; onPrompt: (p: Prompt) => void }) {
  const { t } = useTranslation('static-pages')
  const state = useEditorState({
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
  const chain = () => editor.chain().focus()
  return (
    <Stack
      role="toolbar"
      aria-label={t('editor.toolbar')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.25, p: 0.75, borderBottom: 1, borderColor: 'divider' }}
    >
      <ToolButton
        label={t('editor.bold')}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBoldOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalicOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.underline')}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlinedOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.strike')}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <StrikethroughSOutlined fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label={t('editor.h2')}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <Box component="span" sx={{ fontWeight: 800, fontSize: 14, px: 0.25 }} aria-hidden>
          H2
        </Box>
      </ToolButton>
      <ToolButton
        label={t('editor.h3')}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <Box component="span" sx={{ fontWeight: 800, fontSize: 13, px: 0.25 }} aria-hidden>
          H3
        </Box>
      </ToolButton>
      <ToolButton
        label={t('editor.bullet')}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.ordered')}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.quote')}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuoteOutlined fontSize="small" />
      </ToolButton>
      <ToolButton label={t('editor.rule')} onClick={() => chain().setHorizontalRule().run()}>
        <HorizontalRuleOutlined fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label={t('editor.link')}
        active={state.link}
        onClick={() =>
          onPrompt({
            kind: 'link',
            url: (editor.getAttributes('link').href as string) ?? '',
            alt: '',
          })
        }
      >
        <LinkOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.unlink')}
        disabled={!state.link}
        onClick={() => chain().unsetLink().run()}
      >
        <LinkOffOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.image')}
        onClick={() => onPrompt({ kind: 'image', url: '', alt: '' })}
      >
        <ImageOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('editor.clear')}
        onClick={() => chain().unsetAllMarks().clearNodes().run()}
      >
        <FormatClearOutlined fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label={t('editor.undo')}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      >
        <UndoOutlined fontSize="small" sx={flipInRtl} />
      </ToolButton>
      <ToolButton
        label={t('editor.redo')}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      >
        <RedoOutlined fontSize="small" sx={flipInRtl} />
      </ToolButton>
    </Stack>
  )
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

  if (!editor) return null
  return (
    <>
      <Toolbar editor={editor} onPrompt={setPrompt} />
      <Box
        sx={{
          px: { xs: 1.5, md: 2.5 },
          py: 1,
          minHeight: 320,
          '& .tiptap': { outline: 'none', minHeight: 300, lineHeight: 2, fontSize: 16 },
          '& .tiptap h2': { fontSize: 22, fontWeight: 800 },
          '& .tiptap h3': { fontSize: 19, fontWeight: 700 },
          '& .tiptap img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& .tiptap img.ProseMirror-selectednode': {
            outline: '3px solid',
            outlineColor: 'primary.main',
          },
          '& .tiptap blockquote': { borderInlineStart: 4, borderColor: 'divider', ps: 2, mx: 0 },
          '& .tiptap a': { color: 'primary.dark' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {prompt && (
        <PromptDialog
          prompt={prompt}
          onClose={() => setPrompt(null)}
          onSubmit={(p) => {
            setPrompt(null)
            if (p.kind === 'link') {
              if (p.url)
                editor.chain().focus().extendMarkRange('link').setLink({ href: p.url }).run()
              else editor.chain().focus().extendMarkRange('link').unsetLink().run()
            } else if (p.url) {
              editor.chain().focus().setImage({ src: p.url, alt: p.alt }).run()
            }
          }}
        />
      )}
    </>
  )
}

/**
 * A static page's body: the rich-text editor (TipTap) or its HTML source (CodeMirror). The
 * server sanitises whatever is saved; both views edit the same HTML string.
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
  const { t } = useTranslation('static-pages')
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
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, next: RichTextMode | null) => next && switchTo(next)}
          aria-label={t('editor.mode')}
        >
          <ToggleButton value="visual">{t('editor.visual')}</ToggleButton>
          <ToggleButton value="source">
            <CodeOutlined fontSize="small" sx={{ me: 0.5 }} aria-hidden />
            {t('editor.source')}
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
            {t('editor.preview')}
          </Button>
        )}
      </Stack>
      {warnUnsupported && (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button color="inherit" size="small" onClick={() => setWarnUnsupported(false)}>
                {t('editor.stayInSource')}
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setWarnUnsupported(false)
                  setMode('visual')
                }}
              >
                {t('editor.switchAnyway')}
              </Button>
            </Stack>
          }
        >
          {t('editor.unsupported')}
        </Alert>
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
            label={t('editor.sourceLabel', { label })}
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
