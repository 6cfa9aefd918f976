import { TALENT_POOL_STAGE_LABELS } from '@/api/talent-pools/talent-pool-fields'
import type { SignedInViewer } from '../../core/viewer'
import type { Db } from '../../db/client'
import { poolMembers } from './talent-pool-members'
import { poolFor } from './talent-pool-records'

const HEADER = ['Name', 'Headline', 'Location', 'Stage', 'Added', 'Stage changed', 'Profile', 'Notes']

/**
 * One CSV field: quoted when it holds a quote, comma or line break (RFC 4180); a leading =, +, - or @ gets an
 * apostrophe so a spreadsheet never runs a member's text as a formula (CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * GET /api/TalentPool/{id}/export: the pool's members as the pool page shows them (the same policy and the
 * same visible members), one row each, notes joined oldest first. No emails: the CSV carries what the page
 * shows, and the page never shows contact details.
 */
export async function exportPoolCsv(db: Db, viewer: SignedInViewer, id: string, publicUrl: string) {
  const pool = await poolFor(db, viewer, 'view', id)
  const members = await poolMembers(db, viewer, pool)
  const origin = publicUrl.replace(/\/+$/, '')
  const lines = [
    HEADER,
    ...members.map((member) => [
      member.person.fullName,
      member.person.headline ?? '',
      member.person.location ?? '',
      TALENT_POOL_STAGE_LABELS[member.stage],
      member.addedAt.slice(0, 10),
      member.stageChangedAt.slice(0, 10),
      `${origin}/people/${member.person.slug}`,
      member.notes
        .map((note) => `${note.authorName} (${note.createdAt.slice(0, 10)}): ${note.text}`)
        .join('\n'),
    ]),
  ].map((fields) => fields.map(csvField).join(','))
  const fileName = `${
    pool.name
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'talent-pool'
  }.csv`
  // A byte order mark so spreadsheet programs read the names' accents as UTF-8.
  return { fileName, body: `\uFEFF${lines.join('\r\n')}\r\n` }
}
