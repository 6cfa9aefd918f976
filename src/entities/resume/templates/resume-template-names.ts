/**
 * The PDF templates a resume can be exported in: names, labels and the default. This file imports no PDF code,
 * so a template picker can list the choices without loading the renderer (which only the export, the download
 * and the live preview load).
 */
export const RESUME_TEMPLATES = [
  {
    name: 'classic',
    label: 'Classic',
    description: 'One serif column, centred header: calm and traditional.',
  },
  { name: 'modern', label: 'Modern', description: 'A coloured header band and accent headings, sans-serif.' },
  { name: 'compact', label: 'Compact', description: 'Dense two-column rows: more on each page.' },
] as const

export type ResumeTemplateName = (typeof RESUME_TEMPLATES)[number]['name']

export const DEFAULT_RESUME_TEMPLATE: ResumeTemplateName = 'classic'

export const RESUME_TEMPLATE_NAMES: readonly ResumeTemplateName[] = RESUME_TEMPLATES.map((t) => t.name)

export function isResumeTemplate(name: unknown): name is ResumeTemplateName {
  return typeof name === 'string' && (RESUME_TEMPLATE_NAMES as readonly string[]).includes(name)
}

/** The template to use for a requested name: the default for a missing or unknown one. */
export function resolveResumeTemplate(name: string | null | undefined): ResumeTemplateName {
  return isResumeTemplate(name) ? name : DEFAULT_RESUME_TEMPLATE
}
