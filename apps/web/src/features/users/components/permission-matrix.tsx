import type { PermissionCatalogue } from '@kheyr/contracts/users'
import {
  Alert,
  Box,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'

const ACTIONS = ['view', 'create', 'update', 'delete'] as const
const isCommon = (action: string) => (ACTIONS as readonly string[]).includes(action)

type Toggle = (names: string[], on: boolean) => void

/** One permission group: all of it, its four common actions, then any others it has. */
function GroupRow({
  group,
  permissions,
  selected,
  toggle,
}: PermissionCatalogue[number] & { selected: Set<string>; toggle: Toggle }) {
  const { t } = useTranslation('users')
  const names = permissions.map((p) => p.name)
  const all = names.every((n) => selected.has(n))
  const some = names.some((n) => selected.has(n))
  const groupLabel = t(`groups.${group}`)
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {groupLabel}
        </Typography>
      </TableCell>
      <TableCell padding="checkbox">
        <Checkbox
          checked={all}
          indeterminate={some && !all}
          onChange={(_, on) => toggle(names, on)}
          slotProps={{ input: { 'aria-label': t('allOf', { group: groupLabel }) } }}
        />
      </TableCell>
      {ACTIONS.map((action) => (
        <TableCell key={action} padding="checkbox" align="center">
          <Checkbox
            checked={selected.has(`${group}.${action}`)}
            onChange={(_, on) => toggle([`${group}.${action}`], on)}
            slotProps={{
              input: { 'aria-label': `${groupLabel}: ${t(`actions.${action}`)}` },
            }}
          />
        </TableCell>
      ))}
      <TableCell>
        {permissions
          .filter((p) => !isCommon(p.action))
          .map((p) => (
            <Box
              key={p.name}
              component="label"
              sx={{ display: 'inline-flex', alignItems: 'center', me: 1 }}
            >
              <Checkbox
                size="small"
                checked={selected.has(p.name)}
                onChange={(_, on) => toggle([p.name], on)}
              />
              <Typography variant="body2">{t(`actions.${p.action}`)}</Typography>
            </Box>
          ))}
      </TableCell>
    </TableRow>
  )
}

/** A role's permissions as a matrix: one row per group, one column per action. */
export function PermissionMatrix({
  catalogue,
  value,
  onChange,
  error,
}: {
  catalogue: PermissionCatalogue
  value: string[]
  onChange: (next: string[]) => void
  error?: string
}) {
  const { t } = useTranslation('users')
  const selected = new Set(value)
  const toggle: Toggle = (names, on) => {
    const next = new Set(selected)
    for (const n of names) {
      if (on) next.add(n)
      else next.delete(n)
    }
    onChange([...next].sort())
  }
  return (
    <Box>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <TableContainer
        sx={{
          maxHeight: { xs: 'none', sm: 440 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Table size="small" stickyHeader aria-label={t('permissions')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('group')}</TableCell>
              <TableCell padding="checkbox">{t('all')}</TableCell>
              {ACTIONS.map((a) => (
                <TableCell key={a} padding="checkbox" align="center">
                  {t(`actions.${a}`)}
                </TableCell>
              ))}
              <TableCell>{t('more')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {catalogue.map((entry) => (
              <GroupRow key={entry.group} {...entry} selected={selected} toggle={toggle} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  )
}
