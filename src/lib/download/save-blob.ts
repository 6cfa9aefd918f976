/** Hands a blob to the browser as a download called `fileName` (a temporary object URL on a clicked anchor). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = href
  anchor.download = fileName
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
