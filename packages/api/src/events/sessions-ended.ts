/**
 * The channel on which the database announces ended sessions (migration 0007's trigger on `sessions`):
 * every process LISTENs on it while it has open event streams, and closes the streams of those sessions.
 */
export const SESSIONS_ENDED_CHANNEL = "ts_sessions_ended";

/** The session ids of one announcement: comma-separated SHA-256 hex ids; anything else is ignored. */
export function parseEndedSessions(payload: string): string[] {
  return payload.split(",").filter((id) => /^[0-9a-f]{64}$/.test(id));
}
