import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { SENTENCE_PAUSE_SECONDS } from '@/api/resume-media/ai-video'
import { resumeMedia } from '../../../db/schema/resume-media'
import type { BlobStore } from '../../../core/blob-store/blob-store'
import { makePlayableVideo } from '../../../core/media/playable-video'
import type { QueueHandler } from '../../../core/queue/queue-worker'
import { markFailed, mediaIdOf, saveProcessedVideo } from '../video-processing'
import { renderSlideshow } from './render'
import { buildSlides, type SlideCard } from './slides'
import { joinNarration, readWav, speakSentences, writeWav } from './speech'

/** The queue of narrated slideshows to make (decision 029). */
export const AI_VIDEO_QUEUE = 'ai-video'

/** What a job carries: the cards made from the resume when it was asked for, and the script to narrate. */
export type AiVideoPayload = { mediaId: string; cards: SlideCard[]; script: string }

function payloadOf(payload: Record<string, unknown>): AiVideoPayload {
  const cards = Array.isArray(payload.cards) ? (payload.cards as SlideCard[]) : []
  return { mediaId: mediaIdOf(payload), cards, script: String(payload.script ?? '') }
}

/**
 * Speaks each sentence (meSpeak, in a worker thread), joins the narration with short pauses, draws the slides timed
 * to it with ffmpeg, then stores the MP4 and its poster like any processed video. The work directory goes, whatever
 * happens.
 */
export function aiVideoHandler(store: BlobStore, workRoot: string): QueueHandler {
  return {
    leaseMs: 5 * 60_000,
    concurrency: 1,
    // A script that cannot be spoken or drawn will not succeed later either: one retry covers a process restart.
    async run(job, ctx) {
      const { mediaId, cards, script } = payloadOf(job.payload)
      const [media] = await ctx.db.select().from(resumeMedia).where(eq(resumeMedia.id, mediaId))
      if (!media || media.status !== 'processing') return
      const slides = buildSlides(cards, script)
      if (slides.length === 0) throw new Error('The script has no sentences to narrate.')
      await mkdir(workRoot, { recursive: true })
      const workDir = await mkdtemp(join(workRoot, 'ai-video-'))
      try {
        const started = Date.now()
        const wavs = await speakSentences(slides.flatMap((slide) => slide.sentences))
        const { pcm, spans } = joinNarration(wavs.map(readWav), SENTENCE_PAUSE_SECONDS)
        await writeFile(join(workDir, 'narration.wav'), writeWav(pcm))
        const spoken = Date.now()
        const file = await renderSlideshow(slides, spans, workDir)
        await saveProcessedVideo(ctx, store, media, await makePlayableVideo(file, workDir))
        ctx.log.info(
          { mediaId, slides: slides.length, speechMs: spoken - started, renderMs: Date.now() - spoken },
          'narrated slideshow made',
        )
      } finally {
        await rm(workDir, { recursive: true, force: true })
      }
    },
    onFailed: markFailed,
  }
}
