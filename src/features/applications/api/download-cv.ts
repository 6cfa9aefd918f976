import { downloadApiFile } from '@/lib/download/download-api-file'

/** GET /api/Applications/{id}/cv (a signed-in download): fetched with the bearer token, saved as `fileName`. */
export function downloadCv(path: string, fileName: string): Promise<void> {
  return downloadApiFile({
    path,
    fileName,
    failureMessage: (response) => `The CV could not be downloaded (${response.status})`,
  })
}
