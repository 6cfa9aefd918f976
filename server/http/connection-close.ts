import type { IncomingMessage } from 'node:http'
import type { HttpBindings } from '@hono/node-server'
import type { MiddlewareHandler } from 'hono'

/**
 * A response to a request whose body was not read to its end — an early reply (413 for an oversize
 * body; 401, 404, 405, 415, 429 answered before the body is read) or a handler that ignores its body —
 * says `Connection: close`, and Node closes the socket once it is sent. The client knows not to send
 * more on that connection, and opens a new one.
 *
 * Why not keep the connection: the unread rest of the body sits between this request and the next.
 * Node discards an unread body itself only if nobody started reading it; here @hono/node-server's body
 * stream has (hono's bodyLimit and others touch `c.req.raw.body`), holds it paused, and its own drain
 * gives up after 500 ms by destroying the socket — without a word, so a request pipelined or sent on
 * the kept-alive connection is dropped. Why not drain instead: reading a body of unknown size only to
 * throw it away spends the time and bandwidth the body limit is there to save. Decision 018.
 *
 * Outside Node (app.request() in tests) there is no socket and nothing to do; HTTP/2 has no
 * Connection header (its streams are independent).
 */
export const closeAfterUnreadBody: MiddlewareHandler = async (c, next) => {
  await next()
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming
  if (!incoming || incoming.httpVersionMajor !== 1) return
  if (hasBody(incoming) && !incoming.readableEnded) c.header('Connection', 'close')
}

/** A body is announced by a non-zero Content-Length or by Transfer-Encoding (chunked). */
function hasBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers['content-length']
  return incoming.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) !== 0)
}
