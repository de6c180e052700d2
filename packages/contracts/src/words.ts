const ONES = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه']
const TEENS = [
  'ده',
  'یازده',
  'دوازده',
  'سیزده',
  'چهارده',
  'پانزده',
  'شانزده',
  'هفده',
  'هجده',
  'نوزده',
]
const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود']
const HUNDREDS = ['', 'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد']
const SCALES = ['', 'هزار', 'میلیون', 'میلیارد', 'هزار میلیارد']

function belowThousand(n: number): string {
  const parts: string[] = []
  const h = Math.floor(n / 100)
  const rest = n % 100
  if (h) parts.push(HUNDREDS[h]!)
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10]!)
  else {
    const t = Math.floor(rest / 10)
    const o = rest % 10
    if (t) parts.push(TENS[t]!)
    if (o) parts.push(ONES[o]!)
  }
  return parts.join(' و ')
}

/** A whole number in Persian words: 12500 → «دوازده هزار و پانصد». */
export function numberToPersianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return ''
  if (value === 0) return 'صفر'
  const groups: string[] = []
  let n = value
  for (let scale = 0; n > 0 && scale < SCALES.length; scale++) {
    const chunk = n % 1000
    if (chunk) groups.unshift([belowThousand(chunk), SCALES[scale]].filter(Boolean).join(' '))
    n = Math.floor(n / 1000)
  }
  return groups.join(' و ')
}
