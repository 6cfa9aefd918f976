import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { registerResumeFonts } from '@/entities/resume/templates/resume-fonts'
import { fontDataUrl, woffToSfnt } from '@/entities/resume/templates/woff-to-sfnt'

const require = createRequire(import.meta.url)

/**
 * The PDF fonts from node_modules (the @fontsource packages): read from disk and unpacked once per process,
 * nothing fetched. About 40 ms, on the first export only.
 */
export function registerServerResumeFonts(): void {
  registerResumeFonts((fontPackage, file) => {
    const dir = path.dirname(require.resolve(`@fontsource/${fontPackage}/package.json`))
    return fontDataUrl(woffToSfnt(readFileSync(path.join(dir, 'files', file))))
  })
}
