import type { ReactNode } from 'react'

/**
 * A lucide icon drawn from its own shapes (24×24, 2 px stroke), for start-up paths where importing an icon
 * component would pull icon code into the first bundle.
 */
export function InlineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}
