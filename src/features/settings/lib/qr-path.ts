/**
 * A QR matrix (rows of dark = true modules) as one SVG path in module units: each run of dark modules in a row is
 * one rectangle. One path instead of a rect per module keeps the DOM small (a TOTP URI is ~1,000 modules) and
 * avoids hairline seams between neighbours.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < row.length && row[x]) x += 1
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`)
    }
  })
  return parts.join('')
}
