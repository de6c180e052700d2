import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const [pathArg, runs = '5', ...bases] = process.argv.slice(2)
const res = Object.fromEntries(bases.map((b) => [b, []]))
for (let i = 0; i < Number(runs); i++) for (const base of bases) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
  try {
    const r = await lighthouse(base + pathArg, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const a = r.lhr.audits
    res[base].push([Math.round(a['total-blocking-time'].numericValue), Math.round(r.lhr.categories.performance.score * 100), r.lhr.runtimeError?.code ?? ''])
  } finally { await chrome.kill() }
}
const med = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] }
for (const b of bases) console.log(b, pathArg, 'TBT', res[b].map((r) => r[0]).join(' '), 'median', med(res[b].map((r) => r[0])), 'score med', med(res[b].map((r) => r[1])), res[b].map(r=>r[2]).filter(Boolean).join(','))
