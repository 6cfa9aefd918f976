// A TCP relay between a client and the server that counts the bytes the client sends and can cut the network:
// once `cutAfter` bytes have come from the client, both connections are reset, and whatever was still in flight
// (in the relay, in the kernels' buffers) is lost, as when a phone drops off the network mid-request.
import { createServer, connect, type Server, type Socket } from 'node:net'

export type CutProxy = {
  url: string
  /** Bytes received from the client since the last reset, over every connection. */
  bytesUp: () => number
  /** Counts from zero and, with `cutAfter`, cuts once when that many bytes have come from the client. */
  reset: (cutAfter?: number) => void
  /** Whether the armed cut happened. */
  didCut: () => boolean
  close: () => Promise<void>
}

export async function startCutProxy(listenPort: number, targetPort: number): Promise<CutProxy> {
  let up = 0
  let cutAfter: number | undefined
  let cut = false
  const open = new Set<Socket>()

  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1')
    open.add(client).add(upstream)
    // After the cut this connection carries nothing: the network is gone.
    let dead = false
    const drop = () => {
      dead = true
      client.resetAndDestroy()
      upstream.resetAndDestroy()
    }
    client.on('data', (data: Buffer) => {
      if (dead) return
      if (cutAfter !== undefined && !cut && up + data.length >= cutAfter) {
        // Up to the cut point the bytes go on; the rest never arrives.
        const part = data.subarray(0, cutAfter - up)
        up += part.length
        cut = true
        dead = true
        upstream.write(part, () => drop())
        return
      }
      up += data.length
      if (!upstream.write(data)) client.pause()
    })
    upstream.on('drain', () => client.resume())
    upstream.pipe(client)
    for (const socket of [client, upstream]) {
      socket.on('error', drop)
      socket.on('close', () => {
        open.delete(socket)
        if (socket === client) upstream.destroy()
        else client.destroy()
      })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(listenPort, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${listenPort}`,
    bytesUp: () => up,
    reset: (after) => {
      up = 0
      cut = false
      cutAfter = after
    },
    didCut: () => cut,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
