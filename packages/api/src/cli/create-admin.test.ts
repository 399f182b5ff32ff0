import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strongPasswordProblem } from "@tischservice/core";
import { adminAccountTexts, operatorTexts, validationTexts } from "@tischservice/core/texts";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { auditLog, emailVerificationTokens, restaurants, users } from "../db/schema/index.ts";
import { pipedInput, terminalInput, testIo } from "../test/cli-io.ts";
import { createUser } from "../test/fixtures.ts";
import { guestSignup, restaurantSignup, verificationTokenFor } from "../test/signup-helpers.ts";
import { setupTestContext } from "../test/test-context.ts";
import { createAdminCommand, createAdminHelp } from "./create-admin.ts";
import { exitCodes } from "./exit-codes.ts";

const ctx = await setupTestContext();
const dir = await mkdtemp(join(tmpdir(), "ts-cli-"));
afterAll(() => rm(dir, { recursive: true, force: true }));
const args = (email: string) => ["--email", email, "--name", "Clara Chef"];

async function userByEmail(email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe("create-admin", () => {
  it("given a piped password, creates a verified admin, prints only the id, and the admin can sign in", async () => {
    const io = testIo(pipedInput("Sicher#2026\n"), ctx.database);
    expect(await createAdminCommand(args("Chefin@Betrieb.de"), io)).toBe(exitCodes.ok);
    expect(io.stderr.text).toBe("");
    const user = await userByEmail("chefin@betrieb.de");
    expect(io.stdout.text).toBe(`${user?.id}\n`);
    expect(user).toMatchObject({ role: "Admin", name: "Clara Chef", isDemo: false, deactivatedAt: null });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    const response = await ctx.client().post("/api/users/login", {
      email: "chefin@betrieb.de",
      password: "Sicher#2026",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { role: "Admin", email: "chefin@betrieb.de" } });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, user?.id ?? ""));
    expect(entry).toMatchObject({
      action: "user_created",
      details: { email: "chefin@betrieb.de", role: "Admin" },
    });
  });

  it("given a password with a Windows line end, strips only the line end", async () => {
    const io = testIo(pipedInput("Leer zeichen \r\n"), ctx.database);
    expect(await createAdminCommand(args("crlf@betrieb.de"), io)).toBe(exitCodes.ok);
    const login = await ctx.client().post("/api/users/login", {
      email: "crlf@betrieb.de",
      password: "Leer zeichen ",
    });
    expect(login.status).toBe(200);
  });

  it("given an address in use (any letter case), answers 2 and creates nothing", async () => {
    await createUser(ctx.db, { email: "vergeben@betrieb.de", role: "customer" });
    const io = testIo(pipedInput("Sicher#2026\n"), ctx.database);
    expect(await createAdminCommand(args("VERGEBEN@betrieb.de"), io)).toBe(exitCodes.refused);
    expect(io.stderr.text).toBe(`${adminAccountTexts.emailTaken}\n`);
    expect(io.stdout.text).toBe("");
    expect((await userByEmail("vergeben@betrieb.de"))?.role).toBe("customer");
  });

  it.each([
    // The rule's own cases and wording are core's; here only that the command reports its verdict.
    ["a password the strong rule refuses", "Kurz#2026\n", strongPasswordProblem("Kurz#2026")?.message],
    ["no password", "", operatorTexts.passwordMissing],
    ["only a line end", "\n", operatorTexts.passwordMissing],
    ["two lines", "Sicher#2026\nSicher#2026\n", operatorTexts.passwordMultiline],
  ])("given %s, answers 2 with the rule and creates nothing", async (_case, stdin, message) => {
    const io = testIo(pipedInput(stdin), ctx.database);
    expect(await createAdminCommand(args("schwach@betrieb.de"), io)).toBe(exitCodes.refused);
    expect(io.stderr.text).toBe(`${message}\n`);
    expect(await userByEmail("schwach@betrieb.de")).toBeUndefined();
  });

  it.each([
    ["no --email", ["--name", "Clara"], operatorTexts.createAdminEmailMissing],
    ["no --name", ["--email", "a@betrieb.de"], operatorTexts.createAdminNameMissing],
    ["a blank name", ["--email", "a@betrieb.de", "--name", "  "], operatorTexts.createAdminNameMissing],
    [
      "a name with a line break",
      ["--email", "a@betrieb.de", "--name", "Clara\nChef"],
      validationTexts.nameSingleLine,
    ],
    ["an invalid address", ["--email", "keine-adresse", "--name", "Clara"], validationTexts.invalidEmail],
    ["an unknown option", ["--rolle", "Admin"], operatorTexts.cliUnknownOption("--rolle")],
    ["a stray argument", ["a@betrieb.de"], operatorTexts.cliUnexpectedArgument("a@betrieb.de")],
  ])("given %s, answers 64 with the usage and opens no database", async (_case, argv, message) => {
    let opened = false;
    const io = {
      ...testIo(pipedInput("Sicher#2026\n")),
      openDatabase: async () => {
        opened = true;
        return { ...ctx.database, close: async () => {} };
      },
    };
    expect(await createAdminCommand(argv, io)).toBe(exitCodes.usage);
    expect(io.stderr.text).toBe(`${message}\n\n${createAdminHelp}\n`);
    expect(opened).toBe(false);
  });

  it("given no database reachable, answers 1 with a German message", async () => {
    const io = testIo(pipedInput("Sicher#2026\n"), undefined, {
      DATABASE_URL: "postgres://niemand:nichts@127.0.0.1:1/keine",
    });
    expect(await createAdminCommand(args("nodb@betrieb.de"), io)).toBe(exitCodes.failure);
    expect(io.stderr.text).toMatch(/^Die Datenbank ist nicht erreichbar: .+\n$/);
    expect(io.stdout.text).toBe("");
  });

  it("given an embedded database that cannot be created, answers 1", async () => {
    // DATA_DIR is a file, so PGlite cannot make its directory in it.
    await writeFile(join(dir, "datei"), "");
    const io = testIo(pipedInput("Sicher#2026\n"), undefined, { DATA_DIR: join(dir, "datei") });
    expect(await createAdminCommand(args("nodir@betrieb.de"), io)).toBe(exitCodes.failure);
    expect(io.stderr.text).toMatch(/^Die Datenbank ist nicht erreichbar: /);
  });

  it("given an invalid environment, answers 1 naming it", async () => {
    const io = testIo(pipedInput("Sicher#2026\n"), ctx.database, { DATABASE_URL: "mysql://x" });
    expect(await createAdminCommand(args("env@betrieb.de"), io)).toBe(exitCodes.failure);
    expect(io.stderr.text).toContain("DATABASE_URL muss mit postgres:// beginnen");
  });

  it("given a terminal, asks twice without echo and creates the admin", async () => {
    const terminal = terminalInput();
    const io = testIo(terminal.input, ctx.database);
    const run = createAdminCommand(args("tty@betrieb.de"), io);
    await expect.poll(() => io.stderr.text).toBe(operatorTexts.passwordPrompt);
    terminal.type("Sicher#2026x\u007f\r");
    await expect.poll(() => io.stderr.text).toContain(operatorTexts.passwordRepeatPrompt);
    terminal.type("Sicher#2026\r");
    expect(await run).toBe(exitCodes.ok);
    expect(io.stderr.text).toBe(`${operatorTexts.passwordPrompt}\n${operatorTexts.passwordRepeatPrompt}\n`);
    expect(io.stdout.text).toBe(`${(await userByEmail("tty@betrieb.de"))?.id}\n`);
    expect(terminal.rawModes).toEqual([true, false, true, false]);
  });

  it("given a terminal and two different entries, answers 2 and creates nothing", async () => {
    const terminal = terminalInput();
    const io = testIo(terminal.input, ctx.database);
    const run = createAdminCommand(args("anders@betrieb.de"), io);
    await expect.poll(() => io.stderr.text).toBe(operatorTexts.passwordPrompt);
    // Both answers pasted at once: the second line waits for the second prompt.
    terminal.type("Sicher#2026\rSicher#2027\r");
    expect(await run).toBe(exitCodes.refused);
    expect(io.stderr.text).toContain(validationTexts.resetPasswordsMismatch);
    expect(await userByEmail("anders@betrieb.de")).toBeUndefined();
  });

  it("given Ctrl-C at the prompt, answers 130 and creates nothing", async () => {
    const terminal = terminalInput();
    const io = testIo(terminal.input, ctx.database);
    const run = createAdminCommand(args("abbruch@betrieb.de"), io);
    await expect.poll(() => io.stderr.text).toBe(operatorTexts.passwordPrompt);
    terminal.type("Sich\u0003");
    expect(await run).toBe(exitCodes.interrupted);
    expect(io.stderr.text).toContain(operatorTexts.cliAborted);
    expect(terminal.rawModes).toEqual([true, false]);
    expect(await userByEmail("abbruch@betrieb.de")).toBeUndefined();
  });

  it("given an address in use and a terminal, refuses before asking for a password", async () => {
    await createUser(ctx.db, { email: "frueh@betrieb.de", role: "Admin" });
    const terminal = terminalInput();
    const io = testIo(terminal.input, ctx.database);
    expect(await createAdminCommand(args("frueh@betrieb.de"), io)).toBe(exitCodes.refused);
    expect(io.stderr.text).toBe(`${adminAccountTexts.emailTaken}\n`);
    expect(terminal.rawModes).toEqual([]);
  });

  it("given an address held by an unconfirmed restaurant sign-up, takes it over: verified admin, links superseded, restaurant deleted", async () => {
    const email = "uebernahme@betrieb.de";
    const signup = await ctx.client().post("/api/signup/restaurant", restaurantSignup({ email }));
    expect(signup.status).toBe(201);
    const before = await userByEmail(email);
    const [restaurant] = await ctx.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.ownerId, before?.id ?? ""));
    expect(before?.emailVerifiedAt).toBeNull();
    expect(restaurant?.name).toBe("Trattoria Maria");
    const token = await verificationTokenFor(ctx, email);

    const io = testIo(pipedInput("Admin#Sicher2026\n"), ctx.database);
    expect(await createAdminCommand(args("Uebernahme@Betrieb.de"), io)).toBe(exitCodes.ok);
    expect(io.stdout.text).toBe(`${before?.id}\n`);
    expect(io.stderr.text).toBe(`${operatorTexts.createAdminTookOver(["Trattoria Maria"])}\n`);
    expect(io.stderr.text).toContain("„Trattoria Maria“ wurde gelöscht");

    const after = await userByEmail(email);
    expect(after).toMatchObject({ id: before?.id, role: "Admin", name: "Clara Chef", restaurantId: null });
    expect(after?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(
      await ctx.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.id, restaurant?.id ?? "")),
    ).toEqual([]);
    const links = await ctx.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, before?.id ?? ""));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.supersededAt).toBeInstanceOf(Date);

    const login = await ctx.client().post("/api/users/login", { email, password: "Admin#Sicher2026" });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user: { role: "Admin", name: "Clara Chef" } });
    const signupPassword = await ctx.client().post("/api/users/login", { email, password: "Sicher#2026" });
    expect(signupPassword.status).toBe(401);
    // The sign-up's link no longer confirms anything: the stranger's name, password and restaurant stay out.
    const verify = await ctx.client().post("/api/signup/verify", { token });
    expect(verify.status).toBeGreaterThanOrEqual(400);
    expect(await userByEmail(email)).toEqual(after);
    expect(
      await ctx.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.ownerId, before?.id ?? "")),
    ).toEqual([]);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, before?.id ?? ""));
    expect(entry).toMatchObject({
      action: "user_created",
      details: {
        email,
        role: "Admin",
        tookOver: "unconfirmed_signup",
        deletedRestaurants: "Trattoria Maria",
      },
    });
  });

  it("given an unconfirmed guest sign-up, takes it over and says so without a restaurant", async () => {
    const email = "gast-uebernahme@betrieb.de";
    expect((await ctx.client().post("/api/signup/guest", guestSignup({ email }))).status).toBe(201);
    const io = testIo(pipedInput("Admin#Sicher2026\n"), ctx.database);
    expect(await createAdminCommand(args(email), io)).toBe(exitCodes.ok);
    expect(io.stderr.text).toBe(`${operatorTexts.createAdminTookOver([])}\n`);
    expect(await userByEmail(email)).toMatchObject({ role: "Admin", name: "Clara Chef" });
  });

  it("given an unconfirmed sign-up and a password the rule refuses, changes nothing", async () => {
    const email = "bleibt@betrieb.de";
    expect((await ctx.client().post("/api/signup/restaurant", restaurantSignup({ email }))).status).toBe(201);
    const before = await userByEmail(email);
    const io = testIo(pipedInput("Kurz#2026\n"), ctx.database);
    expect(await createAdminCommand(args(email), io)).toBe(exitCodes.refused);
    expect(io.stderr.text).toBe(`${strongPasswordProblem("Kurz#2026")?.message}\n`);
    expect(await userByEmail(email)).toEqual(before);
    expect(
      await ctx.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.ownerId, before?.id ?? "")),
    ).toHaveLength(1);
  });

  it("given an unconfirmed but deactivated account or a confirmed one, refuses as before", async () => {
    const deactivated = await createUser(ctx.db, { email: "gesperrt@betrieb.de", role: "Gastro" });
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: null, deactivatedAt: new Date() })
      .where(eq(users.id, deactivated.id));
    await createUser(ctx.db, { email: "bestaetigt@betrieb.de", role: "Gastro" });
    for (const email of ["gesperrt@betrieb.de", "bestaetigt@betrieb.de"]) {
      const io = testIo(pipedInput("Admin#Sicher2026\n"), ctx.database);
      expect(await createAdminCommand(args(email), io)).toBe(exitCodes.refused);
      expect(io.stderr.text).toBe(`${adminAccountTexts.emailTaken}\n`);
      expect((await userByEmail(email))?.role).toBe("Gastro");
    }
  });
});
