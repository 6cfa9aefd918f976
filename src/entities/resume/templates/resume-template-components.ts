import type { ReactElement } from 'react'
import { createElement } from 'react'
import type { JsonResume } from '@/api/resumes/json-resume'
import { ClassicTemplate } from './classic-template'
import { CompactTemplate } from './compact-template'
import { ModernTemplate } from './modern-template'
import { resolveResumeTemplate, type ResumeTemplateName } from './resume-template-names'

/** The one definition of each template, drawn by the server's export and the browser's download and preview. */
const TEMPLATE_COMPONENTS: Record<ResumeTemplateName, (props: { resume: JsonResume }) => ReactElement> = {
  classic: ClassicTemplate,
  modern: ModernTemplate,
  compact: CompactTemplate,
}

/** The PDF document of a resume in a template (the default one for an unknown name). */
export function resumeDocument(resume: JsonResume, template?: string | null): ReactElement {
  return createElement(TEMPLATE_COMPONENTS[resolveResumeTemplate(template)], { resume })
}
