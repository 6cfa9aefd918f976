import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ResumeMediaStatus } from '@/api/resume-media/resume-media-record'
import { resumes } from './resumes'
import { users } from './users'

/**
 * Media attached to a resume (seed 2 §3 "Resume media", issue 14): a link, a YouTube video, an image URL,
 * an HTML fragment, or an uploaded MP4 / WebM video whose bytes live in the blob store (`blob_key`).
 * `reference_id` names the resume section it belongs to; null means the resume as a whole. Deleting the
 * resume deletes its media; a trigger (migration 0007) queues the bytes of every deleted row in
 * `blob_deletions`, so no code path — a resume or user deleted by cascade included — leaves files behind.
 */
export const resumeMedia = pgTable(
  'resume_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    /** Who added it (the resume's owner side); uploads count against this user's quota. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referenceId: text('reference_id'),
    name: text('name').notNull(),
    /** 0 hyperlink, 1 MP4, 2 WebM, 5 image, 10 YouTube, 15 HTML (seed 2 §3). */
    metaType: smallint('meta_type').notNull(),
    url: text('url').notNull().default(''),
    description: text('description'),
    /** processing → ready | failed; links and YouTube ids are ready at once. */
    status: text('status').$type<ResumeMediaStatus>().notNull().default('ready'),
    /** Where an uploaded file's bytes are in the blob store; null for links. */
    blobKey: text('blob_key'),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The tus upload this row was made from: unique, so a retried finish never makes a second row. */
    uploadId: uuid('upload_id'),
    /** Filled by the processing slice (remux / transcode / poster). */
    durationSeconds: real('duration_seconds'),
    posterBlobKey: text('poster_blob_key'),
    width: integer('width'),
    height: integer('height'),
    /**
     * A video ReelHire generated (the narrated slideshow, decision 029) that its owner has not kept yet: seen by
     * the user who made it and nobody else, whatever the resume's privacy, until kept (or discarded = deleted).
     */
    awaitingReview: boolean('awaiting_review').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('resume_media_resume_idx').on(table.resumeId, table.createdAt),
    index('resume_media_user_idx').on(table.userId),
    uniqueIndex('resume_media_upload_idx').on(table.uploadId),
    check('resume_media_meta_type_known', sql`${table.metaType} in (0, 1, 2, 5, 10, 15)`),
    check('resume_media_status_known', sql`${table.status} in ('processing', 'ready', 'failed')`),
  ],
)

export type ResumeMediaRow = typeof resumeMedia.$inferSelect

/**
 * Open tus video uploads (server/modules/resume-media/video-upload-*.ts): who owns each, for which resume,
 * its declared size (the per-user quota counts open uploads too), and the media row it became.
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    /** The tus upload id (a UUID the server chose). */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    mediaId: uuid('media_id').references(() => resumeMedia.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('video_uploads_user_idx').on(table.userId),
    index('video_uploads_open_idx')
      .on(table.createdAt)
      .where(sql`${table.finishedAt} is null`),
  ],
)

export type VideoUploadRow = typeof videoUploads.$inferSelect

/** Blob keys whose rows are gone: the upload cleanup deletes the bytes, then the queue entry. */
export const blobDeletions = pgTable('blob_deletions', {
  blobKey: text('blob_key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
})
