import { Metadata } from '@tus/server'
import * as v from 'valibot'
import { VideoUploadMetadataSchema, type VideoUploadMetadata } from '@/api/resume-media/video-upload'

/** The tus `Upload-Metadata` header of a new upload: read and checked, then rewritten with its owner. */

/** Set by the server only: a client's own value under this key is replaced. */
export const OWNER_KEY = 'ownerId'

export type MetadataResult =
  { ok: true; metadata: VideoUploadMetadata; claimedOwner: string | null } | { ok: false; message: string }

export function readUploadMetadata(header: string | undefined): MetadataResult {
  let raw: Record<string, string | null>
  try {
    raw = Metadata.parse(header ?? '')
  } catch {
    return { ok: false, message: 'Upload-Metadata is not valid (key base64value pairs, comma separated).' }
  }
  const values = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null))
  const result = v.safeParse(VideoUploadMetadataSchema, values)
  if (!result.success)
    return { ok: false, message: result.issues[0]?.message ?? 'Upload-Metadata is not valid.' }
  return { ok: true, metadata: result.output, claimedOwner: raw[OWNER_KEY] ?? null }
}

/** The header tus receives: the checked fields plus the owner. */
export function ownedMetadataHeader(metadata: VideoUploadMetadata, ownerId: string): string {
  const entries: Record<string, string> = { [OWNER_KEY]: ownerId }
  for (const [key, value] of Object.entries(metadata))
    if (value !== undefined && value !== '') entries[key] = value
  return Metadata.stringify(entries)
}
