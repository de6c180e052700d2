import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]
for (let i = 0; i < 4; i++) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const l = r.lhr
  console.log(l.runtimeError?.code, l.runtimeError?.message?.slice(0, 200), l.audits['total-blocking-time'].numericValue, l.audits['first-contentful-paint'].numericValue, (l.runWarnings||[]).join(' | ').slice(0,300))
  await chrome.kill()
}
