import DoneOutlined from '@mui/icons-material/DoneOutlined'
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '#lib/format.ts'
import { visuallyHidden } from '#components/visually-hidden.ts'
import { safeLink } from '#lib/links.ts'
import { useDataDir } from '#lib/data-dir.ts'

export type NotificationItemProps = {
  title: string
  body: string | null
  link: string | null
  createdAt: string
  /** Unread ones stand out (a dot, bold title, tinted row) and can be marked read. */
  unread?: boolean
  onMarkRead?: () => void
  /** Runs before following the link (to mark it read). */
  onOpen?: () => void
  icon?: ReactNode
}

/** The title; an unread one is bold, with a dot (and says "unread" to screen readers). */
function ItemTitle({ title, unread }: { title: string; unread: boolean }) {
  const { t } = useTranslation('notifications')
  const dataDir = useDataDir()
  return (
    <Typography
      component="h3"
      sx={{ fontSize: 15.5, fontWeight: unread ? 800 : 600, overflowWrap: 'anywhere' }}
    >
      {unread && (
        <Box
          component="span"
          aria-hidden
          sx={{
            display: 'inline-block',
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'error.main',
            me: 1,
            verticalAlign: 'middle',
          }}
        />
      )}
      {unread && (
        <Box component="span" sx={visuallyHidden}>
          {t('unreadLabel')}
        </Box>
      )}
      <span dir={dataDir}>{title}</span>
    </Typography>
  )
}

/** One notification or announcement in a list. */
export function NotificationItem({
  title,
  body,
  link,
  createdAt,
  unread = false,
  onMarkRead,
  onOpen,
  icon,
}: NotificationItemProps) {
  const { t } = useTranslation('notifications')
  const { date } = useFormat()
  const dataDir = useDataDir()
  const target = safeLink(link)
  const open = target
    ? target.internal
      ? { component: Link, to: target.to }
      : { component: 'a', href: target.href, target: '_blank', rel: 'noopener noreferrer' }
    : null
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 1.5,
        px: { xs: 1.5, sm: 2 },
        py: 1.75,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? 'rgba(0, 169, 157, 0.07)' : 'transparent',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ pt: 0.25, color: unread ? 'primary.main' : 'text.disabled', flexShrink: 0 }}>
        {icon}
      </Box>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <ItemTitle title={title} unread={unread} />
        {body && (
          <Typography
            color="text.secondary"
            dir={dataDir}
            sx={{ fontSize: 14, lineHeight: 1.9, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {body}
          </Typography>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            component="time"
            dateTime={createdAt}
            variant="caption"
            color="text.secondary"
          >
            {date(createdAt, 'datetime')}
          </Typography>
          {open && (
            <Button size="small" {...open} onClick={onOpen} sx={{ minWidth: 0, px: 1 }}>
              {t('open')}
            </Button>
          )}
        </Stack>
      </Stack>
      {unread && onMarkRead && (
        <Tooltip title={t('markRead')}>
          <IconButton
            size="small"
            aria-label={t('markReadOf', { title })}
            onClick={onMarkRead}
            sx={{ alignSelf: 'flex-start' }}
          >
            <DoneOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  )
}
