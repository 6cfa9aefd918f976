/**
 * A file handed from one page to the next in memory (the home page's resume drop zone → /resumes/upload), so a
 * dropped file is read on the device without being stored or sent anywhere. It lives as long as the tab's
 * JavaScript does: a reload forgets it, and the next page simply asks for the file again. Taking it clears it.
 */
let pending: { key: string; file: File } | null = null

export function handOffFile(key: string, file: File): void {
  pending = { key, file }
}

export function takeHandedOffFile(key: string): File | null {
  if (pending?.key !== key) return null
  const { file } = pending
  pending = null
  return file
}

/** The key of a resume file dropped on the hero for /resumes/upload. */
export const RESUME_UPLOAD_HANDOFF = 'resume-upload'
