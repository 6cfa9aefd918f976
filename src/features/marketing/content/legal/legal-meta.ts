/** All three legal documents were last revised together. */
export const LEGAL_LAST_UPDATED = '2026-11-01'
export const PRIVACY_EMAIL = 'privacy@reelhire.app'
export const LEGAL_EMAIL = 'legal@reelhire.app'
