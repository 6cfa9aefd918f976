import * as v from 'valibot'
import { UUID_PATTERN } from '../uuid'

/**
 * "Generate AI Video" (issue 14, decision 029): ReelHire turns the resume's pitch script into a narrated slideshow —
 * slides with the resume's name, headline and highlights, the script as captions, a synthetic voice made on the
 * server with no network — which waits for its owner to keep or discard it.
 */

/** The script is read aloud: about 60 seconds is ~150 words; the limit leaves room for an edited script. */
export const AI_VIDEO_SCRIPT_MAX = 1_200

/** What a generated video is called and says about itself, so nobody takes it for a recording of the person. */
export const AI_VIDEO_NAME = 'AI pitch video (narrated slideshow)'
export const AI_VIDEO_DESCRIPTION =
  'Narrated slideshow made by ReelHire from your resume — synthetic voice, not a recording of you.'

/** People read about 140 words a minute aloud; the synthetic voice is set to the same pace. */
export const SPOKEN_WORDS_PER_MINUTE = 140
/** The breath the narration takes after each sentence. */
export const SENTENCE_PAUSE_SECONDS = 0.45

export const scriptWordCount = (script: string) => script.split(/\s+/).filter(Boolean).length
const sentenceCount = (script: string) => (script.match(/[.!?](\s|$)/g) ?? []).length || 1

/** About how long the script lasts read aloud (the slideshow's length): words at the spoken pace, plus pauses. */
export const estimatedSeconds = (script: string) =>
  scriptWordCount(script) === 0
    ? 0
    : Math.round(
        (scriptWordCount(script) / SPOKEN_WORDS_PER_MINUTE) * 60 +
          sentenceCount(script) * SENTENCE_PAUSE_SECONDS,
      )

/** POST /api/ResumeMedia/GenerateVideo: `script` defaults to the pitch written from the resume. */
export const GenerateVideoInputSchema = v.strictObject({
  resumeId: v.pipe(v.string('resumeId must be text'), v.regex(UUID_PATTERN, 'resumeId is not valid')),
  script: v.optional(
    v.pipe(
      v.string('script must be text'),
      v.trim(),
      v.minLength(1, 'The script is empty: write a few sentences to narrate'),
      v.maxLength(AI_VIDEO_SCRIPT_MAX, `The script must be at most ${AI_VIDEO_SCRIPT_MAX} characters`),
      v.check((text) => /\p{L}/u.test(text), 'The script needs words to read aloud'),
    ),
  ),
})
export type GenerateVideoInput = v.InferOutput<typeof GenerateVideoInputSchema>
