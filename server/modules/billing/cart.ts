import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { CartLineInputSchema, mergeCartLines, priceCartLine, type Cart, type CartLineInput } from '@/api/cart'
import { ErrorCode } from '@/api/errors'
import type { Db } from '../../db/client'
import { carts } from '../../db/schema/carts'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'

/**
 * The signed-in user's cart (decision 011): lines stored unpriced with a version; every read reprices them
 * (priceCartLine), so a price is never taken from the client nor frozen in the database.
 */

type CartState = { items: CartLineInput[]; version: number; updatedAt: Date | null }

const EMPTY: CartState = { items: [], version: 0, updatedAt: null }

function toCart(state: CartState): Cart {
  return {
    // A line whose product was withdrawn since it was stored is dropped rather than breaking the cart.
    items: state.items.filter((line) => v.is(CartLineInputSchema, line)).map(priceCartLine),
    version: state.version,
    updatedAt: state.updatedAt?.toISOString() ?? null,
  }
}

async function readCart(db: Db, userId: string): Promise<CartState> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId))
  return row ?? EMPTY
}

export async function getCart(db: Db, userId: string): Promise<Cart> {
  return toCart(await readCart(db, userId))
}

/**
 * Writes `items` as version `baseVersion + 1` if the stored version is still `baseVersion` (0 = no cart).
 * One conditional statement: `UPDATE … WHERE version = base`, or for the first cart
 * `INSERT … ON CONFLICT DO NOTHING`. Of two concurrent writes based on the same version exactly one
 * matches a row; the other gets null. No transaction is needed around a single statement.
 */
async function writeIfVersion(
  db: Db,
  userId: string,
  baseVersion: number,
  items: CartLineInput[],
  now: Date,
): Promise<CartState | null> {
  const version = baseVersion + 1
  const [row] =
    baseVersion === 0
      ? await db
          .insert(carts)
          .values({ userId, items, version, updatedAt: now })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(carts)
          .set({ items, version, updatedAt: now })
          .where(and(eq(carts.userId, userId), eq(carts.version, baseVersion)))
          .returning()
  return row ?? null
}

/** PUT: the whole cart as the client wants it, based on the version it saw. Else 409 VERSION_CONFLICT. */
export async function replaceCart(
  ctx: ServiceContext,
  userId: string,
  input: { items: CartLineInput[]; baseVersion: number },
): Promise<Cart> {
  const { db } = ctx
  const now = ctx.now()
  const written = await writeIfVersion(db, userId, input.baseVersion, input.items, now)
  if (written) return toCart(written)
  const current = await readCart(db, userId)
  throw new AppError(ErrorCode.VERSION_CONFLICT, { details: { version: current.version } })
}

/** How often a merge re-reads and retries when another write lands between its read and its write. */
const MERGE_ATTEMPTS = 5

/** POST /merge: `added` lines merged into the stored cart (adding an existing item increases its quantity). */
export async function mergeIntoCart(
  ctx: ServiceContext,
  userId: string,
  added: CartLineInput[],
): Promise<Cart> {
  const { db } = ctx
  const now = ctx.now()
  for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
    const current = await readCart(db, userId)
    const base = current.items.filter((line) => v.is(CartLineInputSchema, line))
    const written = await writeIfVersion(db, userId, current.version, mergeCartLines(base, added), now)
    if (written) return toCart(written)
  }
  const current = await readCart(db, userId)
  throw new AppError(ErrorCode.VERSION_CONFLICT, { details: { version: current.version } })
}
