import {
  type GuestErasureCounts,
  guestDataTexts,
  guestMayEraseOwnData,
  isUpcomingReservation,
  validationTexts,
} from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler, SessionUser } from "../../app/types.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { findRestaurant, requireAdmin, requireManager, requireUser } from "../../auth/access.ts";
import { limitPasswordChange } from "../../auth/attempt-limits.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import { clearSessionCookie } from "../../auth/session-cookie.ts";
import { users } from "../../db/schema/index.ts";
import { publishChange } from "../../events/publish-change.ts";
import { limitAttempts } from "../../http/refuse-if-limited.ts";
import { ApiError, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { guestExportMail } from "../../privacy/export-mail.ts";
import {
  eraseGuestData,
  exportGuestData,
  type GuestScope,
  removeMailFiles,
} from "../../privacy/guest-data.ts";
import { findGuestReservation } from "../../reservations/guest-link.ts";
import { deleteAccounts } from "../admin/delete-accounts.ts";
import type {
  deleteCustomerAccount,
  eraseGuestPlatformWide,
  eraseOwnData,
  eraseRestaurantGuest,
  exportCustomerData,
  exportGuestPlatformWide,
  exportOwnData,
  exportRestaurantGuest,
} from "./guest-data.routes.ts";

/** The German answer to an erasure, with what happened to a customer account. */
function erasedMessage(counts: GuestErasureCounts): string {
  return [
    guestDataTexts.erased(counts.reservations, counts.mails),
    ...(counts.enquiries > 0 ? [guestDataTexts.enquiriesErased(counts.enquiries)] : []),
    ...(counts.waitlist > 0 ? [guestDataTexts.waitlistErased(counts.waitlist)] : []),
    ...(counts.accountUnlinked ? [guestDataTexts.accountUnlinked] : []),
    ...(counts.accountDeleted ? [guestDataTexts.accountDeleted] : []),
  ].join(" ");
}

async function exportFor(
  c: Context<AppBindings>,
  user: SessionUser,
  scope: GuestScope,
  restaurantName: string,
) {
  const { db, now } = c.var.deps;
  const data = await exportGuestData(db, scope, now());
  const found =
    data.reservations.length +
      data.mails.length +
      data.enquiries.length +
      data.waitlist.length +
      (data.account ? 1 : 0) >
    0;
  // The log says that a guest's data left the system, not whose: the address itself is not kept.
  await recordAudit(c, {
    action: "guest_data_exported",
    actor: { id: user.id, email: user.email },
    targetId: scope.restaurantId,
    details: {
      ...(restaurantName ? { restaurant: restaurantName } : {}),
      reservations: String(data.reservations.length),
      mails: String(data.mails.length),
      ...(data.enquiries.length > 0 ? { enquiries: String(data.enquiries.length) } : {}),
      ...(data.waitlist.length > 0 ? { waitlist: String(data.waitlist.length) } : {}),
    },
  });
  const foundMessage = [
    guestDataTexts.found(data.reservations.length, data.mails.length),
    ...(data.enquiries.length > 0 ? [guestDataTexts.enquiriesFound(data.enquiries.length)] : []),
    ...(data.waitlist.length > 0 ? [guestDataTexts.waitlistFound(data.waitlist.length)] : []),
  ].join(" ");
  return {
    success: true as const,
    message: found ? foundMessage : guestDataTexts.nothingStored,
    data,
  };
}

/** Who asked: a signed-in owner or admin, or the guest through their link (no account: `id` null). */
type Requester = Pick<SessionUser, "email"> & { id: string | null };

async function eraseFor(
  c: Context<AppBindings>,
  user: Requester,
  scope: GuestScope,
  restaurantName: string,
  check?: Parameters<typeof eraseGuestData>[3],
) {
  const { deps } = c.var;
  const erasure = await deps.db.transaction(async (tx) => {
    const result = await eraseGuestData(tx, scope, deps.now(), check);
    if (
      result.reservations + result.enquiries + result.waitlist + result.mailIds.length === 0 &&
      !result.accountId
    ) {
      throw notFound(guestDataTexts.nothingStored);
    }
    // A customer account owns no restaurant, so no mails go with it; should one, their files go too.
    const accountMailIds = result.accountId
      ? (await deleteAccounts(tx, deps, { userIds: [result.accountId] })).mailIds
      : [];
    for (const restaurantId of result.restaurantIds) {
      await publishChange(deps, tx, restaurantId, "reservations");
    }
    for (const restaurantId of result.enquiryRestaurantIds) {
      await publishChange(deps, tx, restaurantId, "enquiries");
    }
    for (const restaurantId of result.waitlistRestaurantIds) {
      await publishChange(deps, tx, restaurantId, "waitlist");
    }
    await recordAudit(
      c,
      {
        action: "guest_data_erased",
        actor: { id: user.id, email: user.email },
        targetId: scope.restaurantId,
        details: {
          ...(restaurantName ? { restaurant: restaurantName } : {}),
          reservations: String(result.reservations),
          mails: String(result.mails),
          ...(result.enquiries > 0 ? { enquiries: String(result.enquiries) } : {}),
          ...(result.waitlist > 0 ? { waitlist: String(result.waitlist) } : {}),
          ...(result.accountDeleted ? { account: "gelöscht" } : {}),
        },
      },
      tx,
    );
    return { ...result, mailIds: [...result.mailIds, ...accountMailIds] };
  });
  await removeMailFiles(deps.mailFilesDir, erasure.mailIds);
  const data: GuestErasureCounts = {
    reservations: erasure.reservations,
    mails: erasure.mails,
    enquiries: erasure.enquiries,
    waitlist: erasure.waitlist,
    accountUnlinked: erasure.accountUnlinked,
    accountDeleted: erasure.accountDeleted,
  };
  return { success: true as const, message: erasedMessage(data), data };
}

export const exportRestaurantGuestHandler: AppRouteHandler<typeof exportRestaurantGuest> = async (c) => {
  const restaurant = await findRestaurant(c.var.deps.db, c.req.valid("param").restaurantId);
  const user = requireManager(c, restaurant);
  const query = c.req.valid("query");
  return c.json(await exportFor(c, user, { restaurantId: restaurant.id, ...query }, restaurant.name), 200);
};

export const eraseRestaurantGuestHandler: AppRouteHandler<typeof eraseRestaurantGuest> = async (c) => {
  const restaurant = await findRestaurant(c.var.deps.db, c.req.valid("param").restaurantId);
  const user = requireManager(c, restaurant);
  const query = c.req.valid("query");
  return c.json(await eraseFor(c, user, { restaurantId: restaurant.id, ...query }, restaurant.name), 200);
};

export const exportGuestPlatformWideHandler: AppRouteHandler<typeof exportGuestPlatformWide> = async (c) => {
  const admin = requireAdmin(c);
  return c.json(
    await exportFor(c, admin, { restaurantId: null, email: c.req.valid("query").email }, ""),
    200,
  );
};

export const eraseGuestPlatformWideHandler: AppRouteHandler<typeof eraseGuestPlatformWide> = async (c) => {
  const admin = requireAdmin(c);
  return c.json(await eraseFor(c, admin, { restaurantId: null, email: c.req.valid("query").email }, ""), 200);
};

/** Guests' own requests through their link: at most this many exports per reservation and window. */
const OWN_EXPORTS_PER_WINDOW = 3;

export const exportOwnDataHandler: AppRouteHandler<typeof exportOwnData> = async (c) => {
  const { deps } = c.var;
  const row = await findGuestReservation(deps.db, c.req.valid("param").id, c.req.valid("json").token);
  await limitAttempts(c, [{ key: `guest-export:${row.id}`, limit: OWN_EXPORTS_PER_WINDOW }]);
  const restaurant = await findRestaurant(deps.db, row.restaurantId);
  const scope = { restaurantId: restaurant.id, email: row.customerEmail };
  const data = await exportGuestData(deps.db, scope, deps.now());
  // To the reservation's address only: whoever holds the link sees nothing of it.
  await enqueueMail(
    deps.db,
    guestExportMail(row.customerEmail, row.customerName, restaurant, data),
    deps.now(),
    {
      restaurantId: restaurant.id,
    },
  );
  deps.mailQueued();
  return c.json({ success: true, message: guestDataTexts.exportMailed }, 202);
};

export const eraseOwnDataHandler: AppRouteHandler<typeof eraseOwnData> = async (c) => {
  const { deps } = c.var;
  const row = await findGuestReservation(deps.db, c.req.valid("param").id, c.req.valid("json").token);
  const at = deps.now();
  if (!guestMayEraseOwnData(row, at)) {
    throw conflict(guestDataTexts.eraseNotYet, { code: "erase_not_yet" });
  }
  const restaurant = await findRestaurant(deps.db, row.restaurantId);
  // Another booking of theirs still ahead: the restaurant needs the name to seat them. Checked on the rows
  // the erasure reads, in its transaction.
  const refuseUpcoming = (rows: readonly { status: string; endsAt: Date }[]) => {
    if (rows.some((other) => isUpcomingReservation(other, at))) {
      throw conflict(guestDataTexts.upcomingReservation, { code: "upcoming_reservation" });
    }
  };
  const actor = { id: null, email: guestDataTexts.guestActor };
  return c.json(
    await eraseFor(
      c,
      actor,
      { restaurantId: restaurant.id, email: row.customerEmail },
      restaurant.name,
      refuseUpcoming,
    ),
    200,
  );
};

/** The signed-in customer (staff accounts manage theirs in the dashboard and through the admin). */
function requireCustomer(c: Context<AppBindings>): SessionUser {
  const user = requireUser(c);
  if (user.role !== "customer") throw forbidden(guestDataTexts.customersOnly);
  return user;
}

export const exportCustomerDataHandler: AppRouteHandler<typeof exportCustomerData> = async (c) => {
  const user = requireCustomer(c);
  return c.json(await exportFor(c, user, { restaurantId: null, email: user.email }, ""), 200);
};

export const deleteCustomerAccountHandler: AppRouteHandler<typeof deleteCustomerAccount> = async (c) => {
  const user = requireCustomer(c);
  const { db } = c.var.deps;
  await limitPasswordChange(c, user.id);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, c.req.valid("json").password))) {
    throw new ApiError(400, validationTexts.currentPasswordIncorrect);
  }
  // The audit log keeps that it happened, not who: the address is what is being erased.
  const actor = { id: null, email: guestDataTexts.customerActor };
  const answer = await eraseFor(c, actor, { restaurantId: null, email: user.email }, "");
  clearSessionCookie(c);
  return c.json({ ...answer, message: guestDataTexts.ownAccountDeleted(answer.data.reservations) }, 200);
};
