/** A company's name: what is shown while it has none, and which names mean "not named yet". */

export const DEFAULT_COMPANY_NAME = 'Unnamed Company'

/**
 * Names that mean "not named yet": such companies never appear in public lists, trending or counts (seed 2
 * §5). Compared trimmed, lower-cased and with runs of spaces made one.
 */
export const PLACEHOLDER_COMPANY_NAMES = [
  'unnamed company',
  'untitled company',
  'new company',
  'company name',
  'your company',
  'test company',
  'sample company',
  'example company',
  'demo company',
  'placeholder company',
] as const

/** A blank name counts as a placeholder too. */
export function isPlaceholderCompanyName(name: string | null | undefined): boolean {
  const text = (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ')
  return text === '' || (PLACEHOLDER_COMPANY_NAMES as readonly string[]).includes(text)
}

/** The name to show: the stored one, or 'Unnamed Company' when blank. */
export const companyDisplayName = (name: string | null | undefined) => name?.trim() || DEFAULT_COMPANY_NAME
