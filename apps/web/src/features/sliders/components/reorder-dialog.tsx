import type { Slide } from '@kheyr/contracts/sliders'
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined'
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined'
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { allSlidesQuery, useReorderSlides } from '../api/sliders.ts'
import { visuallyHidden } from '#components/visually-hidden.ts'

/** One slide in the order: its position, picture and title, with up and down. */
function OrderItem({
  slide,
  position,
  first,
  last,
  onMove,
}: {
  slide: Slide
  position: number
  first: boolean
  last: boolean
  onMove: (by: -1 | 1) => void
}) {
  const { t } = useTranslation('sliders')
  const { number } = useFormat()
  return (
    <ListItem
      divider
      secondaryAction={
        <>
          <IconButton
            aria-label={t('moveUp', { title: slide.title })}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardOutlined />
          </IconButton>
          <IconButton
            aria-label={t('moveDown', { title: slide.title })}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardOutlined />
          </IconButton>
        </>
      }
      sx={{ pe: 12 }}
    >
      <Typography sx={{ width: 28, color: 'text.secondary', flexShrink: 0 }}>
        {number(position)}
      </Typography>
      <Box
        component="img"
        src={slide.image.url}
        alt=""
        sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 1, me: 1.5, flexShrink: 0 }}
      />
      <Typography noWrap sx={{ opacity: slide.active ? 1 : 0.6 }}>
        {slide.title}
        {!slide.active && ` (${t('hidden')})`}
      </Typography>
    </ListItem>
  )
}

function OrderList({ slides, onSaved }: { slides: Slide[]; onSaved: () => void }) {
  const { t } = useTranslation('sliders')
  const { number } = useFormat()
  const reorder = useReorderSlides()
  const [order, setOrder] = useState(slides)
  const [announcement, setAnnouncement] = useState('')
  const move = (index: number, by: -1 | 1) => {
    const next = [...order]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item!)
    setOrder(next)
    setAnnouncement(t('moved', { title: item!.title, position: number(index + by + 1) }))
  }
  const save = async () => {
    try {
      await reorder.mutateAsync(order.map((s) => s.id))
      toast.success(t('reordered'))
      onSaved()
    } catch (error) {
      toast.error(messageOf(error, t('reorderFailed')))
    }
  }
  return (
    <>
      <DialogContent>
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
        <List aria-label={t('orderList')}>
          {order.map((slide, index) => (
            <OrderItem
              key={slide.id}
              slide={slide}
              position={index + 1}
              first={index === 0}
              last={index === order.length - 1}
              onMove={(by) => move(index, by)}
            />
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSaved}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" disabled={reorder.isPending} onClick={() => void save()}>
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </>
  )
}

/** Puts the slides in order with up and down buttons (keyboard and screen-reader friendly). */
export function ReorderDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sliders')
  const id = useId()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const slides = useQuery(allSlidesQuery)
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={id}
    >
      <DialogTitle id={id}>{t('reorder')}</DialogTitle>
      {slides.isPending ? (
        <DialogContent>
          <Skeleton variant="rounded" height={200} />
        </DialogContent>
      ) : slides.isError ? (
        <DialogContent>
          <Alert severity="error">{messageOf(slides.error, t('loadFailed'))}</Alert>
        </DialogContent>
      ) : slides.data.length < 2 ? (
        <>
          <DialogContent>
            <Typography color="text.secondary">{t('reorderNothing')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common:actions.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <OrderList slides={slides.data} onSaved={onClose} />
      )}
    </Dialog>
  )
}
