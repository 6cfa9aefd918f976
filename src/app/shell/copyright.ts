/** The footer's copyright runs from this year to the current one. */
export const COPYRIGHT_START_YEAR = 2024
