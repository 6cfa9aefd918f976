import { createRequire } from 'node:module'
import { join } from 'node:path'
import { runFfmpeg } from './ffmpeg'

/**
 * A short title-card video made on this machine by ffmpeg — a name and a line under it on the brand colour, over
 * silence — for the sample data (no video is downloaded or shipped). The font is the project's own Source Sans 3
 * (ffmpeg's drawtext reads its WOFF through FreeType).
 */
export type TitleCard = { title: string; subtitle: string; seconds: number }

const FONT_WOFF = '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff'

const fontFile = () => createRequire(import.meta.url).resolve(FONT_WOFF)

/** drawtext reads `:` `'` `\` `%` as syntax: they are escaped (names like "O'Brien" stay as written). */
const drawtextText = (text: string) => text.replace(/[\\':%]/g, (c) => `\\${c}`)

export async function writeTitleCardVideo(card: TitleCard, workDir: string): Promise<string> {
  const font = fontFile()
  const out = join(workDir, 'title-card.mp4')
  const line = (text: string, size: number, color: string, y: string, fadeIn: number) =>
    `drawtext=fontfile=${font}:text='${drawtextText(text)}':fontcolor=${color}:fontsize=${size}:` +
    `x=(w-text_w)/2:y=${y}:alpha='min(1,t/${fadeIn})'`
  await runFfmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0x312e81:s=640x360:r=25:d=${card.seconds}`,
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=44100:cl=mono',
    '-t',
    String(card.seconds),
    '-vf',
    [line(card.title, 44, 'white', 'h/2-50', 0.8), line(card.subtitle, 28, '0xc7d2fe', 'h/2+10', 1.6)].join(
      ',',
    ),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ])
  return out
}
