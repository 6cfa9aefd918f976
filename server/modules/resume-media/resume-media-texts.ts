/** Texts the resume media calls answer with (ours: the spec states no texts for media). */
export const RESUME_MEDIA_TEXTS = {
  notFound: 'Media not found.',
  noFile: 'This media item has no file: open its link instead.',
  notReady: 'This video is still being processed. Please try again in a moment.',
  urlNotForType: 'This kind of media has no link to change.',
  linkExpired: 'This playback link has expired. Open the video again.',
  rangeNotSatisfiable: 'The requested byte range is outside the file.',
  created: 'Media added',
  updated: 'Media updated',
  deleted: 'Media deleted',
} as const
