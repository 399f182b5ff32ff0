import { describe, expect, it } from "vitest";
import { createJsonLogger, createMemoryLogger, redactPath } from "./logger.ts";

function collect(level: "debug" | "info" | "warn" = "debug") {
  const lines: string[] = [];
  const logger = createJsonLogger(level, () => Date.UTC(2026, 0, 2, 3, 4, 5, 6), {
    write: (line) => lines.push(line),
  });
  return { logger, lines };
}

describe("JSON logger", () => {
  it("given a call, writes one JSON line with level, ISO time, message and fields", () => {
    const { logger, lines } = collect();
    logger.info("mail sent", { outboxId: "o1", attempts: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith("}\n")).toBe(true);
    expect(lines[0]?.slice(0, -1)).not.toContain("\n");
    expect(JSON.parse(lines[0] ?? "{}")).toEqual({
      level: "info",
      time: "2026-01-02T03:04:05.006Z",
      msg: "mail sent",
      outboxId: "o1",
      attempts: 2,
    });
  });

  it("given a level, writes nothing below it", () => {
    const { logger, lines } = collect("warn");
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(lines.map((line) => JSON.parse(line).level)).toEqual(["warn", "error"]);
  });

  it("given secret-named fields at any level it keeps, writes them as [redacted] and leaves the caller's object alone", () => {
    const { logger, lines } = collect();
    const fields = {
      password: "Passwort123",
      user: { passwordHash: "$argon2id$v=19$abc", name: "Ada" },
      request: { headers: { cookie: "sid=geheim", authorization: "Bearer geheim" } },
      list: [{ token: "geheim-token" }],
      a: { b: { c: { params: ["geheim"] } } },
    };
    logger.warn("fields", fields);
    const line = lines[0] ?? "";
    expect(line).not.toMatch(/Passwort123|argon2|geheim/);
    expect(JSON.parse(line)).toMatchObject({
      password: "[redacted]",
      user: { passwordHash: "[redacted]", name: "Ada" },
      request: { headers: { cookie: "[redacted]", authorization: "[redacted]" } },
      list: [{ token: "[redacted]" }],
      a: { b: { c: { params: "[redacted]" } } },
    });
    expect(fields.password).toBe("Passwort123");
    expect(fields.user.passwordHash).toBe("$argon2id$v=19$abc");
  });

  it("given texts with a parameter list or a password hash, and objects nested too deep, cuts them out", () => {
    const { logger, lines } = collect();
    logger.error("failed params: geheim", {
      error: "failed query: insert\nparams: geheim,$argon2id$v=19$xyz",
      deep: { one: { two: { three: { four: { five: "zu tief" } } } } },
    });
    const entry = JSON.parse(lines[0] ?? "{}");
    expect(lines[0]).not.toMatch(/geheim|argon2id\$v|zu tief/);
    expect(entry.msg).toBe("failed params: [redacted]");
    expect(entry.deep).toEqual({ one: { two: { three: { four: "[nested]" } } } });
  });

  it("given the memory logger, keeps what the JSON logger writes, without the time", () => {
    const logger = createMemoryLogger();
    logger.info("login failed", { password: "x", identifierLooksLikeLogin: false });
    expect(logger.entries).toEqual([
      { level: "info", msg: "login failed", password: "[redacted]", identifierLooksLikeLogin: false },
    ]);
  });
});

describe("redactPath", () => {
  it("given paths with a token, an address or a query, replaces them", () => {
    expect(redactPath("/api/users/validate-reset-token/abc?x=1")).toBe(
      "/api/users/validate-reset-token/:token",
    );
    expect(redactPath("/api/restaurants/owner/jemand%40beispiel.de")).toBe("/api/restaurants/owner/:email");
    expect(redactPath("/api/tables/t1")).toBe("/api/tables/t1");
  });
});
