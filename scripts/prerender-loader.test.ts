// @vitest-environment happy-dom
// The loader deferAppScripts() writes into prerendered pages and the app shell: it starts the app's scripts after
// the first paint and, on a shell that carries a last view, swaps the view in first and the scripts a frame later.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferAppScripts } from './prerender'

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>ReelHire</title>' +
  '<script data-route-preload="/assets/route-preload-abc.js">(function(m){})({})</script>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">' +
  '</head><body><div id="root"></div></body></html>'

function loaderOf(page: string): string {
  const match = /<script>([\s\S]*?)<\/script><\/body>/.exec(page)
  if (!match?.[1]) throw new Error('no loader before </body>')
  return match[1]
}

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

describe('the prerendered pages’ loader', () => {
  const page = deferAppScripts(TEMPLATE)

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    document.head.innerHTML = ''
  })
  afterEach(() => vi.useRealTimers())

  it('moves the inline route map out of the page and names its file instead', () => {
    expect(page).not.toContain('data-route-preload')
    expect(page).not.toContain('(function(m){})({})')
    expect(loaderOf(page)).toContain('"/assets/route-preload-abc.js"')
    expect(page).toMatch(/^<!doctype html><html data-prerendered lang="en">/)
  })

  it('starts the scripts at once when there is no last view to show', () => {
    document.body.innerHTML = '<main id="main-content"><p>Page</p></main>'
    new Function(loaderOf(page))()
    expect(scripts()).toEqual([])
    vi.advanceTimersByTime(1000)
    expect(preloads()).toEqual(['/assets/vendor-2.js'])
    expect(scripts()).toEqual(['/assets/route-preload-abc.js', '/assets/index-1.js'])
  })

  it('swaps the last view in for the placeholder first, and starts the scripts after it', () => {
    document.body.innerHTML =
      '<main id="main-content" inert><template data-snapshot><style data-snapshot>.x{}</style>' +
      '<h1>Jobs</h1></template><div aria-busy="true">Loading…</div></main>'
    new Function(loaderOf(page))()
    const main = document.getElementById('main-content')
    expect(main?.querySelector('[aria-busy]')).not.toBeNull()
    expect(main?.querySelector('h1')).toBeNull()

    // No paint timing here: the loader starts 250 ms after the first frame (fake frames every 16 ms).
    vi.advanceTimersByTime(270)
    expect(main?.querySelector('h1')?.textContent).toBe('Jobs')
    expect(main?.querySelector('style[data-snapshot]')).not.toBeNull()
    expect(main?.querySelector('template, [aria-busy]')).toBeNull()
    expect(scripts()).toEqual([])

    vi.advanceTimersByTime(16) // the next frame
    expect(scripts()).toEqual(['/assets/route-preload-abc.js', '/assets/index-1.js'])
    vi.advanceTimersByTime(1000)
    expect(scripts()).toHaveLength(2)
  })
})

describe('a tap before the app attached', () => {
  const page = deferAppScripts(TEMPLATE)
  const html = document.documentElement
  let saves: number

  beforeEach(() => {
    html.removeAttribute('data-app-attached')
    html.removeAttribute('data-hydrated')
    document.head.innerHTML = ''
    document.body.innerHTML =
      '<main><button type="button" id="save">Save</button><a href="#x">Link</a></main>'
    saves = 0
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    // What React would do once attached: act on the button's clicks.
    document.getElementById('save')!.addEventListener('click', () => {
      if (html.hasAttribute('data-app-attached')) saves++
    })
    new Function(loaderOf(page))()
  })
  afterEach(() => vi.useRealTimers())

  const attach = () => html.setAttribute('data-app-attached', '')
  const hydrate = async () => {
    html.setAttribute('data-hydrated', '')
    await Promise.resolve() // mutation observers run as microtasks
  }

  it('is replayed once the page has hydrated, on the same button', async () => {
    document.getElementById('save')!.click()
    attach()
    expect(saves).toBe(0)
    await hydrate()
    expect(saves).toBe(1)
  })

  it('is dropped when the user taps again after React attached (React handles that tap)', async () => {
    document.getElementById('save')!.click()
    attach()
    document.getElementById('save')!.click()
    await hydrate()
    expect(saves).toBe(1)
  })

  it('is dropped when the button is no longer on the page (the app rendered over it)', async () => {
    const early = document.getElementById('save')!
    early.click()
    attach()
    early.remove()
    await hydrate()
    expect(saves).toBe(0)
  })
})
