import { createFileRoute } from '@tanstack/react-router'
import { PdfToJsonPage } from '@/features/ai-tools/components/pdf-to-json-page'

/** /tools/pdf-to-json (seed 1 §2): a resume file read into JSON Resume on the device. */
export const Route = createFileRoute('/tools/pdf-to-json')({
  component: PdfToJsonPage,
})
