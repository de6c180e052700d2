import { Stack, Tab, Tabs } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AnnouncementsTable } from '../components/announcements-table.tsx'
import { MessagesTable } from '../components/messages-table.tsx'

const TABS = ['messages', 'announcements'] as const
type TabName = (typeof TABS)[number]

/** `/dashboard/contact`: people's messages, and the announcements the charity posts to everyone. */
export default function ContactPage() {
  const { t } = useTranslation('contacts')
  const [params, setParams] = useSearchParams()
  const tab: TabName = params.get('tab') === 'announcements' ? 'announcements' : 'messages'

  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) =>
          setParams(value === 'messages' ? {} : { tab: value }, { replace: true })
        }
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tabs.${name}`)}
            id={`contact-tab-${name}`}
            aria-controls={`contact-panel-${name}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`contact-panel-${tab}`} aria-labelledby={`contact-tab-${tab}`}>
        {tab === 'messages' ? <MessagesTable /> : <AnnouncementsTable />}
      </div>
    </Stack>
  )
}
