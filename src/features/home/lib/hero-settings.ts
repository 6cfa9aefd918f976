/** The home hero shows 3 slides and moves to the next one every 6 seconds (spec: "Home hero"). */
export const HERO_ROTATION_MS = 6_000
export const HERO_SLIDE_COUNT = 3
