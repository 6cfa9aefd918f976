import type { SyntheticEvent } from 'react'
import { companyDisplayName } from '@/api/companies/company-names'
import { companyLogoClass } from '@/components/static-css/job-card'

type Props = { name: string; logo: string | null | undefined; size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl' }

/** Initials as Chakra's Avatar made them: the first letters of the first and last words (upper-cased by CSS). */
function initialsOf(name: string) {
  const words = name.trim().split(' ')
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : ''
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0)
}

/** A logo that failed: hidden, so the initials under it show (and are read instead of the image's alt text). */
function showInitials(img: HTMLImageElement) {
  img.hidden = true
  img.previousElementSibling?.removeAttribute('aria-hidden')
}

/**
 * An image that failed before the page hydrated (React missed its error event then): done, yet no size. decode()
 * tells a broken image (rejects) from one with no intrinsic size, such as some SVGs (resolves).
 */
function checkLoaded(img: HTMLImageElement | null) {
  if (!img || !img.complete || img.naturalWidth > 0 || typeof img.decode !== 'function') return
  img.decode().catch(() => showInitials(img))
}

const onError = (event: SyntheticEvent<HTMLImageElement>) => showInitials(event.currentTarget)

/**
 * The company's logo, or its initials on the brand colour when it has none (or the image fails). Plain elements
 * with static classes (src/components/static-css/job-card.ts), no Chakra Avatar: a job list renders one per card.
 * The image lies over the initials, so they show until it has loaded and again if it fails.
 */
export function CompanyLogo({ name, logo, size = 'lg' }: Props) {
  const display = companyDisplayName(name)
  return (
    <span className={`${companyLogoClass.root} ${companyLogoClass[size]}`}>
      <span className={companyLogoClass.initials} aria-hidden={logo ? true : undefined}>
        {initialsOf(display)}
      </span>
      {logo ? (
        <img
          className={companyLogoClass.image}
          src={logo}
          alt={`${display} logo`}
          loading="lazy"
          draggable={false}
          referrerPolicy="no-referrer"
          ref={checkLoaded}
          onError={onError}
        />
      ) : null}
    </span>
  )
}
