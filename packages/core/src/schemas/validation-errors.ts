import type * as z from "zod";
import { validationTexts, validationTextTemplates } from "../texts/validation.ts";
import type { FieldError } from "./envelope.ts";

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

/** The German text for an issue that has no message of its own. */
function germanIssueText(issue: Issue | RawIssue, missing: boolean): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return validationTextTemplates.unknownFields(issue.keys);
    case "invalid_type":
      return missing ? validationTexts.required : validationTexts.invalidInput;
    case "too_big":
      if (issue.origin === "string") return validationTextTemplates.maxLength(Number(issue.maximum));
      if (issue.origin === "array") return validationTextTemplates.maxItems(Number(issue.maximum));
      if (issue.origin === "number") return validationTextTemplates.tooBig(Number(issue.maximum));
      return validationTexts.invalidInput;
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? validationTexts.required
          : validationTextTemplates.minLength(Number(issue.minimum));
      }
      if (issue.origin === "number") return validationTextTemplates.tooSmall(Number(issue.minimum));
      return validationTexts.invalidInput;
    case "invalid_value":
      return validationTextTemplates.invalidOption(issue.values.map(String));
    case "invalid_format":
      if (issue.format === "email") return validationTexts.invalidEmail;
      if (issue.format === "date") return validationTexts.invalidDate;
      return validationTexts.invalidInput;
    default:
      return validationTexts.invalidInput;
  }
}

/**
 * A zod error map giving German texts to every issue without a custom message. Pass it per parse:
 * `schema.safeParse(input, { error: validationErrorMap })`; custom messages of the schemas win.
 */
export const validationErrorMap: z.core.$ZodErrorMap = (issue) =>
  germanIssueText(issue, issue.code === "invalid_type" && issue.input === undefined);

/** zod's own (English) default texts start like this; ours never do. */
const zodDefaultText = /^(Invalid|Too (big|small)|Unrecognized key|Expected|Required)/;

function pathText(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join(".");
}

/**
 * A zod error as the API's 400 body parts: `{ message, errors: [{ path, message }] }`. The message is the
 * first problem's text; issues that still carry zod's English default get the German generic text.
 */
export function formatValidationErrors(error: z.ZodError): { message: string; errors: FieldError[] } {
  const errors = error.issues.map((issue) => ({
    path: pathText(issue.path),
    message: zodDefaultText.test(issue.message)
      ? germanIssueText(issue, issue.message.endsWith("received undefined"))
      : issue.message,
  }));
  return { message: errors[0]?.message ?? validationTexts.invalidInput, errors };
}
