import * as z from "zod";
import { strongPasswordProblem } from "../rules/strong-password.ts";
import { validationTexts } from "../texts/validation.ts";
import { schemaLimits } from "./common.ts";

// Apart from common.ts, which every page loads: this rule carries the list of common passwords, which only
// the forms that set an administrator's or an owner's password need.

/**
 * An administrator's or a restaurant owner's password as typed: never trimmed, at most 100 characters, and
 * `strongPasswordProblem`'s rule (at least 10 characters, not a common password).
 */
export function strongPasswordSchema(required: string = validationTexts.required) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(schemaLimits.passwordMax, { error: validationTexts.passwordTooLong, abort: true })
    .superRefine((password, ctx) => {
      const problem = strongPasswordProblem(password);
      if (problem)
        ctx.addIssue({ code: "custom", message: problem.message, params: { reason: problem.reason } });
    });
}
