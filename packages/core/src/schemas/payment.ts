import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { entityIdSchema, renameKeys, timestampSchema } from "./common.ts";
import { hasAtMostTwoDecimals } from "./menu-item.ts";

export const paymentMethods = ["cash", "card"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The payment of an order as answered: paidAt, finalAmount, tip, method. */
export const paymentSchema = z.object({
  paidAt: timestampSchema,
  finalAmount: z.number(),
  tip: z.number().default(0),
  paymentMethod: z.enum(paymentMethods),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A payment record of `GET /api/payments/user/{userId}`. */
export const paymentRecordSchema = z.preprocess(
  (raw) => renameKeys(raw, { id: "_id", createdAt: "created_at" }),
  paymentSchema.extend({
    _id: entityIdSchema.optional(),
    orderId: entityIdSchema.optional(),
    restaurantId: entityIdSchema.nullish(),
    totalAmount: z.number().optional(),
    tableName: z.string().nullish(),
    created_at: timestampSchema.optional(),
  }),
);
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

const amount = (message: string) => z.number({ error: message }).finite({ error: message });

/**
 * `PUT /api/orders/{orderId}/payment`: final amount > 0, tip ≥ 0 (cents), cash or card. The optional
 * `idempotencyKey` (or the `Idempotency-Key` header) makes a retry after a timeout pay only once.
 */
export const orderPaymentRequestSchema = z.strictObject({
  finalAmount: amount(validationTexts.paymentFinalAmountInvalid)
    .gt(0, { error: validationTexts.paymentFinalAmountInvalid })
    .max(1_000_000, { error: validationTexts.paymentFinalAmountInvalid })
    .refine(hasAtMostTwoDecimals, { error: validationTexts.paymentFinalAmountInvalid }),
  tip: amount(validationTexts.paymentTipNegative)
    .min(0, { error: validationTexts.paymentTipNegative })
    .max(1_000_000, { error: validationTexts.paymentTipNegative })
    .refine(hasAtMostTwoDecimals, { error: validationTexts.paymentTipNegative })
    .default(0),
  paymentMethod: z.enum(paymentMethods, { error: validationTexts.paymentMethodInvalid }),
  idempotencyKey: z.string().trim().min(8).max(128).optional(),
});
export type OrderPaymentRequest = z.infer<typeof orderPaymentRequestSchema>;

/** The `Idempotency-Key` header of the payment call. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
