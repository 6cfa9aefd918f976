// Writes dist/prerendered/<page>.html for the public pages: the app shell (dist/index.html) with the page's HTML,
// title and description filled in. The server answers those paths with them. Every other route gets
// dist/app-shell.html: the shell around a loading placeholder, also what the service worker serves offline. Job
// pages are rendered by the server per request into dist/ssr/page-template.html (server/modules/server-pages).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { documentTitle, type PageMeta } from '../src/hooks/use-page-meta'
import { hoistEmotionStyles } from '../src/app/ssr/emotion-styles'
import {
  APP_SHELL_FILE,
  PAGE_TEMPLATE_FILE,
  PRERENDERED_DIR,
  prerenderedFileFor,
} from '../server/prerendered-pages'

/** Public pages that look the same for every visitor. */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/careers',
  '/for-recruiters',
  '/pricing',
  '/affiliate-program',
  '/help',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies',
] as const

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch)

/**
 * A prerendered page paints from HTML alone, so the app's scripts start only once the browser reports the first
 * contentful paint: requests begun earlier (a route can preload dozens of chunks, each answered on the main thread,
 * through the service worker when offline) compete with the page for a slow phone's main thread and bandwidth and
 * delay that paint. Fallbacks: 250 ms after the first frame (a browser without paint timing), 1 s (a hidden tab).
 * On an app shell that carries a last view (<template data-snapshot>, src/lib/page-snapshot/compose.ts) that paint
 * is the shell's: the loader then swaps the view in and starts the scripts a frame later (or after 100 ms, for a
 * hidden tab), so the view paints before the app's start-up work. The loader adds the entry's modulepreloads, the
 * route's preloads (scripts/vite-route-preload.ts) and the entry script, in that order. Until the app has hydrated
 * (<html data-hydrated>) it also holds back native form submissions, which would otherwise reload the page.
 * A button tapped before React attached (<html data-app-attached>, set by src/app/main.tsx) would do nothing — a
 * server-rendered page shows its buttons seconds before a slow phone has run the app — so the last such tap is
 * replayed once the page has hydrated, if that button is still on the page; any tap after React attached (React
 * handles it, and replays taps on parts still hydrating itself) cancels it, so a tap is never acted on twice.
 */
export function deferAppScripts(page: string): string {
  const entries: string[] = []
  const preloads: string[] = []
  let out = page.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g,
    (_tag, src: string) => {
      entries.push(src)
      return ''
    },
  )
  out = out.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
    preloads.push(href)
    return ''
  })
  let routePreloads = ''
  out = out.replace(/<script data-route-preload="([^"]+)">[\s\S]*?<\/script>\s*/, (_tag, src: string) => {
    routePreloads = src
    return ''
  })
  if (entries.length === 0) throw new Error('dist/index.html has no module entry script')
  if (!routePreloads)
    throw new Error('dist/index.html has no route preload script (scripts/vite-route-preload.ts)')
  const loader = `(function(e,p,r){function add(t,a){var n=document.createElement(t);for(var k in a)n[k]=a[k];document.head.appendChild(n)}var ran=false;function go(){if(ran)return;ran=true;p.forEach(function(h){add('link',{rel:'modulepreload',href:h,crossOrigin:''})});add('script',{src:r});e.forEach(function(s){add('script',{type:'module',src:s,crossOrigin:''})})}function show(){var t=document.querySelector('template[data-snapshot]');if(!t)return false;t.parentNode.replaceChildren(t.content);return true}var h=document.documentElement,tap=null;document.addEventListener('submit',function(v){if(!h.hasAttribute('data-hydrated'))v.preventDefault()},true);document.addEventListener('click',function(v){if(h.hasAttribute('data-app-attached')){tap=null;return}var b=v.target&&v.target.closest?v.target.closest('button'):null;tap=b&&!b.disabled?b:null},true);new MutationObserver(function(l,o){if(!h.hasAttribute('data-hydrated'))return;o.disconnect();var b=tap;tap=null;if(b&&b.isConnected)b.click()}).observe(h,{attributes:true,attributeFilter:['data-hydrated']});var started=false;function start(){if(started)return;started=true;if(show()){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,100)}else go()}try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true})}catch(x){}requestAnimationFrame(function(){setTimeout(start,250)});setTimeout(start,1000)})(${JSON.stringify(entries)},${JSON.stringify(preloads)},${JSON.stringify(routePreloads)})`
  return out
    .replace('<html lang="en"', '<html data-prerendered lang="en"')
    .replace('</body>', `<script>${loader}</script></body>`)
}

export function fillTemplate(template: string, html: string, meta: PageMeta | null): string {
  const { body, head } = hoistEmotionStyles(html)
  let page = template.replace('<div id="root"></div>', `<div id="root">${body}</div>`)
  if (!page.includes(body)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill')
  page = page.replace('</head>', `${head}</head>`)
  if (meta) {
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(meta.title))}</title>`)
    if (meta.description) {
      page = page.replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        `$1${escapeHtml(meta.description)}$2`,
      )
    }
    if (meta.noindex)
      page = page.replace('</head>', '<meta name="robots" content="noindex, nofollow" /></head>')
  }
  return page
}

/** The page template with the global CSS tag at the end of <head>, before the styles each page adds. */
export function withGlobalCss(template: string, globalCssTag: string): string {
  if (!template.includes('</head>')) throw new Error('dist/index.html has no </head>')
  return template.replace('</head>', `${globalCssTag}</head>`)
}

type RenderPage = (url: string) => Promise<{ html: string; meta: PageMeta | null; statusCode: number }>
type RenderAppShell = () => Promise<string>

/** The app-shell page: marked so the browser entry renders over it instead of hydrating it. */
export function appShellPage(template: string, html: string): string {
  return deferAppScripts(fillTemplate(template, html, null)).replace(
    '<html data-prerendered',
    '<html data-prerendered data-app-shell',
  )
}

export async function prerender(
  distDir: string,
  ssrEntry: string,
): Promise<{ pages: string[]; appShell: string }> {
  const { renderPage, renderAppShell, renderGlobalCssTag } = (await import(pathToFileURL(ssrEntry).href)) as {
    renderPage: RenderPage
    renderAppShell: RenderAppShell
    renderGlobalCssTag: () => string
  }
  // Every page written below carries Chakra's global CSS, so the app never inserts it (src/app/ssr/global-css.tsx).
  const template = withGlobalCss(readFileSync(path.join(distDir, 'index.html'), 'utf8'), renderGlobalCssTag())
  mkdirSync(path.join(distDir, PRERENDERED_DIR), { recursive: true })
  const written: string[] = []
  for (const urlPath of PRERENDERED_PATHS) {
    const { html, meta, statusCode } = await renderPage(urlPath)
    if (statusCode !== 200) throw new Error(`Prerendering ${urlPath} answered ${statusCode}`)
    const file = path.join(distDir, prerenderedFileFor(urlPath))
    writeFileSync(file, deferAppScripts(fillTemplate(template, html, meta)))
    written.push(file)
  }
  const appShell = path.join(distDir, APP_SHELL_FILE)
  writeFileSync(appShell, appShellPage(template, await renderAppShell()))
  // The page around the data pages the server renders per request (server/modules/server-pages): the same deferred
  // script loader as the prerendered pages (so the same CSP hash), with an empty root for the server to fill.
  mkdirSync(path.dirname(path.join(distDir, PAGE_TEMPLATE_FILE)), { recursive: true })
  writeFileSync(path.join(distDir, PAGE_TEMPLATE_FILE), deferAppScripts(template))
  return { pages: written, appShell }
}
