import { describe, expect, it } from 'vitest'
import { numberToPersianWords } from './words.ts'

describe('numberToPersianWords', () => {
  it.each([
    [0, 'صفر'],
    [7, 'هفت'],
    [15, 'پانزده'],
    [40, 'چهل'],
    [108, 'صد و هشت'],
    [1000, 'یک هزار'],
    [12500, 'دوازده هزار و پانصد'],
    [250000, 'دویست و پنجاه هزار'],
    [1_000_000, 'یک میلیون'],
    [3_205_010, 'سه میلیون و دویست و پنج هزار و ده'],
  ])('writes %d as «%s»', (n, words) => {
    expect(numberToPersianWords(n)).toBe(words)
  })
})
