import { charityIcon } from '@kheyr/contracts/charity-icons'
import { Box, type SxProps, type Theme } from '@mui/material'

/** Where a kind of giving's icon is served (one of the curated set, else the default). */
export const charityIconSrc = (name: string | null | undefined) =>
  `/charity-icons/${charityIcon(name)}.svg`

/**
 * A kind of giving's icon, as a picture: public pages carry no icon code for it. Decorative:
 * the kind's title beside it says what it is.
 */
export function CharityIcon({
  name,
  size = 32,
  sx,
}: {
  name: string | null | undefined
  size?: number
  sx?: SxProps<Theme>
}) {
  return (
    <Box
      component="img"
      src={charityIconSrc(name)}
      alt=""
      width={size}
      height={size}
      sx={[{ display: 'block', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  )
}
