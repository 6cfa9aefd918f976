import { useCallback, useEffect, useRef, useState } from 'react'
import { pickRecordingType, RECORDING_LIMIT_SECONDS, RECORDING_TIMESLICE_MS } from './recording-type'
import {
  appendChunk,
  createDraft,
  draftBlob,
  removeDraft,
  updateDraft,
  type VideoDraft,
} from './video-drafts-store'

/**
 * The camera recorder: preview, a 3-2-1 countdown, record / pause / resume / stop, a time limit, retake. Chunks of
 * ~2 s are written to the device as they arrive (video-drafts-store), so a closed tab keeps what was recorded.
 */
export type RecorderPhase =
  'off' | 'opening' | 'ready' | 'countdown' | 'recording' | 'paused' | 'saving' | 'recorded'

export type DeviceChoice = { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }

export const COUNTDOWN_SECONDS = 3

/** Why the camera could not open, in words a person can act on. */
export function cameraErrorText(error: unknown): string {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'ReelHire may not use your camera. Allow camera and microphone access in your browser’s site settings, then try again.'
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found. Connect one, or upload a video file instead.'
  if (name === 'NotReadableError') return 'Your camera is in use by another app. Close it and try again.'
  return 'The camera could not be opened. Try again, or upload a video file instead.'
}

type Options = { ownerId: string; resumeId: string; name: string }

