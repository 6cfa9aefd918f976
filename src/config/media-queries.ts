/**
 * Chakra's `lg` breakpoint (64em = 1024 px) as a media query, for components that render something only on large
 * screens rather than hide it with CSS (the sidebar's expanded state, /jobs' filter column).
 */
export const LARGE_SCREEN_QUERY = '(min-width: 64em)'
