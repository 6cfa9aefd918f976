import {
  Braces,
  Calculator,
  FileText,
  Gauge,
  type LucideIcon,
  Smile,
  Sparkles,
  Target,
  Wand2,
} from 'lucide-react'

/**
 * The eight AI tools (seed 1 §1, seed 2 §2), in the order /tools lists them. Each has a page at
 * /tools/<slug> (the capitalised /Tools/… spellings redirect there). One list, so /tools, the assistant and
 * the tool pages name the tools the same way.
 */
export const TOOL_SLUGS = [
  'sentiment-analysis',
  'job-resume-match',
  'ai-resume-scorer',
  'resume-optimizer',
  'salary-calculator',
  'summarize-resume',
  'pdf-to-json',
  'value-proposition',
] as const
export type ToolSlug = (typeof TOOL_SLUGS)[number]

export type Tool = {
  slug: ToolSlug
  /** The page path, /tools/<slug>. */
  path: `/tools/${ToolSlug}`
  title: string
  /** One line: what the tool does for the user. */
  description: string
  /** The lucide icon's name (for lists that store names) and the icon itself. */
  iconName: string
  icon: LucideIcon
}

const tool = (
  slug: ToolSlug,
  title: string,
  description: string,
  iconName: string,
  icon: LucideIcon,
): Tool => ({
  slug,
  path: `/tools/${slug}`,
  title,
  description,
  iconName,
  icon,
})

export const TOOLS: readonly Tool[] = [
  tool(
    'sentiment-analysis',
    'Sentiment Analysis',
    'How confident and positive your resume reads, with the words behind the score.',
    'Smile',
    Smile,
  ),
  tool(
    'job-resume-match',
    'Job-Resume Match',
    'How well a resume fits a job: matched and missing requirements, explained.',
    'Target',
    Target,
  ),
  tool(
    'ai-resume-scorer',
    'AI Resume Scorer',
    'An overall score and grade, category scores and quick wins, every point explained.',
    'Gauge',
    Gauge,
  ),
  tool(
    'resume-optimizer',
    'Resume Optimizer',
    'ATS compatibility issues, keyword gaps and trending skills for your industry.',
    'Wand2',
    Wand2,
  ),
  tool(
    'salary-calculator',
    'Salary Calculator',
    'Market pay for a role and location from public wage data, with negotiation tips.',
    'Calculator',
    Calculator,
  ),
  tool(
    'summarize-resume',
    'Summarize Resume',
    'A short summary of a resume, built from its own sentences.',
    'FileText',
    FileText,
  ),
  tool(
    'pdf-to-json',
    'PDF to JSON',
    'Read a resume file into structured JSON Resume, right on your device.',
    'Braces',
    Braces,
  ),
  tool(
    'value-proposition',
    'Value Proposition',
    'A short statement of what you offer a given job or employer.',
    'Sparkles',
    Sparkles,
  ),
]

export function toolBySlug(slug: string): Tool | undefined {
  return TOOLS.find((t) => t.slug === slug)
}

/** The tool of a slug that is known to be in the catalogue (a page's own slug). */
export function catalogTool(slug: ToolSlug): Tool {
  const found = toolBySlug(slug)
  if (!found) throw new Error(`Unknown tool ${slug}`)
  return found
}
