import type { Context } from 'hono'
import { ErrorCode } from '@/api/errors'
import { AppError } from './app-error'
import { findForbiddenText, forbiddenTextError } from './forbidden-text'

const MULTIPART = /^multipart\/form-data\s*;/i

/**
 * Reads a multipart/form-data body (the upload routes: apply with a CV, job import from a file): 415
 * for another content type, 400 for a body that does not parse, and the text rule of forbidden-text.ts
 * for every field name, text value and file name — the same VALIDATION_ERROR a JSON body gets.
 */
export async function readMultipart(c: Context): Promise<Record<string, unknown>> {
  if (!MULTIPART.test(c.req.header('content-type') ?? '')) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      status: 415,
      message: 'Content-Type must be multipart/form-data',
    })
  }
  let form: Record<string, unknown>
  try {
    form = await c.req.parseBody()
  } catch {
    throw new AppError(ErrorCode.VALIDATION_ERROR, { message: 'Malformed multipart body' })
  }
  const texts = Object.fromEntries(
    Object.entries(form).map(([name, value]) => [
      name,
      value instanceof Blob ? fileNameOf(value, '') : value,
    ]),
  )
  const path = findForbiddenText(texts)
  if (path !== null) throw forbiddenTextError(path)
  return form
}

/** An uploaded file, read whole (the body limit of the upload routes bounds it). */
export type UploadedFile = { name: string; bytes: Uint8Array }

/** A file part's name as the client sent it, or `fallback` when the part carries none. */
const fileNameOf = (file: Blob, fallback: string) =>
  'name' in file && typeof file.name === 'string' ? file.name : fallback

/** A file part of readMultipart's form as its name (`fallbackName` when it has none) and its bytes. */
export async function readUploadedFile(file: Blob, fallbackName: string): Promise<UploadedFile> {
  return { name: fileNameOf(file, fallbackName), bytes: new Uint8Array(await file.arrayBuffer()) }
}
