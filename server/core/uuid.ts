const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids arrive from paths and query strings: anything else must not reach a uuid column (PostgreSQL would throw). */
export const isUuid = (value: string) => UUID.test(value)
