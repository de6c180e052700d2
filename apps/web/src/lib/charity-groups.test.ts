import { describe, expect, it } from 'vitest'
import { groupByCategory } from './charity-groups.ts'

const category = (id: number, title: string) => ({ id, title, description: null })
const type = (slug: string, category_id: number) => ({ slug, category_id })

describe('kinds of giving by category', () => {
  it('follows the categories’ order, keeps each kind’s order and leaves empty categories out', () => {
    const groups = groupByCategory(
      [type('sadaqa', 2), type('zakat', 1), type('general', 2), type('kaffara', 1)],
      [category(1, 'واجبات شرعی'), category(3, 'خالی'), category(2, 'کمک‌های عمومی')],
    )
    expect(groups.map((g) => [g.category?.title, g.types.map((t) => t.slug)])).toEqual([
      ['واجبات شرعی', ['zakat', 'kaffara']],
      ['کمک‌های عمومی', ['sadaqa', 'general']],
    ])
  })

  it('puts kinds of an unknown category last, without a category', () => {
    const groups = groupByCategory([type('nazr', 9), type('zakat', 1)], [category(1, 'واجبات')])
    expect(groups.map((g) => [g.category?.id ?? null, g.types.map((t) => t.slug)])).toEqual([
      [1, ['zakat']],
      [null, ['nazr']],
    ])
  })
})
