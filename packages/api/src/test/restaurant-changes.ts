import type { NotificationMessage } from "@tischservice/core";
import type { App } from "../app/create-app.ts";

type ChangedEntity = Extract<NotificationMessage, { type: "changed" }>["data"]["entity"];

/**
 * Collects a restaurant's live messages from the moment the subscription listens. On PostgreSQL an earlier
 * test's event can still arrive after it, so `changeOf` looks for one record's own "changed" message.
 */
export async function watchRestaurantChanges(app: App, restaurantId: string) {
  const messages: NotificationMessage[] = [];
  await app.deps.events.subscribe(restaurantId, (message) => {
    messages.push(message);
  });
  return {
    /** The "changed" message of that entity and id, once it arrived. */
    changeOf: (entity: ChangedEntity, id: string) =>
      messages.find(
        (message) => message.type === "changed" && message.data.entity === entity && message.data.id === id,
      ),
  };
}
