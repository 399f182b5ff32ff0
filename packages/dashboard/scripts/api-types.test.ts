import { describe, expect, it } from "vitest";
import { readCommittedApiTypes, renderApiTypes } from "./api-types.ts";

describe("the dashboard's generated API types", () => {
  it("given the API as it is now, match the committed file", async () => {
    const [fresh, committed] = await Promise.all([renderApiTypes(), readCommittedApiTypes()]);
    expect(
      committed === fresh,
      "packages/dashboard/src/api/generated/openapi.gen.ts is stale: run `pnpm --filter @tischservice/dashboard generate:api` and commit the result",
    ).toBe(true);
  });
});
