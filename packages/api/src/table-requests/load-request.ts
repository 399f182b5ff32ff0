import { waitlistTexts } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { hashToken } from "../auth/tokens.ts";
import type { Db, Tx } from "../db/client.ts";
import { type EnquiryRow, enquiries, type WaitlistEntryRow, waitlistEntries } from "../db/schema/index.ts";
import { notFound } from "../lib/errors.ts";
import type { TableRequestKind } from "./kind.ts";

/** The stored row of each kind. */
export type TableRequestRow<K extends TableRequestKind> = K extends "enquiry" ? EnquiryRow : WaitlistEntryRow;

const notFoundTexts: Record<TableRequestKind, string> = {
  enquiry: "Diese Anfrage wurde nicht gefunden.",
  waitlist: waitlistTexts.notFound,
};

/** The guest's link to their request (view it and, on the waitlist, answer an offer); the token is stored hashed. */
export const guestLinkUrl = (publicOrigin: string, kind: TableRequestKind, id: string, token: string) =>
  `${publicOrigin}/app/${kind}/${encodeURIComponent(id)}?token=${token}`;

async function selectRequest<K extends TableRequestKind>(
  db: Db | Tx,
  kind: K,
  id: string,
  forUpdate: boolean,
): Promise<TableRequestRow<K> | undefined> {
  const table = kind === "enquiry" ? enquiries : waitlistEntries;
  const query = db.select().from(table).where(eq(table.id, id)).$dynamic();
  const [row] = await (forUpdate ? query.for("update") : query).limit(1);
  return row as TableRequestRow<K> | undefined;
}

/** The request by its id; 404 in German when there is none. */
export async function loadTableRequest<K extends TableRequestKind>(
  db: Db,
  kind: K,
  id: string,
): Promise<TableRequestRow<K>> {
  const row = await selectRequest(db, kind, id, false);
  if (!row) throw notFound(notFoundTexts[kind]);
  return row;
}

/**
 * The request locked until the transaction ends (undefined when it is gone): the caller checks its state
 * under the lock, so two answers to one request take turns.
 */
export function lockTableRequest<K extends TableRequestKind>(
  tx: Tx,
  kind: K,
  id: string,
): Promise<TableRequestRow<K> | undefined> {
  return selectRequest(tx, kind, id, true);
}

/** The token hashes a guest's link may carry: the receipt's, and on the waitlist the latest offer mail's. */
function linkTokenHashes(kind: TableRequestKind, row: EnquiryRow | WaitlistEntryRow): (string | null)[] {
  return kind === "enquiry"
    ? [(row as EnquiryRow).viewTokenHash]
    : [(row as WaitlistEntryRow).tokenHash, (row as WaitlistEntryRow).offerTokenHash];
}

/** The request of the guest's link; an unknown id and a wrong token look alike (404). */
export async function loadTableRequestByToken<K extends TableRequestKind>(
  db: Db,
  kind: K,
  id: string,
  token: string,
): Promise<TableRequestRow<K>> {
  const row = await selectRequest(db, kind, id, false);
  if (!row || !linkTokenHashes(kind, row).includes(hashToken(token))) throw notFound(notFoundTexts[kind]);
  return row;
}
