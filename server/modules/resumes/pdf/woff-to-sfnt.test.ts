import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fontDataUrl, woffToSfnt } from '@/entities/resume/templates/woff-to-sfnt'

const require = createRequire(import.meta.url)
const fontFile = (file: string) =>
  readFileSync(
    path.join(path.dirname(require.resolve('@fontsource/source-serif-4/package.json')), 'files', file),
  )

describe('woffToSfnt', () => {
  it('unpacks a WOFF font into a TrueType file with the same tables', () => {
    const woff = fontFile('source-serif-4-latin-ext-400-normal.woff')
    const sfnt = woffToSfnt(woff)
    const view = new DataView(sfnt.buffer)
    expect(view.getUint32(0)).toBe(0x00010000) // TrueType outlines
    const numTables = view.getUint16(4)
    expect(numTables).toBe(new DataView(woff.buffer, woff.byteOffset).getUint16(12))
    // The size the WOFF header announces for the unpacked font.
    expect(sfnt.byteLength).toBe(new DataView(woff.buffer, woff.byteOffset).getUint32(16))
    const tags = Array.from({ length: numTables }, (_, i) =>
      String.fromCharCode(...sfnt.subarray(12 + i * 16, 16 + i * 16)),
    )
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca']))
    expect(fontDataUrl(sfnt).startsWith('data:font/ttf;base64,AAEAAA')).toBe(true)
  })

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => woffToSfnt(fontFile('source-serif-4-latin-400-normal.woff2'))).toThrow('Not a WOFF 1.0 font')
    expect(() => woffToSfnt(new Uint8Array(10))).toThrow('Not a WOFF 1.0 font')
  })
})
