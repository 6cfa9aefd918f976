const PAUSE_CSS = '*,*::before,*::after{transition:none!important}'
// If the theme class never changes (the new preference resolves to the theme already shown), stop waiting.
const GIVE_UP_MS = 1000

/**
 * Pauses every CSS transition until the root element's class next changes (next-themes switches the theme with a
 * `light`/`dark` class there) and the page has been styled with it, so all colours switch at once instead of some
 * fading for 150 ms. Returns a function that ends the pause early.
 */
export function pauseTransitionsUntilThemeChange(): () => void {
  const root = document.documentElement
  const style = document.createElement('style')
  style.setAttribute('data-pause-transitions', '')
  style.textContent = PAUSE_CSS
  document.head.appendChild(style)

  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    observer.disconnect()
    clearTimeout(giveUp)
    // Style the page with the new theme while transitions are still off, then let them run again.
    window.getComputedStyle(document.body).getPropertyValue('color')
    style.remove()
  }
  const observer = new MutationObserver(end)
  observer.observe(root, { attributes: true, attributeFilter: ['class'] })
  const giveUp = setTimeout(end, GIVE_UP_MS)
  return end
}

/** True when the inline script next-themes renders into the page has already put the theme on the root element. */
export function hasThemeClass(root: Element = document.documentElement): boolean {
  return root.classList.contains('light') || root.classList.contains('dark')
}
