import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

const postgres = "postgres://tischservice:geheim@db.internal:5432/tischservice";

describe("parseEnv: DEMO", () => {
  it("given the embedded database and no DEMO, seeds demo data", () => {
    expect(parseEnv({}).DEMO).toBe(true);
    expect(parseEnv({ DATABASE_URL: "" }).DEMO).toBe(true);
  });

  it("given DATABASE_URL and no DEMO, seeds nothing (a production database starts empty)", () => {
    expect(parseEnv({ DATABASE_URL: postgres }).DEMO).toBe(false);
    expect(parseEnv({ DATABASE_URL: postgres, DEMO: "" }).DEMO).toBe(false);
  });

  it("given DEMO explicitly, follows it on either database", () => {
    expect(parseEnv({ DATABASE_URL: postgres, DEMO: "1" }).DEMO).toBe(true);
    expect(parseEnv({ DATABASE_URL: postgres, DEMO: "on" }).DEMO).toBe(true);
    expect(parseEnv({ DEMO: "0" }).DEMO).toBe(false);
    expect(parseEnv({ DEMO: "false" }).DEMO).toBe(false);
  });

  it("given a DEMO value that is no switch, refuses the environment", () => {
    expect(() => parseEnv({ DEMO: "vielleicht" })).toThrow();
  });

  it("given TRUST_PROXY unset, keeps its own default", () => {
    expect(parseEnv({ DATABASE_URL: postgres }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  });
});

describe("parseEnv: TRUST_PROXY", () => {
  it("given a number of hops, keeps it; true means one hop, false and empty none", () => {
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(0);
  });

  it("given anything else, refuses the environment", () => {
    for (const value of ["-1", "11", "ja", "1.5"]) expect(() => parseEnv({ TRUST_PROXY: value })).toThrow();
  });
});

describe("parseEnv: TEST_PUSH_HOSTS", () => {
  it("given hosts, lists them; unset, none", () => {
    expect(parseEnv({ TEST_PUSH_HOSTS: "127.0.0.1:4431, localhost:4432" }).TEST_PUSH_HOSTS).toEqual([
      "127.0.0.1:4431",
      "localhost:4432",
    ]);
    expect(parseEnv({}).TEST_PUSH_HOSTS).toEqual([]);
  });

  it("given NODE_ENV=production, refuses any test push host", () => {
    expect(() => parseEnv({ NODE_ENV: "production", TEST_PUSH_HOSTS: "127.0.0.1:4431" })).toThrow(
      /TEST_PUSH_HOSTS ist nur für Tests/,
    );
    expect(parseEnv({ NODE_ENV: "production" }).TEST_PUSH_HOSTS).toEqual([]);
  });
});

describe("parseEnv: STORYBOOK_PORT", () => {
  it("given development and no STORYBOOK_PORT, serves Storybook on PORT + 1 (a free port when PORT is 0)", () => {
    expect(parseEnv({}).STORYBOOK_PORT).toBe(3002);
    expect(parseEnv({ PORT: "8080" }).STORYBOOK_PORT).toBe(8081);
    expect(parseEnv({ PORT: "0" }).STORYBOOK_PORT).toBe(0);
    expect(parseEnv({ STORYBOOK_PORT: "" }).STORYBOOK_PORT).toBe(3002);
  });

  it("given NODE_ENV=production, serves no Storybook unless STORYBOOK_PORT asks for it", () => {
    expect(parseEnv({ NODE_ENV: "production" }).STORYBOOK_PORT).toBeNull();
    expect(parseEnv({ NODE_ENV: "production", STORYBOOK_PORT: "6006" }).STORYBOOK_PORT).toBe(6006);
    expect(parseEnv({ NODE_ENV: "production", STORYBOOK_PORT: "0" }).STORYBOOK_PORT).toBe(0);
  });

  it("given off, serves no Storybook in development either", () => {
    expect(parseEnv({ STORYBOOK_PORT: "off" }).STORYBOOK_PORT).toBeNull();
  });

  it("given PORT's own port or no port number, refuses the environment", () => {
    expect(() => parseEnv({ PORT: "4000", STORYBOOK_PORT: "4000" })).toThrow(/anderer Port/);
    for (const value of ["-1", "70000", "ja", "1.5"])
      expect(() => parseEnv({ STORYBOOK_PORT: value })).toThrow(/STORYBOOK_PORT muss eine Portnummer/);
  });
});

describe("parseEnv: LEASE_TTL_MS", () => {
  it("given nothing, holds leases for 30 s", () => {
    expect(parseEnv({}).LEASE_TTL_MS).toBe(30_000);
    expect(parseEnv({ LEASE_TTL_MS: "" }).LEASE_TTL_MS).toBe(30_000);
  });

  it("given milliseconds within 2 s and 10 min, takes them", () => {
    expect(parseEnv({ LEASE_TTL_MS: "2000" }).LEASE_TTL_MS).toBe(2000);
    expect(parseEnv({ LEASE_TTL_MS: "600000" }).LEASE_TTL_MS).toBe(600_000);
  });

  it("given a value too short, too long or no number, refuses the environment in German", () => {
    for (const value of ["1999", "600001", "0", "-5", "30s", "1.5"])
      expect(() => parseEnv({ LEASE_TTL_MS: value })).toThrow(
        /LEASE_TTL_MS muss eine ganze Zahl von 2000 bis 600000/,
      );
  });
});

describe("parseEnv: BOOKINGS_PER_CLIENT", () => {
  it("given nothing, allows 20 bookings per client; a number replaces it", () => {
    expect(parseEnv({}).BOOKINGS_PER_CLIENT).toBe(20);
    expect(parseEnv({ BOOKINGS_PER_CLIENT: "200" }).BOOKINGS_PER_CLIENT).toBe(200);
  });

  it("given no whole number from 1 to 100000, refuses the environment in German", () => {
    for (const value of ["0", "-5", "2.5", "viele", "100001"]) {
      expect(() => parseEnv({ BOOKINGS_PER_CLIENT: value })).toThrow(/BOOKINGS_PER_CLIENT muss/);
    }
  });
});
