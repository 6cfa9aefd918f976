import { useState } from 'react'
import { toaster } from '@/components/ui/toaster'
import { downloadCv } from '../api/download-cv'

/** Starts a CV download and tells the user when it fails. */
export function useCvDownload() {
  const [pending, setPending] = useState(false)
  const start = (url: string, name: string) => {
    setPending(true)
    downloadCv(url, name)
      .catch(() => {
        toaster.create({
          type: 'error',
          title: 'Could not download the CV',
          description: 'Check your connection and try again.',
        })
      })
      .finally(() => setPending(false))
  }
  return { pending, start }
}
