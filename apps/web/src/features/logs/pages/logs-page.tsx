import type { ServerLog } from '@kheyr/contracts/logs'
import { LOG_LINES_DEFAULT } from '@kheyr/contracts/logs'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import RefreshOutlined from '@mui/icons-material/RefreshOutlined'
import {
  Alert,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyCodeEditor } from '#components/code-editor/lazy-code-editor.tsx'
import { useFileSize } from '#components/media-picker/use-file-size.ts'
import { useFormat } from '#lib/format.ts'
import { LOG_DOWNLOAD_URL, useServerLog } from '../api/server-log.ts'
import { formatLogLine, unseenLineNumbers } from '../components/log-lines.ts'

const LINE_COUNTS = [200, 500, LOG_LINES_DEFAULT, 5000]
const SEEN_KEY = 'logs-seen-until'

function readSeen(): number | null {
  try {
    const value = Number(localStorage.getItem(SEEN_KEY))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

/**
 * The log's text (readable or as written) and which lines are new since the previous visit;
 * the newest line's time is kept for the next one.
 */
function useLogView(data: ServerLog | undefined, raw: boolean) {
  // What was new is measured against the previous visit, for as long as this one lasts.
  const [seenBefore] = useState(readSeen)
  const view = useMemo(() => {
    const parsed = (data?.lines ?? []).map((line) => formatLogLine(line))
    const text = raw ? (data?.lines ?? []).join('\n') : parsed.map((l) => l.text).join('\n')
    const newest = parsed.reduce<number | null>(
      (max, l) => (l.time !== null && (max === null || l.time > max) ? l.time : max),
      null,
    )
    return { text, unseen: unseenLineNumbers(parsed, seenBefore), newest }
  }, [data, raw, seenBefore])
  useEffect(() => {
    if (view.newest === null) return
    try {
      localStorage.setItem(SEEN_KEY, String(view.newest))
    } catch {
      // Private mode: every visit starts fresh.
    }
  }, [view.newest])
  return { ...view, seenBefore }
}

type Controls = {
  lines: number
  setLines: (lines: number) => void
  raw: boolean
  setRaw: (raw: boolean) => void
  live: boolean
  setLive: (live: boolean) => void
}

/** How many lines, readable or raw, live or not; refresh and download. */
function LogControls({
  controls: c,
  log,
}: {
  controls: Controls
  log: ReturnType<typeof useServerLog>
}) {
  const { t } = useTranslation('logs')
  const { number } = useFormat()
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('lines')}
        value={c.lines}
        onChange={(event) => c.setLines(Number(event.target.value))}
        sx={{ width: 180 }}
      >
        {LINE_COUNTS.map((n) => (
          <MenuItem key={n} value={n}>
            {t('linesOption', { n: number(n) })}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={c.raw ? 'raw' : 'readable'}
        onChange={(_, value: string | null) => value && c.setRaw(value === 'raw')}
        aria-label={t('format')}
      >
        <ToggleButton value="readable">{t('readable')}</ToggleButton>
        <ToggleButton value="raw">{t('raw')}</ToggleButton>
      </ToggleButtonGroup>
      <FormControlLabel
        control={<Switch checked={c.live} onChange={(event) => c.setLive(event.target.checked)} />}
        label={t('live')}
      />
      <Stack direction="row" sx={{ gap: 1, marginInlineStart: 'auto' }}>
        <Button
          startIcon={<RefreshOutlined />}
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
        >
          {t('refresh')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          href={LOG_DOWNLOAD_URL}
          download
        >
          {t('download')}
        </Button>
      </Stack>
    </Stack>
  )
}

/** The file's size and age, how many lines are new, and the lines in the log view. */
function LogView({ data, view }: { data: ServerLog; view: ReturnType<typeof useLogView> }) {
  const { t } = useTranslation('logs')
  const { number, date } = useFormat()
  const size = useFileSize()
  return (
    <>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('summary', { size: size(data.size), updated: date(data.updated_at, 'datetime') })}
        </Typography>
        {view.seenBefore !== null && (
          <Typography variant="body2" color="text.secondary" role="status">
            {view.unseen.length
              ? t('newLines', { n: number(view.unseen.length) })
              : t('noNewLines')}
          </Typography>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <LazyCodeEditor
          value={view.text}
          options={{ mode: 'log', foldGutter: false }}
          unseenLines={view.unseen}
          keepCursorInEnd
          height="min(70vh, 640px)"
          label={t('editorLabel')}
        />
      </Paper>
    </>
  )
}

/** The server's recent log in the log view (super-admin only), with the whole file to download. */
export default function LogsPage() {
  const { t } = useTranslation('logs')
  const [lines, setLines] = useState(LOG_LINES_DEFAULT)
  const [live, setLive] = useState(false)
  const [raw, setRaw] = useState(false)
  const log = useServerLog(lines, live)
  const view = useLogView(log.data, raw)
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <LogControls controls={{ lines, setLines, raw, setRaw, live, setLive }} log={log} />
      {log.isPending && <Skeleton variant="rounded" height={480} />}
      {log.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void log.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {log.error.message || t('loadFailed')}
        </Alert>
      )}
      {log.data && log.data.lines.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      {log.data && log.data.lines.length > 0 && <LogView data={log.data} view={view} />}
    </Stack>
  )
}
