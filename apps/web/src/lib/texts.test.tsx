// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { memo, useEffect } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { textsIn } from './i18n.ts'
import {
  addNamespace,
  createTexts,
  hasNamespace,
  i18n,
  TextsProvider,
  useTranslation,
  withPart,
  type Texts,
  type TFunction,
} from './texts.ts'

const FSI = '\u2068'
const PDI = '\u2069'

beforeAll(() => {
  addNamespace('fa', 'test', {
    inMemory: 'به یاد {{name}}.',
    donors_one: '{{n}} نیکوکار',
    donors_other: '{{n}} نیکوکار',
    position: '{{n}} از {{count}}',
    onlyInPersian: 'فقط فارسی',
    player: { play: 'پخش', rewind: 'عقب {seektime} ثانیه' },
    deep: { er: { text: 'ژرف' } },
  })
  addNamespace('en', 'test', {
    inMemory: 'In memory of {{name}}.',
    donors_one: 'one donor',
    donors_other: '{{n}} donors',
    position: '{{n}} of {{count}}',
    player: { play: 'Play', rewind: 'Rewind {seektime}s' },
    deep: { er: { text: 'deep' } },
  })
  addNamespace('fa', 'other', { greeting: 'سلام {{name}}' })
  addNamespace('en', 'other', { greeting: 'Hello {{name}}' })
})

afterEach(() => {
  vi.restoreAllMocks()
  i18n.changeLanguage('fa')
})

const fa = createTexts('fa').getFixedT('fa', 'test')
const en = createTexts('en').getFixedT('en', 'test')

describe('reading a text', () => {
  it('puts values in as they are, leaving a placeholder no value was given for', () => {
    expect(en('inMemory', { name: '<b>Tom & Jerry</b>' })).toBe('In memory of <b>Tom & Jerry</b>.')
    expect(en('position', { n: 3, count: 5 })).toBe('3 of 5')
    expect(en('inMemory')).toBe('In memory of {{name}}.')
    expect(en('inMemory', { name: undefined })).toBe('In memory of .')
  })

  it('reads nested keys, and another namespace named before the key', () => {
    expect(fa('deep.er.text')).toBe('ژرف')
    expect(en('other:greeting', { name: 'Sara' })).toBe('Hello Sara')
    expect(createTexts('en').t('test:deep.er.text')).toBe('deep')
  })

  it('chooses the plural form by a numeric count, by each language’s rules', () => {
    expect(en('donors', { count: 1, n: '1' })).toBe('one donor')
    expect(en('donors', { count: 0, n: '0' })).toBe('0 donors')
    expect(en('donors', { count: 2, n: '2' })).toBe('2 donors')
    // Persian says "one" of zero too (CLDR: i = 0 or n = 1).
    expect(fa('donors', { count: 0, n: '۰' })).toBe('۰ نیکوکار')
    expect(fa('donors', { count: 7, n: '۷' })).toBe('۷ نیکوکار')
  })

  it('reads a key without plural forms as it is, and a count in words as a plain value', () => {
    expect(en('position', { n: 2, count: 4 })).toBe('2 of 4')
    expect(fa('position', { n: '۲', count: '۴' })).toBe('۲ از ۴')
  })

  it('isolates a Persian value in an English sentence only', () => {
    expect(en('inMemory', { name: 'حسن کریمی' })).toBe(`In memory of ${FSI}حسن کریمی${PDI}.`)
    expect(en('inMemory', { name: 'Hassan' })).toBe('In memory of Hassan.')
    expect(fa('inMemory', { name: 'حسن کریمی' })).toBe('به یاد حسن کریمی.')
  })

  it('falls back to Persian for a text English lacks', () => {
    expect(en('onlyInPersian')).toBe('فقط فارسی')
  })

  it('hands a group of texts over whole when asked to', () => {
    expect(en('player', { returnObjects: true })).toEqual({
      play: 'Play',
      rewind: 'Rewind {seektime}s',
    })
  })

  it('reports a missing text and shows its key, or the default given', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(en('nowhere.near')).toBe('nowhere.near')
    expect(error).toHaveBeenLastCalledWith('Missing text test:nowhere.near')
    expect(fa('gateways.unknown', { defaultValue: 'درگاه {{n}}', n: '۲' })).toBe('درگاه ۲')
    expect(error).toHaveBeenLastCalledWith('Missing text test:gateways.unknown')
    expect(en('absent:key')).toBe('key')
    expect(error).toHaveBeenLastCalledWith('Missing text absent:key')
  })

  it('tells whether a text exists without reporting it', () => {
    const error = vi.spyOn(console, 'error')
    const texts = createTexts('en')
    expect(texts.exists('test:deep.er.text')).toBe(true)
    expect(texts.exists('test:deep.nothing')).toBe(false)
    expect(texts.exists('nothing.here')).toBe(false)
    expect(error).not.toHaveBeenCalled()
    expect(texts.dir()).toBe('ltr')
    expect(createTexts('fa').dir()).toBe('rtl')
  })

  it('draws the one tagged part of a text by the caller’s element', () => {
    const html = renderToString(
      <p>
        {withPart(fa('other:greeting', { name: '<b>x</b>' }), 'b', (inner) => (
          <i>{inner}</i>
        ))}
      </p>,
    )
    expect(html).toBe('<p>سلام <i>x</i></p>')
    expect(withPart('no tag here', 'b', () => null)).toBe('no tag here')
  })
})

