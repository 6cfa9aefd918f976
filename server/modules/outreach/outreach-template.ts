import { Liquid, type FS } from 'liquidjs'
import { ErrorCode } from '@/api/errors'
import { OUTREACH_TEXTS, TEMPLATE_VARIABLES, type TemplateVariable } from '@/api/outreach/outreach-fields'
import { AppError } from '../../core/app-error'

export type TemplateValues = Record<TemplateVariable, string>

/** No template ever reads a file: include, render and layout find nothing, whatever the name. */
const noFiles: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => Promise.reject(new Error('templates cannot include files')),
  readFileSync: () => {
    throw new Error('templates cannot include files')
  },
  resolve: (_dir, file) => file,
  contains: async () => false,
  containsSync: () => false,
}

/**
 * The sandbox: no file system (and the tags that would use one removed), unknown filters and variables are
 * errors, only own properties of the values are readable, and parse and render time and memory are bounded —
 * a recruiter's template cannot read the server's files or stall the worker. Output is plain text: the HTML
 * part escapes all of it (outreach-mail.ts), so neither a template nor a recipient's name can inject markup.
 */
const engine = new Liquid({
  fs: noFiles,
  root: [],
  partials: [],
  layouts: [],
  relativeReference: false,
  dynamicPartials: false,
  strictFilters: true,
  strictVariables: true,
  ownPropertyOnly: true,
  parseLimit: 20_000,
  renderLimit: 200,
  memoryLimit: 1_000_000,
})
for (const tag of ['include', 'render', 'layout', 'block']) delete engine.tags[tag]

/** Sample values: every variable set, so validation catches unknown names (strictVariables). */
const SAMPLE: TemplateValues = Object.fromEntries(
  Object.keys(TEMPLATE_VARIABLES).map((name) => [name, 'x']),
) as TemplateValues

/** Renders one template with these values; throws the template's own error. */
export async function renderTemplate(source: string, values: TemplateValues): Promise<string> {
  const output: unknown = await engine.parseAndRender(source, values)
  return String(output)
}

/** A 400 naming the field when a template does not parse or uses an unknown variable, filter or tag. */
export async function assertTemplate(source: string, path: string): Promise<void> {
  try {
    await renderTemplate(source, SAMPLE)
  } catch (error) {
    const detail = error instanceof Error ? error.message.split(', line:')[0] : ''
    const message = `${OUTREACH_TEXTS.templateInvalid}: ${detail}`.slice(0, 300)
    throw new AppError(ErrorCode.VALIDATION_ERROR, { message, details: { issues: [{ path, message }] } })
  }
}
