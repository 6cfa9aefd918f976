/** The session's access token is refreshed once it has less than 5 minutes (300 s) left. */
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 300
