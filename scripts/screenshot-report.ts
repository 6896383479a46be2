import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { repoRoot } from './bundle.js'
import { CHROMIUM_ARGS, headlessChromium } from './chromium.js'
import { runDemo } from './demo/run.js'

/**
 * Refreshes `docs/report.png`, the README's picture of the evidence report: runs the demo quietly, then
 * renders its HTML report in headless Chromium (`scripts/chromium.ts`: the dev dependency's build, or CHROMIUM_PATH).
 * Run it with `npm run build --silent && node dist/scripts/screenshot-report.js`.
 */
const VIEWPORT = { width: 1100, height: 1500 }

async function main(): Promise<number> {
  const lines: string[] = []
  const demo = await runDemo({ print: (line) => lines.push(line) })
  try {
    if (!demo.ok) {
      console.error(lines.join('\n'))
      return 1
    }
    const found = await headlessChromium()
    const browser = await chromium.launch({
      executablePath: found.executablePath,
      env: found.env,
      args: [...CHROMIUM_ARGS],
    })
    try {
      const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 })
      await page.goto(`file://${demo.workspace.reportPath}`)
      const out = join(repoRoot(), 'docs', 'report.png')
      await page.screenshot({ path: out, fullPage: false })
      console.log(out)
      return 0
    } finally {
      await browser.close()
    }
  } finally {
    rmSync(demo.workspace.dir, { recursive: true, force: true })
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
