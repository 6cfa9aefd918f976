import { join } from 'node:path'
import type { Env } from '../../env'
import { useFfmpegAt } from '../../core/media/ffmpeg'
import { startQueueWorker, type QueueWorker } from '../../core/queue/queue-worker'
import type { ServiceContext } from '../../core/service-context'
import { AI_VIDEO_QUEUE, aiVideoHandler } from './ai-video/narrated-slideshow'
import { mediaBlobStore } from './media-blob-store'
import { SAMPLE_VIDEO_QUEUE, sampleVideoHandler } from './sample-videos'
import { VIDEO_PROCESSING_QUEUE, videoProcessingHandler } from './video-processing'

/** How often an idle process looks for videos to process: a finished upload waits at most this long. */
const POLL_MS = 2_000

/**
 * This process's share of the media work: uploaded videos, generated slideshows and the sample data's (work files under
 * DATA_DIR/processing).
 */
export function startMediaWorker(ctx: ServiceContext, env: Env): QueueWorker {
  useFfmpegAt(env.FFMPEG_PATH)
  return startQueueWorker(
    ctx,
    {
      [VIDEO_PROCESSING_QUEUE]: videoProcessingHandler(mediaBlobStore(env), join(env.DATA_DIR, 'processing')),
      [SAMPLE_VIDEO_QUEUE]: sampleVideoHandler(mediaBlobStore(env), join(env.DATA_DIR, 'processing')),
      [AI_VIDEO_QUEUE]: aiVideoHandler(mediaBlobStore(env), join(env.DATA_DIR, 'processing')),
    },
    { pollMs: POLL_MS },
  )
}
