import { registerResumeFonts, resumeFontFiles } from './resume-fonts'
import { fontDataUrl, woffToSfnt } from './woff-to-sfnt'

/**
 * The PDF fonts in the browser: the build emits each @fontsource WOFF file as an asset (the service worker
 * precaches the build, so they load with no network), and they are fetched and unpacked once per page.
 */
const FONT_URLS: Record<string, string> = {
  ...import.meta.glob(
    '/node_modules/@fontsource/source-serif-4/files/*-{latin,latin-ext,greek,cyrillic,cyrillic-ext,vietnamese}-{400-normal,400-italic,700-normal}.woff',
    {
      query: '?url',
      import: 'default',
      eager: true,
    },
  ),
  ...import.meta.glob(
    '/node_modules/@fontsource/source-sans-3/files/*-{latin,latin-ext,greek,cyrillic,cyrillic-ext,vietnamese}-{400-normal,400-italic,700-normal}.woff',
    {
      query: '?url',
      import: 'default',
      eager: true,
    },
  ),
}

const urlOf = (file: string): string => {
  const entry = Object.entries(FONT_URLS).find(([path]) => path.endsWith(`/${file}`))
  if (!entry) throw new Error(`The PDF font ${file} is missing from the build`)
  return entry[1]
}

async function loadFont(file: string): Promise<[string, string]> {
  const response = await fetch(urlOf(file))
  if (!response.ok) throw new Error(`The PDF font ${file} could not be loaded (${response.status})`)
  return [file, fontDataUrl(woffToSfnt(new Uint8Array(await response.arrayBuffer())))]
}

let loading: Promise<void> | undefined

/** Fetches, unpacks and registers every PDF font once; a failed attempt is retried on the next call. */
export function registerBrowserResumeFonts(): Promise<void> {
  loading ??= Promise.all(resumeFontFiles().map(({ file }) => loadFont(file)))
    .then((fonts) => {
      const byFile = new Map(fonts)
      registerResumeFonts((_, file) => byFile.get(file) as string)
    })
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
