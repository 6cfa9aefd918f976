import { downloadApiFile } from '@/lib/download/download-api-file'

/** The formats GET /api/Resume/{id}/export gives: pdf (the default, seed 2 §9) and the JSON Resume file. */
export type ResumeExportFormat = 'pdf' | 'json'

/** 'Ana Silva — Frontend' → 'ana-silva-frontend.pdf'. */
export function exportFileName(name: string, format: ResumeExportFormat): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${base || 'resume'}.${format}`
}

/** The error envelope's message, when the server sent one. */
async function failureMessage(response: Response): Promise<string> {
  try {
    // The error envelope carries it in error.message (server/core/envelope.ts).
    const body = (await response.json()) as { error?: { message?: unknown } }
    const message = body.error?.message
    if (typeof message === 'string' && message.trim()) return message
  } catch {
    // Not JSON: fall through to the generic text.
  }
  return response.status === 404
    ? 'This resume is not available.'
    : `The resume could not be downloaded (${response.status}). Please try again.`
}

/**
 * GET /api/Resume/{id}/export?format= needs the bearer header for anything but a public resume, which a plain link
 * cannot carry: downloaded through the shared helper, named after the resume.
 */
export function downloadResume(id: string, name: string, format: ResumeExportFormat = 'pdf'): Promise<void> {
  return downloadApiFile({
    path: `/Resume/${encodeURIComponent(id)}/export`,
    query: { format },
    fileName: exportFileName(name, format),
    failureMessage,
  })
}
