import { randomUUID } from "node:crypto";
import { text, timestamp } from "drizzle-orm/pg-core";

/** A string primary key generated in the application (ids travel as `_id` strings). */
export const idColumn = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => randomUUID());

/** An absolute instant; the application passes its injected clock's value. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => instant("created_at").notNull().defaultNow();
export const updatedAt = () => instant("updated_at").notNull().defaultNow();
