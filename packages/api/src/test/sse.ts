import type { NotificationMessage } from "@tischservice/core";
import type { App } from "../app/create-app.ts";
import type { TestClient } from "./test-client.ts";

type Message<T extends NotificationMessage["type"]> = Extract<NotificationMessage, { type: T }>;

export interface EventStream {
  status: number;
  /** The first message of a type (already received or still to come) whose data matches; rejects after `timeoutMs`. */
  next<T extends NotificationMessage["type"]>(
    type: T,
    where?: (data: Message<T>["data"]) => boolean,
    timeoutMs?: number,
  ): Promise<Message<T>>;
  received: NotificationMessage[];
  /** Settles when the server ends the stream (or the stream was not an event stream). */
  ended: Promise<void>;
  close(): Promise<void>;
}

/** Opens `GET path` as an event stream with the client's cookies and parses each `data:` line. */
export async function openEventStream(app: App, client: TestClient, path: string): Promise<EventStream> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  const received: NotificationMessage[] = [];
  const waiters: Array<{
    match: (m: NotificationMessage) => boolean;
    resolve: (m: NotificationMessage) => void;
  }> = [];
  const reader = response.body?.getReader();
  const deliver = (message: NotificationMessage) => {
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  };
  let ended: Promise<void> = Promise.resolve();
  if (reader && response.headers.get("content-type")?.includes("text/event-stream")) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split("\n")
            .filter((line) => line.startsWith("data:"))
            .map((line) => line.slice(5).trimStart())
            .join("\n");
          if (data) deliver(JSON.parse(data) as NotificationMessage);
          end = buffer.indexOf("\n\n");
        }
      }
    })();
  }
  return {
    status: response.status,
    received,
    ended,
    next<T extends NotificationMessage["type"]>(
      type: T,
      where: (data: Message<T>["data"]) => boolean = () => true,
      timeoutMs = 5000,
    ): Promise<Message<T>> {
      const match = (m: NotificationMessage): m is Message<T> =>
        m.type === type && where(m.data as Message<T>["data"]);
      const seen = received.find(match);
      if (seen) return Promise.resolve(seen as Message<T>);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message as Message<T>);
          },
        });
      });
    },
    async close() {
      await reader?.cancel().catch(() => {});
    },
  };
}
