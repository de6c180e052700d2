import { Alert, Box, Skeleton, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material'
import { createElement, lazy, Suspense, useEffect, useId, useRef, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useSettingsSections, type SettingsSection } from '#lib/feature.ts'
import { useCan } from '#lib/session/user.ts'

// One lazy component per section, made once: each section downloads when its tab opens.
const components = new Map<string, ComponentType>()
function sectionComponent(section: SettingsSection) {
  if (!components.has(section.key)) components.set(section.key, lazy(section.load))
  return components.get(section.key)!
}

/** `/dashboard/settings`: every settings section the user may see, one tab each. */
export default function SettingsPage() {
  const { t } = useTranslation('settings')
  const can = useCan()
  const id = useId()
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true })
  const [params, setParams] = useSearchParams()
  const visible = useSettingsSections().filter((s) => s.permissions.some((p) => can(p)))
  const current = visible.find((s) => s.key === params.get('section')) ?? visible[0]
  const strip = useRef<HTMLDivElement>(null)
  // On a phone the tabs scroll sideways: the chosen one is brought into view, in the middle,
  // when the page opens on it (a link, a reload) and whenever it changes.
  useEffect(() => {
    if (wide) return
    const tab = strip.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    tab?.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [wide, current?.key])

  if (!current) return <Alert severity="info">{t('nothing')}</Alert>
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: { xs: 1.5, md: 3 },
        alignItems: 'flex-start',
      }}
    >
      <Tabs
        value={current.key}
        onChange={(_, key: string) => setParams({ section: key }, { replace: true })}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('sectionsLabel')}
        ref={strip}
        sx={
          wide
            ? {
                width: 220,
                flexShrink: 0,
                position: 'sticky',
                top: 80,
                borderInlineEnd: 1,
                borderColor: 'divider',
                '& .MuiTab-root': { alignItems: 'flex-start', textAlign: 'start', minHeight: 44 },
              }
            : { width: '100%', borderBottom: 1, borderColor: 'divider' }
        }
      >
        {visible.map((s) => (
          <Tab
            key={s.key}
            value={s.key}
            label={t(s.title)}
            id={`${id}-tab-${s.key}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${current.key}`}
        sx={{ flex: 1, minWidth: 0, width: '100%' }}
      >
        <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
          {createElement(sectionComponent(current), { key: current.key })}
        </Suspense>
      </Box>
    </Box>
  )
}
