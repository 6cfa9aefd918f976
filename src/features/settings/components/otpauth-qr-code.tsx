import { Box, Skeleton, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { qrPath } from '../lib/qr-path'

/** Modules of light margin around the code: the quiet zone scanners need to find it. */
const QUIET_ZONE = 4
const SIZE_PX = 192

type Encoded = { size: number; path: string }

/**
 * The authenticator setup URI as a QR code to scan. The encoder (uqr, ~5 KB gzip, no dependencies) is imported
 * here on demand, so it loads only when someone opens authenticator setup — never with the rest of the app.
 * Dark on white in both colour modes: scanners expect dark modules on a light background.
 */
export function OtpauthQrCode({ uri }: { uri: string }) {
  const [state, setState] = useState<{ uri: string; encoded: Encoded | null; failed: boolean } | null>(null)

  useEffect(() => {
    let current = true
    import('uqr')
      .then(({ encode }) => {
        // ECC level M: the usual choice for a code read from a screen; border 0, the quiet zone is added below.
        const { data, size } = encode(uri, { ecc: 'M', border: 0 })
        if (current) setState({ uri, encoded: { size, path: qrPath(data) }, failed: false })
      })
      .catch(() => {
        // Offline before the chunk was cached: the secret key and link below still work.
        if (current) setState({ uri, encoded: null, failed: true })
      })
    return () => {
      current = false
    }
  }, [uri])

  const ready = state?.uri === uri ? state : null
  if (ready?.failed)
    return (
      <Text fontSize="sm" color="fg.muted" w={`${SIZE_PX}px`}>
        The QR code could not be shown. Enter the secret key in your app instead.
      </Text>
    )
  if (!ready?.encoded) return <Skeleton boxSize={`${SIZE_PX}px`} borderRadius="md" flexShrink={0} />

  const box = ready.encoded.size + QUIET_ZONE * 2
  return (
    <Box
      as="figure"
      m="0"
      flexShrink={0}
      bg="white"
      borderRadius="md"
      borderWidth="1px"
      lineHeight="0"
      data-testid="totp-qr-code"
    >
      <svg
        role="img"
        aria-label="QR code to scan with your authenticator app"
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
        width={SIZE_PX}
        height={SIZE_PX}
        shapeRendering="crispEdges"
      >
        <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
        <path d={ready.encoded.path} fill="#000" />
      </svg>
    </Box>
  )
}
