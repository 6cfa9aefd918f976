import type { DraftWorkSetting } from '@/api/job-import'

/** A labelled value or a title: hybrid, remote or on-site when it says so. */
export function workSettingFromLabel(value: string | null | undefined): DraftWorkSetting | null {
  if (!value) return null
  if (/\bhybrid\b/i.test(value)) return 'Hybrid'
  if (/\bremote\b|\bwork from home\b|\bWFH\b|\btelecommute|\banywhere\b/i.test(value)) return 'Remote'
  if (/\bon[- ]?site\b|\bin[- ]office\b|\bin[- ]person\b|\boffice[- ]based\b/i.test(value)) return 'Onsite'
  return null
}

const WORK_SETTING_PHRASES: readonly [DraftWorkSetting, RegExp][] = [
  [
    'Hybrid',
    /\bhybrid (?:role|position|job|working|work|model|schedule|setup|set-up|arrangement|opportunity)\b|\b\d(?:-\d)? days? (?:a|per) week (?:in|at) (?:the|our) office\b/i,
  ],
  [
    'Remote',
    /\b(?:fully|100%|completely|entirely) remote\b|\bremote[- ](?:first|only|friendly)\b|\bremote (?:position|role|job|opportunity)\b|\bthis (?:is a|role is|position is|job is) (?:fully )?remote\b|\bwork from (?:home|anywhere)\b/i,
  ],
  [
    'Onsite',
    /\b(?:on-?site|in-office|office-based) (?:role|position|job)\b|\bthis (?:is an?|role is|position is|job is) (?:on-?site|in-office|office-based)\b/i,
  ],
]

export function workSettingFromText(text: string): DraftWorkSetting | null {
  return WORK_SETTING_PHRASES.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}
