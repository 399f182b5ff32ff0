import { type BookingLanguage, generalErrorCodes, isClosedDay, wireDateOfInstant } from "@tischservice/core";
import type { Restaurant } from "../auth/access.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { type DayInputs, loadDayInputs } from "../availability/day-inputs.ts";
import type { Tx } from "../db/client.ts";
import type { OutboxMail } from "../db/schema/index.ts";
import { badRequest } from "../lib/errors.ts";
import { publishChange } from "../lib/notify.ts";
import type { AppDeps } from "../lib/types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { changedEntityOf, type TableRequestKind } from "./kind.ts";
import { guestLinkUrl } from "./load-request.ts";

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
export function guestColumns(request: GuestRequest, at: Date) {
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

/** What differs between the kinds when a request is stored. */
export interface StoreSteps<Row, Dto> {
  /** The kind's own refusals against the day (nothing is stored then). */
  check(tx: Tx, inputs: DayInputs): void | Promise<void>;
  /** Inserts the request with the hash of its link's token. */
  insert(tx: Tx, tokenHash: string): Promise<Row | undefined>;
  toDto(row: Row): Dto;
  /** The guest's receipt with their link (null without an address). */
  receipt(dto: Dto, url: string, row: Row): OutboxMail | null;
  /** What else the restaurant is told, in the same transaction. */
  notifyRestaurant?(tx: Tx, inputs: DayInputs, dto: Dto, row: Row): Promise<void>;
}

/**
 * Stores a guest's request for `date` in one transaction: the kind's checks against the day, the row with
 * a fresh link token (stored hashed), the guest's receipt with the link unless `mailReceipt` is false (the
 * address has had its receipts for the day), what the restaurant is told and the live event.
 */
export async function storeTableRequest<Row extends { id: string }, Dto>(
  deps: AppDeps,
  restaurant: Restaurant,
  kind: TableRequestKind,
  request: { date: string; at: Date; mailReceipt: boolean },
  steps: StoreSteps<Row, Dto>,
): Promise<Dto> {
  const { at } = request;
  const token = randomToken();
  const dto = await deps.db.transaction(async (tx) => {
    const inputs = await loadDayInputs(tx, restaurant, request.date);
    await steps.check(tx, inputs);
    const row = await steps.insert(tx, hashToken(token));
    if (!row) throw new Error(`${kind} not inserted`);
    const dto = steps.toDto(row);
    const receipt = steps.receipt(dto, guestLinkUrl(deps.publicOrigin, kind, row.id, token), row);
    if (receipt && request.mailReceipt) await enqueueMail(tx, receipt, at, { restaurantId: restaurant.id });
    await steps.notifyRestaurant?.(tx, inputs, dto, row);
    await publishChange(deps, tx, restaurant.id, changedEntityOf[kind], row.id, "created");
    return dto;
  });
  deps.mailQueued();
  return dto;
}
