import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { localDate } from "../../../e2e/free-slot.ts";
import { outboxMails } from "../../../e2e/outbox.ts";
import type { Me } from "./api-answers.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { bookInWidget, uniqueAddress } from "./going-live.ts";
import { api, eventually, signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = chromiumPerFile();

// A restaurant of its own, so that its combination and pacing hold no other journey's bookings.
const hirsch = { email: "inhaber@hirsch.example", password: "Gastro#2026" };

interface TableList {
  data: Array<{ _id: string; tableNumber: string; seats: number }>;
}
interface Config {
  data: { pacing: { windowMinutes: number; maxGuests: number | null } | null };
}
interface Combinations {
  data: Array<{ _id: string; tableIds: string[] }>;
}

const guestLink = /\/app\/reservation\/[^?\s"<]+\?token=[A-Za-z0-9_-]+/;

/** The guest's link from the newest mail to `email` that carries one (the restaurant's notice does not). */
async function manageLink(email: string): Promise<string> {
  const mail = await eventually(
    () => outboxMails(dataDir).find((text) => text.includes(email) && guestLink.test(text)) ?? null,
  );
  return `${baseURL}${mail.match(guestLink)?.[0] ?? ""}`;
}

/**
 * A day 2 to 20 days ahead with two free times for `guests` far enough apart that the booking at the first
 * leaves the second free (the demo's evenings are often taken on the tables large parties need).
 */
async function twoFreeTimes(restaurantId: string, guests: number) {
  for (let offset = 2; offset < 21; offset++) {
    const date = localDate(offset);
    const answer = (await (
      await fetch(`${baseURL}/api/simple-timeslots/${restaurantId}/${date}/${guests}`)
    ).json()) as { timeSlots: Array<{ time: string; available: boolean }> };
    const free = answer.timeSlots.filter((slot) => slot.available).map((slot) => slot.time);
    const first = free[0];
    const last = free.at(-1);
    if (first && last && Number(last.slice(0, 2)) - Number(first.slice(0, 2)) >= 4) {
      return { slot: { date, time: first }, later: last };
    }
  }
  throw new Error(`Kein Tag mit zwei freien Zeiten für ${guests} Personen`);
}

describe("capacity the restaurant controls", () => {
  it("given pacing and a combination set by the owner, a party of 10 books the combination in the widget, changes the time from the mail's link, and the owner's open day view follows both", {
    timeout: 180_000,
  }, async () => {
    const office = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const owner: Page = await office.newPage();
    await signIn(owner, baseURL, hirsch);
    await owner.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const { user } = (await api<Me>(owner, "/api/users/me")).json;
    const restaurantId = user.restaurantId;
    const tables = (await api<TableList>(owner, `/api/tables/restaurant/${restaurantId}`)).json.data;
    // No single table seats 10: the 6 and a 4 pushed together do.
    const six = tables.find((table) => table.seats === 6);
    const four = tables.find((table) => table.seats === 4);
    if (!six || !four) throw new Error("Der Hirsch braucht einen 6er und einen 4er Tisch");
    const guestContext = await browser().newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    try {
      // Einstellungen → Kapazität: at most 12 arriving guests per quarter hour.
      await owner.goto(`${baseURL}/app/settings`);
      await owner.getByRole("spinbutton", { name: "Max. Gäste pro Zeitfenster" }).fill("12");
      const paced = async () =>
        (await api<Config>(owner, `/api/restaurants/${restaurantId}/config`)).json.data.pacing?.maxGuests ===
        12;
      await expect.poll(paced).toBe(true);

      // Tische → Kombination anlegen: the 6 and the 4.
      await owner.goto(`${baseURL}/app/tables`);
      await owner.getByRole("button", { name: "Kombination anlegen" }).first().click();
      const dialog = owner.getByRole("dialog", { name: "Neue Tischkombination" });
      await dialog.getByRole("checkbox", { name: new RegExp(`^Tisch ${six.tableNumber} ·`) }).check();
      await dialog.getByRole("checkbox", { name: new RegExp(`^Tisch ${four.tableNumber} ·`) }).check();
      expect(await seriousA11yViolations(owner)).toEqual([]);
      await dialog.getByRole("button", { name: "Kombination speichern" }).click();
      await owner.getByText("Kombination angelegt.").first().waitFor();

      // The owner keeps the day open; a guest books 10 people there through the widget.
      const { slot, later } = await twoFreeTimes(restaurantId, 10);
      await owner.goto(`${baseURL}/app/calendar?view=day&date=${slot.date}`);
      await owner.getByRole("heading", { level: 1 }).first().waitFor();
      const guest = { name: `E2E Gruppe ${Date.now()}`, email: uniqueAddress("gruppe") };
      const phone = await guestContext.newPage();
      await phone.goto(`${baseURL}/widget/?restaurant=${encodeURIComponent(restaurantId)}`);
      await phone.getByRole("button", { name: "10", exact: true }).click();
      await bookInWidget(phone, slot, guest);
      await owner.getByRole("article", { name: `${guest.name}, ${slot.time}` }).waitFor();

      // It sits on the combination: both tables.
      const link = await manageLink(guest.email);
      const url = new URL(link);
      const view = (await (
        await fetch(`${baseURL}/api/reservations/${url.pathname.split("/").at(-1)}/guest${url.search}`)
      ).json()) as { data: { tableIds: string[] } };
      expect(new Set(view.data.tableIds)).toEqual(new Set([six._id, four._id]));

      // From the mail's link the guest moves the booking to the day's last free time.
      await phone.goto(link);
      await phone.getByRole("button", { name: "Reservierung ändern" }).click();
      const form = phone.getByRole("form", { name: "Reservierung ändern" });
      await form.getByRole("combobox", { name: "Uhrzeit" }).click();
      await phone.getByRole("option", { name: later, exact: true }).click();
      expect(await seriousA11yViolations(phone)).toEqual([]);
      await form.getByRole("button", { name: "Änderung speichern" }).click();
      await phone.getByText(/Ihre Reservierung wurde geändert/).waitFor();
      await owner.getByRole("article", { name: `${guest.name}, ${later}` }).waitFor();
    } finally {
      const combinations = (
        await api<Combinations>(owner, `/api/tables/combinations/restaurant/${restaurantId}`)
      ).json.data;
      for (const combination of combinations) {
        await api(owner, `/api/tables/combinations/${combination._id}`, "DELETE");
      }
      await api(owner, `/api/restaurants/${restaurantId}/config`, "PUT", { pacing: null });
      await guestContext.close();
      await office.close();
    }
  });
});
