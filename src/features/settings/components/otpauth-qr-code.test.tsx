// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { qrPath } from '../lib/qr-path'
import { OtpauthQrCode } from './otpauth-qr-code'

const URI = 'otpauth://totp/ReelHire:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=ReelHire'

afterEach(cleanup)

describe('OtpauthQrCode', () => {
  it('draws the URI as a labelled QR image, quiet zone included', async () => {
    renderInChakra(<OtpauthQrCode uri={URI} />)
    const image = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })
    const { data, size } = encode(URI, { ecc: 'M', border: 0 })
    expect(image.getAttribute('viewBox')).toBe(`-4 -4 ${size + 8} ${size + 8}`)
    expect(image.querySelector('path')?.getAttribute('d')).toBe(qrPath(data))
  })
})
