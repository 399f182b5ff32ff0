import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { type BuiltServer, startBuiltServer } from "../../../e2e/start-built-server.mjs";
import { chooseWidgetDate } from "../../../e2e/widget-calendar.ts";

export { freeSlot } from "../../../e2e/free-slot.ts";

import { eventually } from "./helpers.ts";

/** The operator's command line as built next to the server (`pnpm tischservice` runs its source). */
const cliEntry = new URL("../../api/dist/cli/main.js", import.meta.url).pathname;

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** An address nobody else uses in this run or an earlier one on the same server. */
export function uniqueAddress(label: string): string {
  return `${label}.${Date.now()}${Math.floor(Math.random() * 1000)}@golive.example`;
}

/** `pnpm tischservice create-admin` against the embedded database in `dataDir`, the password piped in. */
export function createAdminWithCli(dataDir: string, admin: Account): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cliEntry, "create-admin", "--email", admin.email, "--name", admin.name],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", DEMO: "0" },
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr.on("data", (chunk) => {
      output += String(chunk);
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`create-admin endete mit ${code}:\n${output}`)),
    );
    child.stdin.end(`${admin.password}\n`);
  });
}

/**
 * The built server as an operator starts it for real: no demo data, the first administrator created
 * from the command line before the start.
 */
export function startEmptyPlatform(admin: Account): Promise<BuiltServer> {
  return startBuiltServer({
    dataDirPrefix: "tischservice-golive-",
    demo: false,
    prepare: (dataDir) => createAdminWithCli(dataDir, admin),
  });
}

interface OutboxMail {
  text: string;
  writtenAt: number;
}

/** The mails to `address` in the server's outbox, oldest first, decoded from quoted-printable. */
function mailsTo(dataDir: string, address: string): OutboxMail[] {
  const dir = join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => {
      const path = join(dir, file);
      const text = readFileSync(path, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      return { text, writtenAt: statSync(path).mtimeMs };
    })
    .filter((mail) => {
      const headers = mail.text.split(/\r?\n\r?\n/, 1)[0] ?? "";
      return new RegExp(`^To:.*\\b${address.replace(/[.+]/g, "\\$&")}\\b`, "mi").test(headers);
    })
    .sort((a, b) => a.writtenAt - b.writtenAt);
}

/** The verification links (`/app/verify-email?token=…`, path only) mailed to `address`, oldest first. */
export function verificationLinks(dataDir: string, address: string): string[] {
  return mailsTo(dataDir, address)
    .map((mail) => /\/app\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0])
    .filter((link): link is string => link !== undefined);
}

/** Waits for a verification link to `address` that is not among `known`, and returns it. */
export function newVerificationLink(dataDir: string, address: string, known: string[] = []): Promise<string> {
  return eventually(() => verificationLinks(dataDir, address).find((link) => !known.includes(link)) ?? null);
}

/** `POST /api/signup/restaurant` as the register page sends it (for journeys that start after the form). */
export async function signUpRestaurant(baseURL: string, owner: Account, restaurantName: string) {
  const response = await fetch(`${baseURL}/api/signup/restaurant`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL },
    body: JSON.stringify({ ...owner, restaurantName, acceptTerms: true, website: "" }),
  });
  if (response.status !== 201) throw new Error(`Registrierung fehlgeschlagen (HTTP ${response.status})`);
}

/** The restaurants of the public partner list (`GET /api/restaurants`, what `/` shows). */
export async function partnerList(baseURL: string): Promise<Array<{ _id: string; name: string }>> {
  const body = (await (await fetch(`${baseURL}/api/restaurants`)).json()) as {
    data: Array<{ _id: string; name: string }>;
  };
  return body.data;
}

/** Books `slot` for two in the widget on `page`, as a guest does, up to the success step. */
export async function bookInWidget(
  page: Page,
  slot: { date: string; time: string },
  guest: { name: string; email: string },
) {
  await chooseWidgetDate(page, slot.date);
  await page.getByRole("button", { name: `${slot.time} ✓ Verfügbar` }).click();
  await page.getByRole("textbox", { name: /^Name/ }).fill(guest.name);
  await page.getByRole("textbox", { name: /^E-Mail/ }).fill(guest.email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByRole("button", { name: "Verbindlich reservieren" }).click();
  await page.getByRole("heading", { name: /Reservierung (angefragt|bestätigt)/ }).waitFor();
}
