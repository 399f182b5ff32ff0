import { type BookingLanguage, generalErrorCodes, isClosedDay, wireDateOfInstant } from "@tischservice/core";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { type DayInputs, loadDayInputs } from "../availability/day-inputs.ts";
import type { Tx } from "../db/client.ts";
import { enquiries, type OutboxMail, waitlistEntries } from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { badRequest } from "../lib/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { changedEntityOf, type TableRequestKind } from "./kind.ts";
import { guestLinkUrl, type TableRequestRow } from "./load-request.ts";

/** A refused request field: 400 in German, with the field named for the form. */
export const refuseField = (path: string, message: string) =>
  badRequest(message, { code: generalErrorCodes.validation, errors: [{ path, message }] });

/** 400 on `path` for a day before the restaurant's today. */
export function refusePastDay(
  restaurant: Restaurant,
  at: Date,
  date: string,
  path: string,
  message: string,
): void {
  const today = wireDateOfInstant(at, restaurant.timeZone) ?? "";
  if (date < today) throw refuseField(path, message);
}

/** 400 on `path` for a day the restaurant is closed (its opening hours and special hours). */
export function refuseClosedDay(inputs: DayInputs, date: string, path: string, message: string): void {
  if (isClosedDay(date, inputs.openingHours, inputs.specialHours)) throw refuseField(path, message);
}

/** The guest's part of a new request, the same in both kinds' forms. */
interface GuestRequest {
  customerName: string;
  customerEmail: string;
  customerPhone?: string | undefined;
  numberOfGuests: number;
  language?: BookingLanguage | undefined;
}

/** The columns every kind stores of the guest (no phone is "", no language German). */
function guestColumns(request: GuestRequest, at: Date) {
  return {
    customerName: request.customerName,
    customerEmail: request.customerEmail,
    customerPhone: request.customerPhone ?? "",
    numberOfGuests: request.numberOfGuests,
    language: request.language ?? ("de" as const),
    createdAt: at,
    updatedAt: at,
  };
}

type SharedColumns = keyof ReturnType<typeof guestColumns> | "restaurantId" | "id";

/** The columns only the kind has: its day and times (and the enquiry's message). */
type OwnColumns<K extends TableRequestKind> = Omit<
  K extends "enquiry" ? typeof enquiries.$inferInsert : typeof waitlistEntries.$inferInsert,
  SharedColumns | "viewTokenHash" | "tokenHash"
>;

/** The row with the hash of its link's token, in the kind's table. */
async function insertRequest<K extends TableRequestKind>(
  tx: Tx,
  kind: K,
  shared: ReturnType<typeof guestColumns> & { restaurantId: string },
  own: OwnColumns<K>,
  tokenHash: string,
): Promise<TableRequestRow<K> | undefined> {
  const [row] =
    kind === "enquiry"
      ? await tx
          .insert(enquiries)
          .values({ ...shared, ...(own as OwnColumns<"enquiry">), viewTokenHash: tokenHash })
          .returning()
      : await tx
          .insert(waitlistEntries)
          .values({ ...shared, ...(own as OwnColumns<"waitlist">), tokenHash })
          .returning();
  return row as TableRequestRow<K> | undefined;
}

/**
 * Stores a guest's new request of one kind and answers it as staff read it; `mailReceipt` false leaves the
 * guest's receipt out (the address has had its receipts for the day).
 */
export type CreateTableRequest<Request, Dto> = (
  deps: AppDeps,
  restaurant: Restaurant,
  request: Omit<Request, "website">,
  mailReceipt?: boolean,
) => Promise<Dto>;

/** What differs between the kinds when a request is stored. */
export interface StoreSteps<K extends TableRequestKind, Dto> {
  /** The kind's own refusals against the day (nothing is stored then). */
  check(tx: Tx, inputs: DayInputs): void | Promise<void>;
  /** The kind's own columns of the new row. */
  columns: OwnColumns<K>;
  toDto(row: TableRequestRow<K>): Dto;
  /** The guest's receipt with their link (null without an address). */
  receipt(dto: Dto, url: string): OutboxMail | null;
  /** What else the restaurant is told, in the same transaction. */
  notifyRestaurant?(tx: Tx, inputs: DayInputs, dto: Dto): Promise<void>;
}

/**
 * Stores a guest's request for `date` in one transaction: the kind's checks against the day, the row with
 * a fresh link token (stored hashed), the guest's receipt with the link unless `mailReceipt` is false (the
 * address has had its receipts for the day), what the restaurant is told and the live event.
 */
export async function storeTableRequest<K extends TableRequestKind, Dto>(
  deps: AppDeps,
  restaurant: Restaurant,
  kind: K,
  request: GuestRequest & { date: string; at: Date; mailReceipt: boolean },
  steps: StoreSteps<K, Dto>,
): Promise<Dto> {
  const { at } = request;
  const token = randomToken();
  const dto = await deps.db.transaction(async (tx) => {
    const inputs = await loadDayInputs(tx, restaurant, request.date);
    await steps.check(tx, inputs);
    const shared = { ...guestColumns(request, at), restaurantId: restaurant.id };
    const row = await insertRequest(tx, kind, shared, steps.columns, hashToken(token));
    if (!row) throw new Error(`${kind} not inserted`);
    const dto = steps.toDto(row);
    const receipt = steps.receipt(dto, guestLinkUrl(deps.publicOrigin, kind, row.id, token));
    if (receipt && request.mailReceipt) await enqueueMail(tx, receipt, at, { restaurantId: restaurant.id });
    await steps.notifyRestaurant?.(tx, inputs, dto);
    await publishChange(deps, tx, restaurant.id, changedEntityOf[kind], row.id, "created");
    return dto;
  });
  deps.mailQueued();
  return dto;
}
