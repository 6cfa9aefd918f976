import { bulletText, clip } from './text'

/** `Label: value` lines: the label names, then a separator (colon, bar or a spaced dash), then the value. */
const SEP = String.raw`\s*(?::|\||\s[-–—]\s)\s*`
const label = (names: string) => new RegExp(`^(?:${names})${SEP}(.+)$`, 'i')
export const TITLE_LABEL = label('job title|title|position|position title|role|job role|vacancy|opening|job')
const LOCATION_LABEL = label(
  '(?:job |work |office )?locations?|office|based in|city|where|place of work|duty station',
)
const EMPLOYMENT_LABEL = label(
  'employment type|job type|type of employment|employment|contract type|type of contract|contract|position type|type|engagement',
)
const SALARY_LABEL = label(
  'salary(?: range)?|compensation(?: range)?|pay(?: range| rate)?|base(?: salary| pay)?|remuneration|wage|rate|hourly rate|day rate|ote|package|salary band',
)
const WORK_SETTING_LABEL = label(
  'work setting|workplace(?: type)?|work(?:ing)? (?:type|model|arrangement|mode|style)|remote|location type|remote work|remote policy',
)

export function isAnyLabel(line: string): boolean {
  return [LOCATION_LABEL, EMPLOYMENT_LABEL, SALARY_LABEL, WORK_SETTING_LABEL].some((re) => re.test(line))
}

export type Labels = {
  location: string | null
  employment: string | null
  salary: string | null
  workSetting: string | null
}

/** `Location: Berlin`, `Job type: Full-time`, … anywhere in the text; the first of each wins. */
export function readLabels(lines: readonly string[], consumed: Set<number>): Labels {
  const labels: Labels = { location: null, employment: null, salary: null, workSetting: null }
  const take = (key: keyof Labels, re: RegExp, line: string, index: number) => {
    if (labels[key] !== null) return false
    const value = re.exec(line)?.[1]?.trim()
    if (!value || value.length > 200) return false
    labels[key] = key === 'workSetting' ? workSettingLabelValue(line, value) : value
    consumed.add(index)
    return true
  }
  lines.forEach((raw, index) => {
    if (consumed.has(index)) return
    const line = bulletText(raw) ?? raw
    if (line.length > 220) return
    // Order matters: "Remote: yes" is a work setting, "Location: Remote" a location.
    const order: [keyof Labels, RegExp][] = [
      ['workSetting', WORK_SETTING_LABEL],
      ['location', LOCATION_LABEL],
      ['salary', SALARY_LABEL],
      ['employment', EMPLOYMENT_LABEL],
    ]
    order.some(([key, re]) => take(key, re, line, index))
  })
  if (labels.location) labels.location = clip(labels.location.replace(/[.;]$/, ''), 200)
  return labels
}

/** "Remote: yes" answers the question the label asks. */
function workSettingLabelValue(line: string, value: string): string {
  if (!/^remote\b/i.test(line)) return value
  if (/^(?:yes|true|fully|100%)\b/i.test(value)) return 'Remote'
  if (/^(?:no|false)\b/i.test(value)) return 'On-site'
  return value
}