export function useRecorder({ ownerId, resumeId, name }: Options) {
  const [phase, setPhase] = useState<RecorderPhase>('off')
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [devices, setDevices] = useState<DeviceChoice>({ cameras: [], microphones: [] })
  const [cameraId, setCameraId] = useState<string>('')
  const [microphoneId, setMicrophoneId] = useState<string>('')
  const [error, setError] = useState<string | null>(null)
  const [countdown, setCountdown] = useState(0)
  const [elapsed, setElapsed] = useState(0)
  const [draft, setDraft] = useState<VideoDraft | null>(null)
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(null)

  const recorder = useRef<MediaRecorder | null>(null)
  const writes = useRef<Promise<void>>(Promise.resolve())
  const clock = useRef({ startedAt: 0, pausedTotal: 0, pausedAt: 0 })
  const streamRef = useRef<MediaStream | null>(null)

  const recordingType =
    typeof MediaRecorder === 'undefined' ? null : pickRecordingType((t) => MediaRecorder.isTypeSupported(t))

  const stopStream = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop()
    streamRef.current = null
    setStream(null)
  }, [])

  const open = useCallback(
    async (camera = cameraId, microphone = microphoneId) => {
      setError(null)
      setPhase('opening')
      stopStream()
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          video: camera
            ? { deviceId: { exact: camera }, width: { ideal: 1280 }, height: { ideal: 720 } }
            : { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: microphone ? { deviceId: { exact: microphone } } : true,
        })
        streamRef.current = media
        setStream(media)
        // Labels are only given once the user allowed access.
        const all = await navigator.mediaDevices.enumerateDevices()
        setDevices({
          cameras: all.filter((d) => d.kind === 'videoinput'),
          microphones: all.filter((d) => d.kind === 'audioinput'),
        })
        setCameraId(media.getVideoTracks()[0]?.getSettings().deviceId ?? camera)
        setMicrophoneId(media.getAudioTracks()[0]?.getSettings().deviceId ?? microphone)
        setPhase('ready')
      } catch (cause) {
        setError(cameraErrorText(cause))
        setPhase('off')
      }
    },
    [cameraId, microphoneId, stopStream],
  )

  const secondsNow = () => {
    const c = clock.current
    const pausedNow = c.pausedAt ? performance.now() - c.pausedAt : 0
    return (performance.now() - c.startedAt - c.pausedTotal - pausedNow) / 1000
  }

  const stop = useCallback(() => {
    const active = recorder.current
    if (active && active.state !== 'inactive') {
      setPhase('saving')
      active.stop()
    }
  }, [])

  const begin = useCallback(async () => {
    const media = streamRef.current
    if (!media || !recordingType) return
    const created = await createDraft({
      id: crypto.randomUUID(),
      ownerId,
      resumeId,
      name,
      mimeType: recordingType,
      source: 'recording',
      createdAt: Date.now(),
      state: 'recording',
    })
    setDraft(created)
    let index = 0
    const rec = new MediaRecorder(media, { mimeType: recordingType, videoBitsPerSecond: 2_500_000 })
    rec.ondataavailable = (event) => {
      if (event.data.size === 0) return
      const at = index++
      writes.current = writes.current.then(() => appendChunk(created.id, at, event.data))
    }
    rec.onstop = () => {
      const seconds = Math.round(secondsNow())
      void writes.current.then(async () => {
        await updateDraft(created.id, { durationSeconds: seconds })
        const saved = { ...created, durationSeconds: seconds }
        setDraft(saved)
        const blob = await draftBlob({ ...saved, chunkCount: index })
        setPlaybackUrl(URL.createObjectURL(blob))
        setPhase('recorded')
      })
    }
    clock.current = { startedAt: performance.now(), pausedTotal: 0, pausedAt: 0 }
    setElapsed(0)
    recorder.current = rec
    rec.start(RECORDING_TIMESLICE_MS)
    setPhase('recording')
  }, [name, ownerId, recordingType, resumeId])

  const start = useCallback(() => {
    setPhase('countdown')
    setCountdown(COUNTDOWN_SECONDS)
  }, [])

  // The countdown, one second at a time, then the recording starts.
  useEffect(() => {
    if (phase !== 'countdown') return
    if (countdown === 0) {
      void begin()
      return
    }
    const timer = window.setTimeout(() => setCountdown((n) => n - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [phase, countdown, begin])

  // The running clock, and the stop at the limit.
  useEffect(() => {
    if (phase !== 'recording') return
    const timer = window.setInterval(() => {
      const seconds = secondsNow()
      setElapsed(seconds)
      if (seconds >= RECORDING_LIMIT_SECONDS) stop()
    }, 250)
    return () => window.clearInterval(timer)
  }, [phase, stop])

  const pause = useCallback(() => {
    if (recorder.current?.state !== 'recording') return
    recorder.current.pause()
    clock.current.pausedAt = performance.now()
    setPhase('paused')
  }, [])

  const resume = useCallback(() => {
    if (recorder.current?.state !== 'paused') return
    recorder.current.resume()
    clock.current.pausedTotal += performance.now() - clock.current.pausedAt
    clock.current.pausedAt = 0
    setPhase('recording')
  }, [])

  /** Throws the take away and goes back to the camera. */
  const retake = useCallback(async () => {
    if (draft) await removeDraft(draft.id)
    if (playbackUrl) URL.revokeObjectURL(playbackUrl)
    setPlaybackUrl(null)
    setDraft(null)
    setElapsed(0)
    setPhase(streamRef.current ? 'ready' : 'off')
  }, [draft, playbackUrl])

  /** Queues the take for upload; the camera is released. */
  const keep = useCallback(async (): Promise<VideoDraft | null> => {
    if (!draft) return null
    await updateDraft(draft.id, { state: 'queued' })
    const queued: VideoDraft = { ...draft, state: 'queued' }
    if (playbackUrl) URL.revokeObjectURL(playbackUrl)
    setPlaybackUrl(null)
    setDraft(null)
    stopStream()
    setPhase('off')
    return queued
  }, [draft, playbackUrl, stopStream])

  // Leaving the page releases the camera (a recording in progress is stopped: its chunks are already saved).
  useEffect(
    () => () => {
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop()
      for (const track of streamRef.current?.getTracks() ?? []) track.stop()
    },
    [],
  )

  return {
    phase,
    stream,
    devices,
    cameraId,
    microphoneId,
    error,
    countdown,
    elapsed,
    draft,
    playbackUrl,
    recordingType,
    open,
    start,
    pause,
    resume,
    stop,
    retake,
    keep,
  }
}
