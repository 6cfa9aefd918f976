import { copyFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { runFfmpeg } from '../../../core/media/ffmpeg'
import { captionPages, type Slide } from './slides'

/**
 * Draws the slideshow with one ffmpeg run (decision 029): a brand-colour background, per slide its title, subtitle
 * and points, and at the bottom the sentence being spoken, timed to the narration — every text a drawtext filter
 * switched on for its span. Texts are read from files in the work directory (`textfile`, `expansion=none`), so
 * nothing a resume says is parsed as filter syntax, and ffmpeg runs in that directory so no path needs escaping.
 */

export const VIDEO_WIDTH = 1280
export const VIDEO_HEIGHT = 720
/** A caption line fits about this many characters at CAPTION_SIZE across the frame (Source Sans 3 600). */
export const CAPTION_WIDTH_CHARS = 56
export const CAPTION_LINES = 2
/** The mark in the corner of every frame: the video says itself what it is. */
export const GENERATED_MARK = 'Narrated slideshow made by ReelHire · synthetic voice'

const CAPTION_SIZE = 36
const FRAME_RATE = 20
const FONT_WOFF = '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff'

/** One sentence's place in the narration, in seconds. */
export type Span = { start: number; end: number }

type Text = { file: string; size: number; color: string; x: string; y: string; from?: number; to?: number }

const seconds = (value: number) => value.toFixed(3)

function drawtext(text: Text): string {
  const enable =
    text.from === undefined ? '' : `:enable='between(t,${seconds(text.from)},${seconds(text.to ?? 0)})'`
  return (
    `drawtext=fontfile=font.woff:textfile=${text.file}:expansion=none:fontsize=${text.size}:` +
    `fontcolor=${text.color}:line_spacing=12:x=${text.x}:y=${text.y}${enable}`
  )
}

/**
 * Writes `slideshow.mp4` (H.264/AAC, faststart) into `workDir`, where `narration.wav` already is; `spans` gives
 * each sentence of the slides, in order, its time. Answers the file's path.
 */
export async function renderSlideshow(
  slides: readonly Slide[],
  spans: readonly Span[],
  workDir: string,
): Promise<string> {
  await copyFile(createRequire(import.meta.url).resolve(FONT_WOFF), join(workDir, 'font.woff'))
  const texts: Text[] = []
  let fileNumber = 0
  const textFile = async (content: string) => {
    const file = `text-${fileNumber++}.txt`
    await writeFile(join(workDir, file), content, 'utf8')
    return file
  }
  texts.push({ file: await textFile(GENERATED_MARK), size: 22, color: '0xc7d2fe', x: '48', y: '36' })
  let sentence = 0
  for (const slide of slides) {
    const first = spans[sentence]
    const last = spans[sentence + slide.sentences.length - 1]
    if (!first || !last) throw new Error('The narration does not match the slides.')
    const window = { from: first.start, to: last.end }
    texts.push({ file: await textFile(slide.title), size: 64, color: 'white', x: '80', y: '120', ...window })
    if (slide.subtitle) {
      const file = await textFile(slide.subtitle)
      texts.push({ file, size: 36, color: '0xc7d2fe', x: '80', y: '210', ...window })
    }
    if (slide.points.length > 0) {
      const file = await textFile(slide.points.map((point) => `•  ${point}`).join('\n'))
      texts.push({ file, size: 34, color: 'white', x: '96', y: '300', ...window })
    }
    for (const spoken of slide.sentences) {
      const span = spans[sentence++]!
      let at = span.start
      for (const page of captionPages(spoken, CAPTION_WIDTH_CHARS, CAPTION_LINES)) {
        const until = at + (span.end - span.start) * page.share
        const file = await textFile(page.text)
        texts.push({
          file,
          size: CAPTION_SIZE,
          color: 'white',
          x: '(w-text_w)/2',
          y: 'h-150',
          from: at,
          to: until,
        })
        at = until
      }
    }
  }
  const total = spans[spans.length - 1]?.end ?? 0
  const filter = [`drawbox=x=0:y=ih-180:w=iw:h=180:color=black@0.4:t=fill`, ...texts.map(drawtext)].join(',')
  await writeFile(join(workDir, 'filter.txt'), filter, 'utf8')
  const out = 'slideshow.mp4'
  await runFfmpeg(
    [
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x312e81:s=${VIDEO_WIDTH}x${VIDEO_HEIGHT}:r=${FRAME_RATE}:d=${seconds(total)}`,
      '-i',
      'narration.wav',
      '-filter_script:v',
      'filter.txt',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'stillimage',
      '-crf',
      '26',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-ar',
      '44100',
      '-shortest',
      '-movflags',
      '+faststart',
      out,
    ],
    { cwd: workDir, timeoutMs: 5 * 60_000 },
  )
  return join(workDir, out)
}
