import { describe, expect, it } from "vitest";
import { subUserSchema, userSchema } from "./user.ts";

describe("userSchema", () => {
  it("given `id`, a lower-case role and a password, reads `_id`, normalises the role and strips the password", () => {
    const user = userSchema.parse({
      id: "u1",
      name: "Inhaber",
      email: "inhaber@trattoria.example",
      role: "gastro",
      password: "Gastro#2026",
      passwordHash: "$argon2id$...",
    });
    expect(user).toEqual({
      _id: "u1",
      name: "Inhaber",
      email: "inhaber@trattoria.example",
      role: "Gastro",
      isSubuser: false,
    });
    expect("password" in user).toBe(false);
  });
  it.each([
    ["ADMIN", "Admin"],
    ["Gastro", "Gastro"],
    ["Customer", "customer"],
  ])("given role %s, reads %s", (role, expected) => {
    expect(userSchema.parse({ _id: "1", email: "a@b.de", role }).role).toBe(expected);
  });
  it("given an unknown role, refuses it", () => {
    expect(userSchema.safeParse({ _id: "1", email: "a@b.de", role: "root" }).success).toBe(false);
  });
  it("given a sub-user, keeps its parent and restaurant", () => {
    const user = userSchema.parse({
      _id: "s1",
      email: "service@trattoriademo",
      role: "Gastro",
      isSubuser: true,
      parentUserId: "u1",
      restaurantId: "r1",
    });
    expect(user).toMatchObject({ isSubuser: true, parentUserId: "u1", restaurantId: "r1" });
  });
});

describe("subUserSchema", () => {
  it("given a list entry, reads it", () => {
    expect(
      subUserSchema.parse({ id: 3, name: "service", email: "service@x", created_at: "2026-01-01" }),
    ).toEqual({
      _id: "3",
      name: "service",
      email: "service@x",
      created_at: "2026-01-01",
    });
  });
});
