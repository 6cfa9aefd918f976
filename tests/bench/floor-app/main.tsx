// The floor page in the browser: the HTML arrives prerendered (styles inline), and hydration waits until the page
// has loaded and the main thread is idle, so it does not compete with the first paint.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { FloorApp } from './app'

function hydrate() {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <FloorApp />
    </StrictMode>,
  )
}

const whenIdle = () =>
  'requestIdleCallback' in window ? requestIdleCallback(hydrate) : setTimeout(hydrate, 1)
if (document.readyState === 'complete') whenIdle()
else addEventListener('load', whenIdle, { once: true })
