import { unzlibSync } from 'fflate'

/**
 * Unpacks a WOFF 1.0 font into the plain TrueType/OpenType file it wraps. The PDF renderer's font engine reads
 * WOFF, but inflates a table again on every access (each glyph looked up re-inflates the whole glyf table),
 * which made a two-page resume take over a second; fed the unpacked font, it reads tables in place.
 * https://www.w3.org/TR/WOFF/ — header of 44 bytes, then 20 bytes per table; each table zlib-compressed unless
 * compressing did not help.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength)
  if (woff.byteLength < 44 || input.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font')
  const flavor = input.getUint32(4)
  const numTables = input.getUint16(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    const offset = input.getUint32(at + 4)
    const compLength = input.getUint32(at + 8)
    const origLength = input.getUint32(at + 12)
    const packed = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? unzlibSync(packed) : packed
    if (data.byteLength !== origLength) throw new Error('Corrupt WOFF table')
    return { tag: input.getUint32(at), checksum: input.getUint32(at + 16), data }
  })

  const headerLength = 12 + numTables * 16
  const size = tables.reduce((total, t) => total + align4(t.data.byteLength), headerLength)
  const sfnt = new Uint8Array(size)
  const out = new DataView(sfnt.buffer)
  // The binary-search fields of the offset table, as the OpenType specification defines them.
  const entrySelector = Math.floor(Math.log2(Math.max(1, numTables)))
  const searchRange = 2 ** entrySelector * 16
  out.setUint32(0, flavor)
  out.setUint16(4, numTables)
  out.setUint16(6, searchRange)
  out.setUint16(8, entrySelector)
  out.setUint16(10, numTables * 16 - searchRange)
  let offset = headerLength
  tables.forEach((table, i) => {
    const record = 12 + i * 16
    out.setUint32(record, table.tag)
    out.setUint32(record + 4, table.checksum)
    out.setUint32(record + 8, offset)
    out.setUint32(record + 12, table.data.byteLength)
    sfnt.set(table.data, offset)
    offset += align4(table.data.byteLength)
  })
  return sfnt
}

const align4 = (n: number) => (n + 3) & ~3

/** A font as the renderer's font registry takes it from memory: a base64 data URL. */
export function fontDataUrl(sfnt: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < sfnt.length; i += 0x8000) {
    binary += String.fromCharCode(...sfnt.subarray(i, i + 0x8000))
  }
  return `data:font/ttf;base64,${btoa(binary)}`
}
