import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chooseWidgetDate } from "../../../e2e/widget-calendar.ts";
import type { Me, Slots } from "./api-answers.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { createFreshOwner, createRestaurantFor, signedIn } from "./fresh-owner.ts";
import { uniqueAddress } from "./going-live.ts";
import { api, berlinDate, eventually, findMail } from "./helpers.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = chromiumPerFile();

/** The path of the link in a mail's text that starts with `path`, with its token, on this server. */
function linkIn(mail: string, path: string): string {
  const found = new RegExp(`${path}[A-Za-z0-9_%-]+\\?token=[A-Za-z0-9_%-]+`).exec(mail)?.[0];
  if (!found) throw new Error(`kein Link ${path} in der E-Mail`);
  return `${baseURL}${found}`;
}

describe("the waitlist", () => {
  it("given a fully booked evening, the guest joins the waitlist in the widget, a cancellation offers them the freed table by mail, they book it in one click, and the owner's open page follows live", async () => {
    // A restaurant of its own with one table for two, open 19:00-21:00 on the day: one booking fills it.
    const account = await createFreshOwner(browser(), baseURL, "warteliste");
    const { context: staffContext, page: staff } = await signedIn(browser(), baseURL, account);
    await staff.getByText("Keine Restaurant-Konfiguration gefunden").waitFor();
    await createRestaurantFor(staff, account, `Warteliste ${Date.now()}`);
    const { user } = (await api<Me>(staff, "/api/users/me")).json;
    const date = berlinDate(10);
    const table = await api(staff, "/api/tables", "POST", {
      restaurantId: user.restaurantId,
      tableNumber: "1",
      seats: 2,
    });
    expect(table.status).toBe(201);
    const special = await api(staff, `/api/special-hours/${user._id}`, "POST", {
      title: "E2E Warteliste",
      startDate: date,
      endDate: date,
      type: "special_event",
      isClosed: false,
      customHours: { openTime: "19:00", closeTime: "21:00" },
    });
    expect(special.status).toBeLessThan(300);
    const blocking = await api<{ data: { _id: string } }>(
      staff,
      `/api/reservation/${user.restaurantId}`,
      "POST",
      {
        customerName: "E2E Stammtisch",
        customerEmail: "e2e.stammtisch@example.com",
        customerPhone: "",
        numberOfGuests: 2,
        reservationDate: date,
        timeSlot: "19:00",
        autoApprove: true,
      },
    );
    expect(blocking.status).toBe(201);
    const slots = (await api<Slots>(staff, `/api/simple-timeslots/${user.restaurantId}/${date}/2`)).json;
    expect(slots.timeSlots.length).toBeGreaterThan(0);
    expect(slots.timeSlots.filter((slot) => slot.available)).toEqual([]);

    // The owner's reservations page, by that day, shows its waitlist, empty.
    await staff.goto(`${baseURL}/app/reservations#warteliste`);
    await staff.getByRole("heading", { name: "Reservierungen", level: 1 }).waitFor();
    await staff
      .getByRole("group", { name: "Zeitraum" })
      .getByRole("button", { name: "Tag", exact: true })
      .click();
    await staff.getByLabel("Tag der Liste").fill(date);
    await staff.getByText("Niemand auf der Warteliste für diesen Tag.").waitFor();

    // The guest finds no table and joins the waitlist for 19:00-19:30.
    const guest = { name: `Familie Winter ${Date.now()}`, email: uniqueAddress("warteliste") };
    const guestContext = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const widget = await guestContext.newPage();
    await widget.goto(`${baseURL}/widget/?restaurant=${encodeURIComponent(user.restaurantId)}`);
    await chooseWidgetDate(widget, date);
    await widget.getByText("An diesem Tag ist für 2 Personen kein Tisch mehr frei.").first().waitFor();
    await widget.getByRole("button", { name: "Auf die Warteliste" }).click();
    await widget.getByRole("heading", { name: "Auf die Warteliste" }).waitFor();
    expect(await widget.getByLabel(/^Von/).inputValue()).toBe("19:00");
    expect(await widget.getByLabel(/^Bis/).inputValue()).toBe("19:30");
    await widget.getByRole("textbox", { name: /^Name/ }).fill(guest.name);
    await widget.getByRole("textbox", { name: /^E-Mail/ }).fill(guest.email);
    await widget.getByRole("checkbox").check();
    expect(await seriousA11yViolations(widget)).toEqual([]);
    await widget.getByRole("button", { name: "Auf die Warteliste" }).click();
    await widget.getByRole("heading", { name: "Sie stehen auf der Warteliste" }).waitFor();

    // The receipt's link shows the entry waiting.
    const receipt = await eventually(() =>
      findMail(dataDir, `Guten Tag ${guest.name}, Sie stehen auf der Warteliste`),
    );
    await widget.goto(linkIn(receipt, "/app/waitlist/"));
    await widget.getByRole("heading", { name: "Ihr Platz auf der Warteliste", level: 1 }).waitFor();
    await widget.getByText("Wartet", { exact: true }).first().waitFor();

    // The owner's open page shows the entry without a reload.
    const card = staff.getByRole("article", { name: guest.name });
    await card.getByText("Wartet", { exact: true }).waitFor();

    // The blocking reservation is cancelled: the freed table is offered to the waiting guest at once.
    const cancelled = await api(staff, `/api/reservations/${blocking.json.data._id}/status`, "PUT", {
      status: "cancelled",
    });
    expect(cancelled.status).toBe(200);
    await card.getByText(/^Angebot bis \d\d:\d\d Uhr · Tisch 1$/).waitFor();
    // Held for the guest: nobody else can book it meanwhile.
    const held = (await api<Slots>(staff, `/api/simple-timeslots/${user.restaurantId}/${date}/2`)).json;
    expect(held.timeSlots.filter((slot) => slot.available)).toEqual([]);

    // The offer's link books the table in one click.
    const offer = await eventually(() =>
      findMail(dataDir, `Guten Tag ${guest.name}, ein Tisch ist frei geworden`),
    );
    await widget.goto(linkIn(offer, "/app/waitlist/"));
    await widget.getByText("Ein Tisch ist frei geworden").first().waitFor();
    await widget.getByText(/^Reserviert bis \d\d:\d\d Uhr$/).waitFor();
    expect(await seriousA11yViolations(widget)).toEqual([]);
    await widget.getByRole("button", { name: "Tisch buchen" }).click();
    await widget.getByText("Gebucht", { exact: true }).first().waitFor();

    // The usual confirmation with the manage link, and the owner's page says booked.
    const confirmation = await eventually(() => findMail(dataDir, `Hallo ${guest.name},`));
    expect(confirmation).toContain("/app/reservation/");
    // Booked, the entry moves to the folded ended ones.
    await staff.getByText("Beendete Einträge (1)").click();
    await card.getByText("Gebucht", { exact: true }).waitFor();
    await card.getByRole("link", { name: `Zur Reservierung: ${guest.name}` }).waitFor();
    expect(await staff.getByText("Niemand auf der Warteliste für diesen Tag.").isVisible()).toBe(true);
    await widget.goto(linkIn(confirmation, "/app/reservation/"));
    await widget.getByText("19:00").first().waitFor();

    await staffContext.close();
    await guestContext.close();
  }, 120_000);
});
