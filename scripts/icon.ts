import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PNG } from 'pngjs'
import { repoRoot } from './repo-root.js'

/**
 * `npm run icon`: the plugin's icon, `assets/icon.png` — a square PNG (`claude plugin validate` wants 512–2048 px,
 * under 2 MB): a green check mark, the accepted proof, on a dark rounded square. Drawn here, not by hand, so it
 * is reproducible (test/scripts/icon.test.ts holds the committed file to this drawing).
 */
export const ICON_FILE = join('assets', 'icon.png')
export const ICON_SIZE = 512

const BACKGROUND = [0x1e, 0x29, 0x3b] as const
const CHECK = [0x4a, 0xde, 0x80] as const
const CORNER = 104
const HALF_STROKE = 30
/** The check mark's two strokes, as a polyline in pixels. */
const MARK = [
  [146, 268],
  [222, 344],
  [370, 170],
] as const

/** Distance from (x, y) to the segment a–b. */
function segmentDistance(x: number, y: number, a: readonly number[], b: readonly number[]): number {
  const [ax = 0, ay = 0] = a
  const [bx = 0, by = 0] = b
  const dx = bx - ax
  const dy = by - ay
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
  return Math.hypot(x - ax - t * dx, y - ay - t * dy)
}

/** Coverage (0–1) of the rounded square at pixel centre (x, y): a signed distance, anti-aliased over one pixel. */
function squareCoverage(x: number, y: number): number {
  const half = ICON_SIZE / 2
  const qx = Math.abs(x - half) - (half - CORNER)
  const qy = Math.abs(y - half) - (half - CORNER)
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - CORNER
  return Math.max(0, Math.min(1, 0.5 - outside))
}

function markCoverage(x: number, y: number): number {
  const [first, second, third] = MARK
  const distance = Math.min(segmentDistance(x, y, first, second), segmentDistance(x, y, second, third))
  return Math.max(0, Math.min(1, HALF_STROKE + 0.5 - distance))
}

/** The icon's PNG bytes (deterministic). */
export function drawIcon(): Buffer {
  const png = new PNG({ width: ICON_SIZE, height: ICON_SIZE })
  for (let y = 0; y < ICON_SIZE; y++) {
    for (let x = 0; x < ICON_SIZE; x++) {
      const at = (y * ICON_SIZE + x) * 4
      const mark = markCoverage(x + 0.5, y + 0.5)
      for (let c = 0; c < 3; c++) {
        png.data[at + c] = Math.round((BACKGROUND[c] ?? 0) * (1 - mark) + (CHECK[c] ?? 0) * mark)
      }
      png.data[at + 3] = Math.round(255 * squareCoverage(x + 0.5, y + 0.5))
    }
  }
  return PNG.sync.write(png)
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = join(repoRoot(), ICON_FILE)
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, drawIcon())
  console.log(`icon written to ${out}`)
}
