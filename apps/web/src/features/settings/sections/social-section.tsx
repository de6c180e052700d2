import { SOCIAL_NETWORKS } from '@kheyr/contracts/settings'
import { useTranslation } from 'react-i18next'
import { LinkMapSection } from '../components/link-map-section.tsx'

export default function SocialSection() {
  const { t } = useTranslation('settings')
  return (
    <LinkMapSection
      section="social"
      known={SOCIAL_NETWORKS}
      labelNamespace="social"
      title={t('sections.social')}
      hint={t('social.hint')}
    />
  )
}
