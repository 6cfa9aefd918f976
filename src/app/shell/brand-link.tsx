import { PlainLink } from '@/components/ui/app-link'
import { shellClass } from '@/components/static-css/shell'

/** The ReelHire mark, inline so it paints with the first frame (same drawing as public/favicon.svg). */
function BrandMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="rh-brand-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#rh-brand-fill)" />
      <path
        d="M21 47V17h11.5a9 9 0 0 1 0 18H21M32 35l10 12"
        fill="none"
        stroke="#fff"
        strokeWidth="6.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M41.5 16.5v10.6a1 1 0 0 0 1.5.87l8.2-5.3a1 1 0 0 0 0-1.7L43 15.6a1 1 0 0 0-1.5.9z"
        fill="#fbbf24"
      />
    </svg>
  )
}

export function BrandLink() {
  return (
    <PlainLink href="/" aria-label="ReelHire home" className={shellClass.brandLink}>
      <BrandMark />
      <span className={shellClass.brandName}>ReelHire</span>
    </PlainLink>
  )
}
