/**
 * How toasts behave: at most 3 at once, each shown 5 seconds, 356 px wide with 14 px between
 * them; a swipe of 50 px dismisses one, and F8 moves focus to them (spec: "Toasts").
 */
export const TOAST_MAX_VISIBLE = 3
export const TOAST_DURATION_MS = 5_000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_WIDTH_PX = 356
export const TOAST_GAP_PX = 14
export const TOAST_HOTKEY = 'F8'
