import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The server-page tests run the whole app against a build whose server-side bundle is a stand-in that renders what
// it was given, so they see exactly what the server hands the render. The real bundle is covered end to end.
export const PUBLIC_URL = 'https://reelhire.example'
export const SHELL = '<!doctype html><html data-app-shell><body>the app shell</body></html>'
export const TEMPLATE =
  '<!doctype html><html data-prerendered lang="en"><head><meta charset="UTF-8" /><title>ReelHire</title>' +
  '</head><body><div id="root"></div><script>startTheApp()</script></body></html>'

/** A build dir with the app shell and, unless `bundle` is null, the given stand-in bundle and the page template. */
export function standInDistDir(bundle: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'reelhire-server-pages-'))
  writeFileSync(join(dir, 'app-shell.html'), SHELL)
  if (bundle !== null) {
    mkdirSync(join(dir, 'ssr'))
    writeFileSync(join(dir, 'ssr', 'entry-prerender.js'), bundle)
    writeFileSync(join(dir, 'ssr', 'page-template.html'), TEMPLATE)
  }
  return dir
}
