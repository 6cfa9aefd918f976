import { FAMILY_KEYS, JOB_FAMILIES, type FamilyKey } from './sample-data/job-families'

/** The level words a sample title may start with, and the suffix of an internship. */
const TITLE_PREFIXES = ['Junior ', 'Senior ', 'Lead ', 'Principal ', 'Entry-Level ']
const INTERN_SUFFIX = ' Intern'

/** The family of a sample job title ('Senior Data Engineer' → engineering); null for any other title. */
export function familyOfTitle(title: string): FamilyKey | null {
  let role = title.endsWith(INTERN_SUFFIX) ? title.slice(0, -INTERN_SUFFIX.length) : title
  const prefix = TITLE_PREFIXES.find((word) => role.startsWith(word))
  if (prefix) role = role.slice(prefix.length)
  return FAMILY_KEYS.find((key) => JOB_FAMILIES[key].roles.includes(role)) ?? null
}
