// Renders every PNG icon from the one SVG logo (public/favicon.svg). Run by hand after changing
// the logo (`node scripts/generate-icons.mjs`); the PNGs are committed so installs never rasterize.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const source = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8')
const outDir = path.join(root, 'public/icons')

const defs = /<defs>[\s\S]*?<\/defs>/.exec(source)?.[0] ?? ''
const glyph = /<g id="glyph">[\s\S]*?<\/g>/.exec(source)?.[0]
const background = /<rect id="bg"[^>]*\/>/.exec(source)?.[0]
if (!glyph || !background) throw new Error('favicon.svg needs <rect id="bg"/> and <g id="glyph">')

// Full-bleed square: platforms that apply their own mask (Android maskable, iOS) need no corners.
const squareBg = background.replace(/\srx="[^"]*"/, '')

/** Full-bleed background with the glyph scaled about the centre (maskable safe zone = 80 %). */
function fullBleed(scale) {
  const offset = (64 - 64 * scale) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}${squareBg}<g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: source },
  { file: 'icon-512.png', size: 512, svg: source },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.86) },
]

mkdirSync(outDir, { recursive: true })
for (const icon of icons) {
  const png = new Resvg(icon.svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng()
  writeFileSync(path.join(outDir, icon.file), png)
  console.log(`public/icons/${icon.file} ${icon.size}×${icon.size} (${png.length} bytes)`)
}
