import { type NotificationMessage, notificationMessageSchema } from "@tischservice/core";

/**
 * Reads one Server-Sent Event: either an unnamed `message` whose JSON carries `{ type, data }`, or a
 * named event (`event: changed`) whose JSON is the data itself. Anything unreadable gives null.
 */
export function parseNotificationEvent(eventType: string, raw: string): NotificationMessage | null {
  let json: unknown;
  try {
    json = raw === "" ? {} : JSON.parse(raw);
  } catch {
    return null;
  }
  const record = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
  const candidate =
    typeof record.type === "string" ? record : { type: eventType, data: json === null ? undefined : json };
  const parsed = notificationMessageSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
