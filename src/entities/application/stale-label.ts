/** 'No update for 21 days': what a stale application shows (one day reads 'day'). */
export const staleLabel = (ageDays: number) => `No update for ${ageDays} day${ageDays === 1 ? '' : 's'}`
