import { demoRequestTexts } from "@tischservice/core";
import type { AppRouteHandler } from "../../app/types.ts";
import { demoRequests } from "../../db/schema/index.ts";
import { refuseIfLimited } from "../../http/refuse-if-limited.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { demoRequestConfirmationMail, demoRequestSalesMail } from "../../mail/templates.ts";
import type { createDemoRequest } from "./demo-requests.routes.ts";

export const createDemoRequestHandler: AppRouteHandler<typeof createDemoRequest> = async (c) => {
  const body = c.req.valid("json");
  const { db, now, rateLimiter, rateLimits, salesEmail } = c.var.deps;
  const at = now();
  refuseIfLimited(c, [
    await rateLimiter.consume(`demo:ip:${clientIp(c)}`, rateLimits.demoPerIp, rateLimits.windowMs, at),
  ]);
  const details = {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone ?? "",
    restaurantName: body.restaurantName ?? "",
    message: body.message ?? "",
  };
  await db.transaction(async (tx) => {
    await tx.insert(demoRequests).values({ ...details, createdAt: at });
    await enqueueMail(tx, demoRequestSalesMail(salesEmail, details), at);
    await enqueueMail(tx, demoRequestConfirmationMail(details), at);
  });
  c.var.deps.mailQueued();
  return c.json({ success: true, message: demoRequestTexts.success }, 201);
};
