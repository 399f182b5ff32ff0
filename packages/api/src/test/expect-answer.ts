import { expect } from "vitest";
import type { TestResponse } from "./test-client.ts";

/**
 * The answer's status and the fields its body must carry among others (`toMatchObject`); when the status
 * is off, the failure shows the body.
 */
export function expectAnswer(
  response: Pick<TestResponse<unknown>, "status" | "body">,
  status: number,
  body: Record<string, unknown>,
): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject(body);
}

/** The answer's status and its whole body (`toEqual`); when the status is off, the failure shows the body. */
export function expectExactAnswer(
  response: Pick<TestResponse<unknown>, "status" | "body">,
  status: number,
  body: Record<string, unknown>,
): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual(body);
}
