import type { CharityTypeProps } from '@kheyr/contracts/props'
import { Card, CardActionArea, CardContent, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '#lib/format.ts'
import { paths } from '#lib/paths.ts'
import { CharityIcon } from './charity-icon.tsx'
import { useDataDir } from '#lib/data-dir.ts'

/**
 * A kind of giving, one tap from its form: its own icon (picked by staff), its title and the
 * least it takes ("from 5,000 toman"), so no single amount reads like a fixed price. Kinds always
 * sit under their category's heading (h3), so the card's title is an h4.
 */
export function CharityTypeCard({ type }: { type: CharityTypeProps }) {
  const { t } = useTranslation()
  const { money } = useFormat()
  const dataDir = useDataDir()
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={paths.charity.create(type.slug)}
        sx={{ height: '100%', alignItems: 'flex-start' }}
      >
        <CardContent>
          <CharityIcon name={type.icon} size={36} />
          <Typography component="h4" dir={dataDir} sx={{ fontWeight: 700, fontSize: 18, mt: 1 }}>
            {type.title}
          </Typography>
          {type.price.min_amount > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('charityCard.from', { amount: money(type.price.min_amount) })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  )
}
