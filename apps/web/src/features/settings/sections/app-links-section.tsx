import { APP_STORES } from '@kheyr/contracts/settings'
import { useTranslation } from 'react-i18next'
import { LinkMapSection } from '../components/link-map-section.tsx'

export default function AppLinksSection() {
  const { t } = useTranslation('settings')
  return (
    <LinkMapSection
      section="app"
      known={APP_STORES}
      labelNamespace="apps"
      title={t('sections.app')}
      hint={t('app.hint')}
    />
  )
}
