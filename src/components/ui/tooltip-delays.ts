/**
 * A tooltip opens once the pointer has rested on its trigger for 700 ms; the spec's 300 ms skip delay is
 * used as its close delay (spec: "Toasts").
 */
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300
