import { and, asc, eq, like, notExists } from 'drizzle-orm'
import { resumeMedia } from '../db/schema/resume-media'
import { resumes } from '../db/schema/resumes'
import { users } from '../db/schema/users'
import { queueSampleVideo, SAMPLE_VIDEO_NAME } from '../modules/resume-media/sample-videos'
import { SAMPLE_PEOPLE_EMAIL_DOMAIN } from './sample-identities'
import type { Seeder } from './seeder'

/** How many sample people get a video on their public master resume. */
export const SAMPLE_VIDEO_COUNT = 5

/**
 * A handful of sample people get a short video on their public master resume: a title card with their name and
 * headline, made by ffmpeg in the job queue once the server runs (server/modules/resume-media/sample-videos.ts).
 * Resumes that already have media are left alone.
 */
export const resumeVideosSeeder: Seeder = {
  name: 'sample-resume-videos',
  version: 1,
  async run({ db, log }) {
    // Tops up to SAMPLE_VIDEO_COUNT: a second run adds none.
    const existing = await db.$count(resumeMedia, eq(resumeMedia.name, SAMPLE_VIDEO_NAME))
    if (existing >= SAMPLE_VIDEO_COUNT) return
    const picked = await db
      .select({
        resumeId: resumes.id,
        userId: resumes.userId,
        content: resumes.content,
        name: users.firstName,
      })
      .from(resumes)
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(
        and(
          eq(resumes.isMaster, true),
          eq(resumes.privacy, 'public'),
          like(users.email, `%${SAMPLE_PEOPLE_EMAIL_DOMAIN}`),
          notExists(
            db.select({ id: resumeMedia.id }).from(resumeMedia).where(eq(resumeMedia.resumeId, resumes.id)),
          ),
        ),
      )
      .orderBy(asc(resumes.createdAt), asc(resumes.id))
      .limit(SAMPLE_VIDEO_COUNT - existing)
    for (const resume of picked) {
      const basics = resume.content.basics
      await queueSampleVideo(db, {
        resumeId: resume.resumeId,
        userId: resume.userId,
        title: basics?.name?.trim() || resume.name,
        subtitle: basics?.label?.trim() || 'Video introduction',
      })
    }
    log.info({ videos: picked.length }, 'sample resume videos queued')
  },
}
