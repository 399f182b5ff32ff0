import { describe, expect, it, onTestFinished, vi } from "vitest";
import { createFakeApi } from "../test/fake-api.ts";
import { renderWidget } from "../test/render.tsx";
import { renderBookingApp } from "../test/render-booking-app.tsx";
import { DialogWidget } from "./dialog-widget.tsx";
import { readWidgetOptions } from "./options.ts";

const today = "2026-07-02";

function setup(lang: "de" | "en" = "de") {
  const fake = createFakeApi();
  const screen = renderBookingApp(fake, today, lang);
  return { screen, fake };
}

describe("the language switch in the widget's header", () => {
  it("given a German widget, offers Deutsch and English, each in its own language, under a label", async () => {
    const { screen } = setup();
    const select = screen.getByRole("combobox", { name: "Sprache", exact: true });
    await expect.element(select).toHaveValue("de");
    const options = select.getByRole("option").elements();
    expect(options.map((option) => [option.textContent, option.getAttribute("lang")])).toEqual([
      ["Deutsch", "de"],
      ["English", "en"],
    ]);
    // In the header, beside the restaurant's name.
    await expect
      .poll(() => select.element().closest("header")?.querySelector("h2")?.textContent)
      .toBe("Tisch reservieren bei Trattoria Demo");
  });

  it("given the switch come in beside the slots, every id stays unique and the slots keep their name", async () => {
    const { screen } = setup();
    await expect.element(screen.getByRole("combobox", { name: "Sprache", exact: true })).toBeVisible();
    const ids = Array.from(screen.element().querySelectorAll("[id]"), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    await expect.element(screen.getByRole("region", { name: "Verfügbare Zeiten" })).toBeVisible();
  });

  it("given English chosen while booking, speaks English and keeps the party, the time and what was typed", async () => {
    const { screen, fake } = setup();
    await screen.getByRole("button", { name: "4", exact: true }).click();
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await screen.getByRole("textbox", { name: /^Name/ }).fill("Jane Doe");
    await screen.getByRole("textbox", { name: /^E-Mail/ }).fill("jane@example.test");
    await screen.getByRole("checkbox").click();
    await screen.getByRole("combobox", { name: "Sprache", exact: true }).selectOptions("en");
    await expect.element(screen.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect.element(screen.getByRole("combobox", { name: "Language", exact: true })).toHaveValue("en");
    await expect.element(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Jane Doe");
    await expect.element(screen.getByRole("textbox", { name: /^Email/ })).toHaveValue("jane@example.test");
    await expect.element(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.element().querySelector("[data-step]")?.getAttribute("lang")).toBe("en");
    await screen.getByRole("button", { name: "Next" }).click();
    await expect.element(screen.getByText("Thursday, 2 July 2026")).toBeVisible();
    await screen.getByRole("button", { name: "Book now" }).click();
    await expect.element(screen.getByRole("heading", { name: "Reservation requested" })).toBeVisible();
    const [post] = fake.requests.filter((request) => request.method === "POST");
    // The guest's mails speak the language they booked in.
    expect(post?.body).toMatchObject({
      customerName: "Jane Doe",
      numberOfGuests: 4,
      timeSlot: "19:00",
      language: "en",
    });
  });

  it("given an English widget, switches to German and back", async () => {
    const { screen } = setup("en");
    const select = screen.getByRole("combobox", { name: "Language", exact: true });
    await expect.element(select).toHaveValue("en");
    await select.selectOptions("de");
    await expect.element(screen.getByRole("region", { name: "Verfügbare Zeiten" })).toBeVisible();
    await screen.getByRole("combobox", { name: "Sprache", exact: true }).selectOptions("en");
    await expect.element(screen.getByRole("region", { name: "Available times" })).toBeVisible();
  });

  it("given the switch, is reached by keyboard and shows where the focus is", async () => {
    const { screen } = setup();
    const select = screen.getByRole("combobox", { name: "Sprache", exact: true });
    await expect.element(select).toBeVisible();
    (select.element() as HTMLSelectElement).focus();
    await expect.element(select).toHaveFocus();
    expect(select.element().tabIndex).toBe(0);
    expect(select.element().className).toContain("focus-ring");
  });

  it("given the dialog, its own words follow the language chosen inside it", async () => {
    const fake = createFakeApi();
    vi.stubGlobal("fetch", fake.fetch);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const host = document.createElement("div");
    document.body.append(host);
    onTestFinished(() => host.remove());
    const screen = renderWidget(
      <DialogWidget
        options={readWidgetOptions({ restaurant: "r1", lang: "de" }, "https://api.test")}
        host={host}
        withButton
        openRequest={0}
      />,
    );
    await screen.getByRole("button", { name: "Tisch reservieren" }).click();
    await expect.element(screen.getByRole("dialog", { name: "Tischreservierung" })).toBeVisible();
    await screen.getByRole("combobox", { name: "Sprache", exact: true }).selectOptions("en");
    await expect.element(screen.getByRole("dialog", { name: "Table reservation" })).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Close", exact: true })).toBeVisible();
  });
});
