// A video-shaped body of any size, made on the fly: an MP4 `ftyp` box (what the server sniffs before it stores a
// byte), then random bytes repeated. Nothing that large is written to disk or held in memory on the client side.
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'

/** An ISO base media `ftyp` box: size 24, brand isom, compatible isom and mp41. */
const FTYP = Buffer.from('00000018667479706973' + '6f6d00000200' + '69736f6d6d703431', 'hex')
const PATTERN_BYTES = 1024 * 1024

/** The first `size` bytes of the fake video, as one buffer (small uploads). */
export function fakeVideoBytes(size: number): Buffer {
  const bytes = randomBytes(size)
  FTYP.copy(bytes, 0, 0, Math.min(FTYP.length, size))
  return bytes
}

/** The fake video as a stream of `size` bytes, in pieces of `pieceBytes` (1 MiB of random bytes, repeated). */
export function fakeVideoStream(size: number, pieceBytes = 64 * 1024): Readable {
  const pattern = fakeVideoBytes(PATTERN_BYTES)
  let sent = 0
  return new Readable({
    highWaterMark: pieceBytes,
    read() {
      if (sent >= size) {
        this.push(null)
        return
      }
      const length = Math.min(pieceBytes, size - sent)
      const at = sent === 0 ? 0 : FTYP.length + (sent % (PATTERN_BYTES - FTYP.length - pieceBytes))
      // A copy: tus-js-client and the http stack may hold on to a piece after it was pushed.
      this.push(Buffer.from(pattern.subarray(at, at + length)))
      sent += length
    },
  })
}
