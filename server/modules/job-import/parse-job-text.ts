import type { JobDraft } from '@/api/job-import'
import { employmentTypeFromLabel, employmentTypeFromText } from './employment-type'
import { readLabels } from './job-text-labels'
import { describe, sectionItems, splitSections } from './job-text-sections'
import { findTitle } from './job-text-title'
import { findSalary, parseSalary } from './salary'
import { findKnownSkills, mergeSkills, sectionSkills } from './skills'
import { clip, tidyText } from './text'
import { workSettingFromLabel, workSettingFromText } from './work-setting'

/** A draft without its source: what a text says about the job. */
export type ParsedJob = Omit<JobDraft, 'source'>

export const DESCRIPTION_MAX_CHARS = 20_000

/**
 * Heuristic reading of a job description in plain text (from a file, or a page without JobPosting data):
 * the title, the sections by their headings, bullets as list items, and location, employment type,
 * work setting and salary from labels and phrases. What it does not find stays empty or null.
 */
export function parseJobText(input: string): ParsedJob {
  const text = tidyText(input)
  const lines = text.split('\n')
  const consumed = new Set<number>()

  const title = findTitle(lines, consumed)
  const labels = readLabels(lines, consumed)
  const sections = splitSections(lines, consumed)

  const responsibilities = sectionItems(sections, 'responsibilities')
  const requirements = sectionItems(sections, 'requirements')
  const skills = mergeSkills(sectionSkills(sections), findKnownSkills(text))

  let description = describe(sections)
  if (!description) {
    description = tidyText(lines.filter((_, index) => !consumed.has(index)).join('\n'))
  }

  return {
    title,
    description: clip(description, DESCRIPTION_MAX_CHARS),
    responsibilities,
    requirements,
    skills,
    location: labels.location,
    employmentType:
      employmentTypeFromLabel(labels.employment) ??
      employmentTypeFromLabel(title) ??
      employmentTypeFromText(text),
    workSetting:
      workSettingFromLabel(labels.workSetting) ??
      workSettingFromLabel(labels.location) ??
      workSettingFromLabel(labels.employment) ??
      workSettingFromLabel(title) ??
      workSettingFromText(text),
    salary: (labels.salary ? parseSalary(labels.salary, true) : null) ?? findSalary(lines),
  }
}
