import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderHtml } from '../../../mcp-server/src/clients/report/html.js'
import { CHROMIUM_ARGS, headlessChromium } from '../../../scripts/chromium.js'
import { REPORT } from '../../support/report-model.js'
import { tempDir } from '../../support/store.js'

describe('html report', () => {
  it('is one self-contained page with every untrusted string escaped', () => {
    const html = renderHtml(REPORT)
    expect(html).not.toMatch(/<script|src=|href=|@import|url\(/i)
    expect(html).toContain('accepts 2024-02-29 &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('accepts &lt;b&gt;leap&lt;/b&gt; days')
  })

  describe('in headless Chromium', () => {
    let browser: Browser
    beforeAll(async () => {
      // The browser ships in a registry package (dev dependency @sparticuz/chromium): nothing to install.
      const found = await headlessChromium()
      browser = await chromium.launch({
        executablePath: found.executablePath,
        env: found.env,
        args: [...CHROMIUM_ARGS],
      })
    })
    afterAll(async () => {
      await browser?.close()
    })

    it('shows the timeline in order with the failing assertion, and paints a non-blank page', async () => {
      const file = join(tempDir(), 'report.html')
      writeFileSync(file, renderHtml(REPORT))
      const page = await browser.newPage({ viewport: { width: 1200, height: 1400 } })
      await page.goto(`file://${file}`)
      const text = await page.innerText('body')
      expect(text).toContain('accepts 2024-02-29 <script>alert(1)</script>')
      const phases = await page.locator('.phase-name').allInnerTexts()
      expect(phases.map((p) => p.toLowerCase())).toEqual(['red', 'green', 'refactor'])
      expect(text).toContain('AssertionError: expected false to be true')
      expect(text).toContain('src/dates.test.ts:5:20')
      expect(text).toContain('refactor_without_passing_run')
      const timeline = page.locator('table.progress tr:not(:first-child)')
      expect(await timeline.locator('td:nth-child(2)').allInnerTexts()).toEqual([
        'goals_ready',
        'behavior_started',
        'phase_transition',
        'blocked',
        'phase_transition',
        'phase_transition',
        'behavior_completed',
        'session_complete',
      ])
      expect(await timeline.locator('td.fail').allInnerTexts()).toEqual(['blocked'])
      expect(await timeline.nth(1).locator('td:nth-child(3)').innerText()).toBe(
        '[G1.B1] accepts 2024-02-29 <script>alert(1)</script>',
      )
      // The coordinator: the plan's recipe, each worker change marked against the plan, the verdicts, the drift.
      expect(await page.locator('table.recipe td code').allInnerTexts()).toEqual([
        'test_when_day_is_feb_29_then_accepts_it',
      ])
      expect(text).toContain('excerpt: “A leap day <b>is</b> a date | always.”')
      const edits = page.locator('table.worker-edits tr:not(:first-child)')
      expect(await edits.locator('td:nth-child(5)').allInnerTexts()).toEqual([
        'inside the recipe tests',
        'outside the write set',
        'outside the write set',
        'inside the write set',
        'outside: verify changes no file',
      ])
      expect(await edits.locator('td.fail:nth-child(3)').allInnerTexts()).toEqual([
        'refused outside_write_set (CONTRACT_BREACH)',
        'refused implement_test_edit (TEST_WEAKENED)',
        'refused verify_worker_edit (CONTRACT_BREACH)',
      ])
      expect(await page.locator('table.verdicts td:nth-child(2)').allInnerTexts()).toEqual(['FAIL (failures)', 'PASS'])
      expect(await page.locator('table.drift td.pass').allInnerTexts()).toEqual(['clean (exit 0)'])
      expect(await page.locator('script').count()).toBe(0)
      const png = PNG.sync.read(await page.screenshot({ fullPage: false }))
      const colours = new Set<number>()
      for (let i = 0; i < png.data.length; i += 4 * 97) colours.add(png.data.readUInt32BE(i))
      expect(colours.size).toBeGreaterThan(10)
      await page.close()
    })

    it('draws every arrow as ink whatever the fonts, and keeps "→" in the text', async () => {
      const file = join(tempDir(), 'report.html')
      writeFileSync(file, renderHtml(REPORT))
      const page = await browser.newPage({ viewport: { width: 1200, height: 1400 } })
      await page.goto(`file://${file}`)
      const text = await page.innerText('body')
      expect(text).toContain('red → refactor')
      expect(text).toContain('2026-11-30T00:00:10.000Z → 2026-11-30T00:01:00.000Z')
      expect(await page.locator('table.progress td:nth-child(5)').allInnerTexts()).toContain('red → green')
      // A text copy of a drawn arrow gives the character.
      const copied = await page
        .locator('td:has(.arrow)')
        .first()
        .evaluate((cell) => {
          const selection = cell.ownerDocument.getSelection()
          selection?.selectAllChildren(cell)
          return selection?.toString()
        })
      expect(copied).toBe('red → refactor')
      // Every "→" the text holds is drawn: 3 phase ranges, 1 denied move, 3 transitions in the timeline.
      const arrows = page.locator('.arrow')
      expect(text.match(/→/g)).toHaveLength(7)
      expect(await arrows.count()).toBe(7)
      for (const arrow of await arrows.all()) {
        const png = PNG.sync.read(await arrow.screenshot())
        let ink = 0
        for (let i = 0; i < png.data.length; i += 4) if ((png.data[i] ?? 255) < 160) ink += 1
        expect(ink).toBeGreaterThan(8)
      }
      await page.close()
    })
  })
})
