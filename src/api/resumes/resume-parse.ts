import * as v from 'valibot'

/**
 * Reading a resume file into JSON Resume (issue 14): POST /api/Resume/Parse (multipart), its content-text
 * variant POST /api/Resume/ParseText, and POST /api/Resume/CreateFromFile. The same parser
 * (src/entities/resume/parse) runs in the page, so a file dropped on /resumes/upload is read on the device.
 */

/** Seed 2 §9: "resume parse confidence reported as 0.8" — the confidence every parse reports. */
export const RESUME_PARSE_CONFIDENCE = 0.8

/** The multipart field that carries the file. */
export const RESUME_PARSE_FILE_FIELD = 'file'

/** The content-text variant's largest text: the same bound the file reader keeps of any file. */
export const RESUME_PARSE_TEXT_MAX = 200_000

/** The fields the parser fills, each with its own confidence (0–1) in `fields`. */
export const RESUME_PARSED_FIELDS = [
  'basics.name',
  'basics.label',
  'basics.email',
  'basics.phone',
  'basics.url',
  'basics.profiles',
  'basics.location',
  'basics.summary',
  'work',
  'education',
  'skills',
  'languages',
  'certificates',
  'projects',
  'volunteer',
  'awards',
  'publications',
  'interests',
  'references',
] as const
export type ResumeParsedField = (typeof RESUME_PARSED_FIELDS)[number]

export const RESUME_PARSE_TEXTS = {
  /** A readable file in which nothing of a resume was found: the `errorMessage` of a Parse. */
  nothingFound:
    'No resume details were found in that file. Check it is a resume, or fill in the form by hand.',
  contentRequired: 'Paste the resume’s text',
  fileRequired: 'Please choose a resume file',
} as const

const confidence = v.pipe(v.number(), v.minValue(0), v.maxValue(1))

/**
 * The answer of Parse and ParseText (seed 2 §7: "returns result JSON text and optional errorMessage"):
 * `result` is the JSON text of the JSON Resume found ("{}" when none); `errorMessage` says why nothing was
 * found, and the client shows it as it is (seed 2 §8). `confidence` is the spec's constant; `fields` rates
 * each field found (a pattern match such as an email rates higher than a guessed headline).
 */
export const ResumeParseResultSchema = v.object({
  result: v.string(),
  errorMessage: v.nullable(v.string()),
  confidence,
  /** Keyed by RESUME_PARSED_FIELDS; a field not found is absent. */
  fields: v.record(v.string(), confidence),
  /** What the file was read as (`text` for ParseText). */
  kind: v.picklist(['pdf', 'docx', 'text']),
})
export type ResumeParseResult = v.InferOutput<typeof ResumeParseResultSchema>

/** POST /api/Resume/ParseText {content}. */
export const ResumeParseTextInputSchema = v.object({
  content: v.pipe(
    v.string('content must be text'),
    v.trim(),
    v.minLength(1, RESUME_PARSE_TEXTS.contentRequired),
    v.maxLength(RESUME_PARSE_TEXT_MAX, `At most ${RESUME_PARSE_TEXT_MAX} characters`),
  ),
})
