import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { shellClass } from '@/components/static-css/shell'

/**
 * The bottom bar's "More" slot, drawn like the links beside it. Both the look-alike placeholder and the real menu
 * trigger (which passes aria-expanded and its handlers through) render this one button.
 */
export const BottomBarMoreButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function BottomBarMoreButton({ className, ...props }, ref) {
    // The menu trigger passes its own class too (asChild); both apply.
    const classes = className ? `${shellClass.bottomBarItem} ${className}` : shellClass.bottomBarItem
    return (
      <button ref={ref} type="button" {...props} className={classes}>
        {/* Lucide's Ellipsis, inline: this placeholder is in the start-up chunk and should not pull in more icons. */}
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="1" />
          <circle cx="19" cy="12" r="1" />
          <circle cx="5" cy="12" r="1" />
        </svg>
        <span>More</span>
      </button>
    )
  },
)
