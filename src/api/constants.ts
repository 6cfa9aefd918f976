/** Business constants of both spec documents (seed 1 §9, seed 2 §9). */

export const SEAT_PRICE_USD_PER_MONTH = 9.95
/** Annual billing is 12 months at 20% off. */
export const ANNUAL_MONTHS = 12
export const ANNUAL_DISCOUNT_MULTIPLIER = 0.8
export const FREE_AI_REQUESTS_PER_MONTH = 10
export const CART_MIN_QUANTITY = 1
export const CART_MIN_USERS = 1
export const CART_MAX_USERS = 20

export const API_TIMEOUT_MS = 30_000
export const API_MAX_RETRIES = 3
export const API_BACKOFF_BASE_MS = 1_000
export const API_BACKOFF_CAP_MS = 10_000

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100
export const PAGINATION_OPTIONS = [12, 24, 48] as const
export const DEFAULT_DISCOVERY_PAGE_SIZE = 12
export const MAX_PAGE_BUTTONS = 7
export const COMPANY_JOBS_PAGE_SIZE = 20
export const TRENDING_COMPANIES_LIMIT = 10

export const SEARCH_DEBOUNCE_MS = 300
export const SEARCH_MIN_QUERY_LENGTH = 2

export const UPLOAD_MAX_BYTES = 10_485_760
export const HERO_UPLOAD_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const

export const HERO_ROTATION_MS = 6_000
export const HERO_SLIDE_COUNT = 3

export const TOKEN_REFRESH_THRESHOLD_SECONDS = 300
export const RESET_SUCCESS_REDIRECT_MS = 3_000
export const PERSONA_CONTINUE_DELAY_MS = 500
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60
export const EMAIL_LINK_TTL_HOURS = 24
export const TWO_FACTOR_CODE_LENGTH = 6
export const SIGNUP_PASSWORD_MIN = 6
export const RESET_PASSWORD_MIN = 8

export const COPYRIGHT_START_YEAR = 2024
export const MOBILE_BREAKPOINT_PX = 768

export const TOAST_MAX_VISIBLE = 3
export const TOAST_DURATION_MS = 5_000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_WIDTH_PX = 356
export const TOAST_GAP_PX = 14
export const TOAST_HOTKEY = 'F8'
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** Data query defaults: production vs elsewhere. */
export const QUERY_STALE_MS = 5 * 60_000
export const QUERY_GC_MS = 10 * 60_000

export const LOG_BUFFER_SIZE = 100
export const ERROR_SAMPLE_RATE = 0.1
export const PERFORMANCE_SAMPLE_RATE = 0.1
export const MEMORY_MONITOR_INTERVAL_MS = 60_000
export const WEB_VITAL_POOR_THRESHOLDS = { CLS: 0.1, FID: 100, FCP: 1800, LCP: 2500, TTFB: 800 } as const
export const METRICS_BUFFER_MAX = 1000
export const METRICS_BUFFER_TRIM_TO = 500

export const CACHE_TTL_DEFAULT_MS = 5 * 60_000
export const CACHE_TTL_SHORT_MS = 60_000
export const CACHE_TTL_LONG_MS = 60 * 60_000
export const CACHE_MAX_ENTRIES = 1000