function Donors({ count, onT }: { count: number; onT?: (t: TFunction) => void }) {
  const { t, i18n } = useTranslation('test')
  useEffect(() => onT?.(t), [t, onT])
  return (
    <p lang={i18n.language}>
      {t('donors', { count, n: String(count) })} · {t('other:greeting', { name: 'Ali' })}
    </p>
  )
}

describe('useTranslation', () => {
  it('renders again in the new language when the browser’s choice changes, memo or not', () => {
    const Kept = memo(Donors)
    const seen: TFunction[] = []
    render(<Kept count={2} onT={(t) => seen.push(t)} />)
    expect(screen.getByText('2 نیکوکار · سلام Ali').getAttribute('lang')).toBe('fa')

    act(() => i18n.changeLanguage('en'))
    expect(screen.getByText('2 donors · Hello Ali').getAttribute('lang')).toBe('en')
    act(() => i18n.changeLanguage('fa'))
    expect(screen.getByText('2 نیکوکار · سلام Ali')).toBeTruthy()
    // One `t` per language: effects that depend on it run again only when the language changes.
    expect(seen).toHaveLength(3)
  })

  it('keeps the same t between renders in one language', () => {
    const seen: TFunction[] = []
    const onT = (t: TFunction) => seen.push(t)
    const { rerender } = render(<Donors count={1} onT={onT} />)
    rerender(<Donors count={3} onT={onT} />)
    expect(seen).toHaveLength(1)
  })

  it('reads the namespace it names, without waiting for one the route did not load', () => {
    // The route loads a page's namespaces before it renders (vite.page-texts.ts); a text read
    // from one it missed is reported, as i18next without a loading backend did.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Unloaded() {
      const { t } = useTranslation('not-loaded')
      return <p>{t('title')}</p>
    }
    render(<Unloaded />)
    expect(hasNamespace('fa', 'not-loaded')).toBe(false)
    expect(screen.getByText('title')).toBeTruthy()
    expect(error).toHaveBeenCalledWith('Missing text not-loaded:title')
  })
})

describe('the server render’s instances', () => {
  it('render each page in its own language, whatever the browser’s instance says', () => {
    const serverFa = textsIn('fa')
    const serverEn = textsIn('en')
    i18n.changeLanguage('en')
    const page = (texts: Texts) =>
      renderToString(
        <TextsProvider value={texts}>
          <Donors count={1} />
        </TextsProvider>,
      )
    expect(page(serverFa)).toBe('<p lang="fa">1 نیکوکار · سلام Ali</p>')
    expect(page(serverEn)).toBe('<p lang="en">one donor · Hello Ali</p>')
    i18n.changeLanguage('fa')
    expect(serverEn.language).toBe('en')
    expect(page(serverEn)).toBe('<p lang="en">one donor · Hello Ali</p>')
  })

  it('never switch: a change of the browser’s language reaches only the browser’s instance', () => {
    const server = textsIn('en')
    // @ts-expect-error A server render's instance has no way to switch.
    void server.changeLanguage
    const listener = vi.fn()
    server.subscribe(listener)
    i18n.changeLanguage('en')
    i18n.changeLanguage('fa')
    expect(server.language).toBe('en')
    expect(listener).not.toHaveBeenCalled()
  })
})
