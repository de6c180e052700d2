// @vitest-environment jsdom
import { Grid } from '@mui/material'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { persian, renderApp } from '#test/render.tsx'
import { TitleSlugFields } from './title-slug-fields.tsx'

beforeAll(persian)

function Fields({ creating, slug = '' }: { creating: boolean; slug?: string }) {
  const form = useForm({ defaultValues: { title: '', slug } })
  return (
    <Grid container>
      <TitleSlugFields
        form={form}
        creating={creating}
        titleLabel="عنوان"
        slugLabel="نامک"
        hint={(address) => `نشانی: ${address}`}
        address={(s) => `/charity/create/${s}`}
        validateLive={vi.fn()}
      />
    </Grid>
  )
}

describe('TitleSlugFields', () => {
  it('makes a new record’s slug from its title and shows the address it makes', async () => {
    renderApp(<Fields creating />)
    expect(screen.getByText('نشانی: /charity/create/…')).toBeTruthy()
    await userEvent.type(screen.getByLabelText('عنوان'), 'Orphan care')
    expect((screen.getByLabelText('نامک') as HTMLInputElement).value).toBe('orphan-care')
    expect(screen.getByText('نشانی: /charity/create/orphan-care')).toBeTruthy()
  })

  it('keeps an existing record’s address when its title changes', async () => {
    renderApp(<Fields creating={false} slug="sadaqa" />)
    await userEvent.type(screen.getByLabelText('عنوان'), 'New name')
    expect((screen.getByLabelText('نامک') as HTMLInputElement).value).toBe('sadaqa')
  })
})
