import { Alert, Box, Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Camera, Circle, Pause, Play, RotateCcw, Square, Upload } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { RECORDING_LIMIT_SECONDS } from '../lib/recording-type'
import { formatClock } from '../lib/upload-speed'
import { useRecorder } from '../lib/use-recorder'
import type { VideoDraft } from '../lib/video-drafts-store'
import { Teleprompter } from './teleprompter'

type Props = {
  ownerId: string
  resumeId: string
  videoName: string
  script: string
  onKept: (draft: VideoDraft) => void
}

/** Record with the camera: choose devices, count down, record with the teleprompter, pause, stop, retake or keep. */
export function RecorderPanel({ ownerId, resumeId, videoName, script, onKept }: Props) {
  const r = useRecorder({ ownerId, resumeId, name: videoName })
  const live = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    if (live.current) live.current.srcObject = r.stream
  }, [r.stream])

  if (!r.recordingType) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>
          This browser cannot record video in the page. Use “Upload file” instead — on a phone it can open the
          camera app.
        </Alert.Description>
      </Alert.Root>
    )
  }

  const recording = r.phase === 'recording' || r.phase === 'paused'
  const showLive = r.phase !== 'recorded' && r.phase !== 'off'

  return (
    <Stack gap="4">
      {r.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{r.error}</Alert.Description>
        </Alert.Root>
      ) : null}

      <Box position="relative" borderRadius="lg" overflow="hidden" bg="black" aspectRatio="16 / 9">
        {showLive ? (
          <video
            ref={live}
            autoPlay
            muted
            playsInline
            aria-label="Camera preview"
            style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
          />
        ) : null}
        {r.phase === 'recorded' && r.playbackUrl ? (
          <video
            src={r.playbackUrl}
            controls
            playsInline
            aria-label="Your recording"
            style={{ width: '100%', height: '100%' }}
          />
        ) : null}
        {r.phase === 'off' ? (
          <Stack
            position="absolute"
            inset="0"
            align="center"
            justify="center"
            color="white"
            gap="3"
            p="4"
            textAlign="center"
          >
            <Camera aria-hidden size={32} />
            <Text>Your camera stays off until you turn it on.</Text>
            <Button colorPalette="indigo" onClick={() => void r.open()}>
              Turn on camera
            </Button>
          </Stack>
        ) : null}
        {r.phase === 'countdown' ? (
          <Box
            position="absolute"
            inset="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            bg="blackAlpha.500"
            color="white"
            fontSize="7xl"
            fontWeight="bold"
            aria-live="assertive"
          >
            {r.countdown}
          </Box>
        ) : null}
        {recording ? (
          <HStack
            position="absolute"
            top="3"
            left="3"
            bg="blackAlpha.700"
            color="white"
            px="3"
            py="1"
            borderRadius="full"
            fontSize="sm"
            aria-live="off"
          >
            <Circle
              aria-hidden
              size={10}
              fill={r.phase === 'recording' ? 'red' : 'gray'}
              color={r.phase === 'recording' ? 'red' : 'gray'}
            />
            <span>
              {r.phase === 'paused' ? 'Paused' : 'Recording'} {formatClock(r.elapsed)} /{' '}
              {formatClock(RECORDING_LIMIT_SECONDS)}
            </span>
          </HStack>
        ) : null}
      </Box>

      {r.phase === 'ready' || r.phase === 'countdown' || recording ? (
        <Teleprompter script={script} running={r.phase === 'recording'} />
      ) : null}

      {r.phase === 'ready' && (r.devices.cameras.length > 1 || r.devices.microphones.length > 1) ? (
        <HStack gap="3" flexWrap="wrap">
          <Field.Root flex="1" minW="12rem">
            <Field.Label>Camera</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={r.cameraId}
                onChange={(e) => void r.open(e.currentTarget.value, r.microphoneId)}
              >
                {r.devices.cameras.map((d, i) => (
                  <option key={d.deviceId} value={d.deviceId}>
                    {d.label || `Camera ${i + 1}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW="12rem">
            <Field.Label>Microphone</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={r.microphoneId}
                onChange={(e) => void r.open(r.cameraId, e.currentTarget.value)}
              >
                {r.devices.microphones.map((d, i) => (
                  <option key={d.deviceId} value={d.deviceId}>
                    {d.label || `Microphone ${i + 1}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
      ) : null}

      <HStack gap="3" flexWrap="wrap">
        {r.phase === 'ready' ? (
          <Button colorPalette="red" onClick={r.start}>
            <Circle aria-hidden /> Start recording
          </Button>
        ) : null}
        {r.phase === 'recording' ? (
          <Button variant="outline" onClick={r.pause}>
            <Pause aria-hidden /> Pause
          </Button>
        ) : null}
        {r.phase === 'paused' ? (
          <Button variant="outline" onClick={r.resume}>
            <Play aria-hidden /> Resume
          </Button>
        ) : null}
        {recording ? (
          <Button colorPalette="red" variant="solid" onClick={r.stop}>
            <Square aria-hidden /> Stop
          </Button>
        ) : null}
        {r.phase === 'saving' ? <Text color="fg.muted">Saving the recording on this device…</Text> : null}
        {r.phase === 'recorded' ? (
          <>
            <Button
              colorPalette="indigo"
              onClick={async () => {
                const kept = await r.keep()
                if (kept) onKept(kept)
              }}
            >
              <Upload aria-hidden /> Use this take
            </Button>
            <Button variant="outline" onClick={() => void r.retake()}>
              <RotateCcw aria-hidden /> Retake
            </Button>
          </>
        ) : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Up to {RECORDING_LIMIT_SECONDS / 60} minutes. Every few seconds of the recording are saved on this
        device as you record, so nothing is lost if the page closes or the network drops.
      </Text>
    </Stack>
  )
}
