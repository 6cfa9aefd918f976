import { ErrorCode } from '@/api/errors'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import { RESUME_PARSE_TEXTS, type ResumeParseResult } from '@/api/resumes/resume-parse'
import type { ResumeSaveResult } from '@/api/resumes/resume-record'
import { isEmptyParse, parseResume, type ParsedResume } from '@/entities/resume/parse/parse-resume'
import { AppError } from '../../core/app-error'
import { uploadedDocumentText } from '../../core/document-text'
import type { UploadedFile } from '../../core/multipart'
import { canCreateResume, type Viewer } from '../../core/policy'
import type { ServiceContext } from '../../core/service-context'
import { saveResume } from './resume-write'

/**
 * POST /api/Resume/Parse, ParseText and CreateFromFile. The file's text comes from the shared document reader
 * and the resume from the shared parser (src/entities/resume/parse) — the very code /resumes/upload runs on the
 * device — so the server and the page read a file the same way. Nothing is stored by a parse.
 */

function answer(kind: ResumeParseResult['kind'], parsed: ParsedResume): ResumeParseResult {
  return {
    result: JSON.stringify(parsed.resume),
    errorMessage: isEmptyParse(parsed) ? RESUME_PARSE_TEXTS.nothingFound : null,
    confidence: parsed.confidence,
    fields: parsed.fields,
    kind,
  }
}

/** A PDF, DOCX or text file (known by content) as JSON Resume; 400 for another type or an unreadable file. */
export async function parseResumeFile(bytes: Uint8Array): Promise<ResumeParseResult> {
  const { kind, text } = await uploadedDocumentText(bytes)
  return answer(kind, parseResume(text))
}

export function parseResumeText(content: string): ResumeParseResult {
  return answer('text', parseResume(content))
}

/** "maya-cv (final).pdf" → "maya-cv (final)": the name a resume gets when its file names no person. */
const baseName = (fileName: string) =>
  fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 200)

/**
 * CreateFromFile: parse, then create the caller's resume through the same path as Save (job seekers only,
 * seed 1 §6; the first becomes master; saved as a draft, decision 024 / seed 2 §9, until its owner shares it).
 * A file with nothing of a resume in it is refused rather than saved empty.
 */
export async function createResumeFromFile(
  ctx: ServiceContext,
  viewer: Viewer,
  file: UploadedFile,
): Promise<ResumeSaveResult> {
  if (!viewer || !canCreateResume(viewer)) {
    throw new AppError(ErrorCode.AUTHORIZATION_ERROR, { message: RESUME_RULE_TEXTS.createNeedsJobSeeker })
  }
  const { text } = await uploadedDocumentText(file.bytes)
  const parsed = parseResume(text)
  if (isEmptyParse(parsed)) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, { message: RESUME_PARSE_TEXTS.nothingFound })
  }
  const name = parsed.resume.basics?.name || baseName(file.name) || 'Uploaded resume'
  return saveResume(ctx, viewer, { name, resume: parsed.resume })
}
