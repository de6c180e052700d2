import type { BackupRun } from '@kheyr/contracts/backups'
import { BACKUP_LINK_MINUTES } from '@kheyr/contracts/backups'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import { RecordCards } from '#components/record-cards.tsx'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useBackupLink } from '../api/backups.ts'
import { useBackupFacts } from './backup-facts.ts'

/** Follows the link: the server answers with the file as an attachment, so the page stays. */
function openLink(url: string) {
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = ''
  anchor.click()
}

/** Asks the server for a signed, short-lived link to one backup and starts the download. */
function DownloadButton({ run, link }: { run: BackupRun; link: ReturnType<typeof useBackupLink> }) {
  const { t } = useTranslation('backups')
  const { number } = useFormat()
  const facts = useBackupFacts()
  const busy = link.isPending && link.variables === run.id
  const download = async () => {
    try {
      const { url } = await link.mutateAsync(run.id)
      openLink(url)
      toast.info(t('linkReady', { minutes: number(BACKUP_LINK_MINUTES) }))
    } catch (error) {
      toast.error(messageOf(error, t('linkFailed')))
    }
  }
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadOutlined />}
      loading={busy}
      loadingPosition="start"
      disabled={link.isPending && !busy}
      onClick={() => void download()}
      aria-label={t('downloadLabel', { time: facts.time(run) })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('download')}
    </Button>
  )
}

/**
 * The kept backups, newest first: a table from a tablet up, cards on a phone, where five
 * columns would not fit side by side.
 */
export function BackupList({ runs, offsite }: { runs: BackupRun[]; offsite: boolean }) {
  const { t } = useTranslation('backups')
  const facts = useBackupFacts()
  const link = useBackupLink()
  return (
    <>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <RecordCards
          label={t('kept')}
          items={runs.map((run) => ({
            id: run.id,
            title: facts.time(run),
            aside: facts.size(run),
            subtitle: facts.trigger(run),
            fields: [
              { key: 'contents', label: t('columns.contents'), value: facts.contents(run) },
              { key: 'offsite', label: t('columns.offsite'), value: facts.offsite(run, offsite) },
            ],
            actions: <DownloadButton run={run} link={link} />,
          }))}
        />
      </Box>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ display: { xs: 'none', sm: 'block' } }}
      >
        <Table size="small" aria-label={t('kept')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.time')}</TableCell>
              <TableCell>{t('columns.trigger')}</TableCell>
              <TableCell>{t('columns.size')}</TableCell>
              <TableCell sx={{ display: { sm: 'none', md: 'table-cell' } }}>
                {t('columns.contents')}
              </TableCell>
              <TableCell>{t('columns.offsite')}</TableCell>
              <TableCell>{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.map((run) => (
              <TableRow key={run.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{facts.time(run)}</TableCell>
                <TableCell>{facts.trigger(run)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{facts.size(run)}</TableCell>
                <TableCell sx={{ display: { sm: 'none', md: 'table-cell' } }}>
                  {facts.contents(run)}
                </TableCell>
                <TableCell>{facts.offsite(run, offsite)}</TableCell>
                <TableCell>
                  <DownloadButton run={run} link={link} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  )
}
