import { userIdParamsSchema } from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer } from "../../lib/answer-schemas.ts";

export const PaymentRecordSchema = z
  .object({
    _id: z.string(),
    orderId: z.string(),
    restaurantId: z.string(),
    tableName: z.string(),
    totalAmount: z.number(),
    paidAt: z.string(),
    finalAmount: z.number(),
    tip: z.number(),
    paymentMethod: z.enum(["cash", "card"]),
    created_at: z.string(),
  })
  .meta({ id: "PaymentRecord" });

const route = resourceRoutes(["Bestellungen"]);

export const listPayments = route.get("/api/payments/user/{userId}", {
  summary:
    "Zahlungen und Trinkgelder des Restaurants je Bestellung (Inhaber und Admins; nicht Unterbenutzer)",
  request: { params: userIdParamsSchema },
  responses: answers(200, dataAnswer(z.array(PaymentRecordSchema)), "Zahlungen", [400, 401, 403, 404]),
});
