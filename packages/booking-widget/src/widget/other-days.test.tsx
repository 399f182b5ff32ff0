import { describe, expect, it } from "vitest";
import { createFakeApi, type FakeApiOptions } from "../test/fake-api.ts";
import { renderWidget } from "../test/render.tsx";
import { renderBookingApp } from "../test/render-booking-app.tsx";
import { createApiClient } from "./api.ts";
import { OtherDays } from "./other-days.tsx";
import { textsFor } from "./texts-all.ts";

const today = "2026-07-02"; // a Thursday
const taken = [
  { time: "18:00", available: false, status: "Ausgebucht" },
  { time: "19:00", available: false, status: "Ausgebucht" },
];
/** Today full for every party; the other days have the fake's free 18:00 and 19:00; Monday 6 July closed. */
const fullToday: FakeApiOptions = { slots: { [today]: taken }, closedDates: ["2026-07-06"] };

function setup(fakeOptions: FakeApiOptions = fullToday, lang: "de" | "en" = "de") {
  const fake = createFakeApi(fakeOptions);
  const screen = renderBookingApp(fake, today, lang);
  return { screen, fake };
}

const otherDaysRequests = (fake: ReturnType<typeof createFakeApi>) =>
  fake.requests.filter((request) => request.path === "/api/restaurants/r1/next-free-times");

describe("the next free times on other days, when the chosen day is full", () => {
  it("given a full day, offers each next day's first free time from one request, before the waitlist", async () => {
    const { screen, fake } = setup();
    const region = screen.getByRole("region", { name: "Verfügbare Zeiten" });
    const times = region.getByRole("group", { name: "Nächste freie Termine:" });
    await expect.element(times).toBeVisible();
    expect(
      times
        .getByRole("button")
        .elements()
        .map((button) => button.textContent),
    ).toEqual([
      "Fr., 3.7. 18:00",
      "Sa., 4.7. 18:00",
      "So., 5.7. 18:00",
      "Di., 7.7. 18:00",
      "Mi., 8.7. 18:00",
    ]);
    expect(otherDaysRequests(fake).map((request) => request.query)).toEqual([
      "?from=2026-07-03&guests=2&limit=5",
    ]);
    // Between the day's sentence and the waitlist, which stays.
    const waitlist = region.getByRole("button", { name: "Auf die Warteliste" }).element();
    const sentence = region.getByText("An diesem Tag ist für 2 Personen kein Tisch mehr frei.").element();
    expect(sentence.compareDocumentPosition(times.element()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(times.element().compareDocumentPosition(waitlist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("given a time on another day, picks that day and time and books them", async () => {
    const { screen, fake } = setup();
    await screen.getByRole("button", { name: "Sa., 4.7. 18:00" }).click();
    await expect.element(screen.getByRole("heading", { name: "Ihre Angaben" })).toHaveFocus();
    await screen.getByRole("textbox", { name: /^Name/ }).fill("Anna Gast");
    await screen.getByRole("textbox", { name: /^E-Mail/ }).fill("anna@example.test");
    await screen.getByRole("checkbox").click();
    await screen.getByRole("button", { name: "Weiter" }).click();
    await expect.element(screen.getByText("Samstag, 4. Juli 2026")).toBeVisible();
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect.element(screen.getByRole("heading", { name: "Reservierung angefragt" })).toBeVisible();
    const [post] = fake.requests.filter((request) => request.method === "POST");
    expect(post?.body).toMatchObject({ reservationDate: "2026-07-04", timeSlot: "18:00", numberOfGuests: 2 });
    // Back on the first step, the picked day is the chosen one.
    await screen.getByRole("button", { name: "Neue Reservierung" }).click();
    await expect.element(screen.getByText("Samstag, 4. Juli 2026")).toBeVisible();
  });

  it("given a free slot on the day, asks for no other days", async () => {
    const { screen, fake } = setup({});
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    expect(otherDaysRequests(fake)).toHaveLength(0);
    expect(screen.getByText("Nächste freie Termine:").elements()).toHaveLength(0);
  });

  it("given no free time on other days either, shows the waitlist alone, as before", async () => {
    const { screen, fake } = setup({ fullyBooked: ["r1"] });
    await expect.element(screen.getByRole("button", { name: "Auf die Warteliste" })).toBeVisible();
    await expect.poll(() => otherDaysRequests(fake).length).toBe(1);
    await expect
      .element(screen.getByText("Freie Termine an anderen Tagen werden gesucht..."))
      .not.toBeInTheDocument();
    expect(screen.getByText("Nächste freie Termine:").elements()).toHaveLength(0);
  });

  it("given the request fails, says so beside a retry and keeps the waitlist; the retry asks again", async () => {
    const options: FakeApiOptions = { ...fullToday, freeTimes: "offline" };
    const { screen, fake } = setup(options);
    await expect
      .element(screen.getByText("Freie Termine an anderen Tagen konnten nicht geladen werden."))
      .toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Auf die Warteliste" })).toBeVisible();
    options.freeTimes = [{ date: "2026-07-10", time: "20:30" }];
    await screen.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(screen.getByRole("button", { name: "Fr., 10.7. 20:30" })).toBeVisible();
    expect(otherDaysRequests(fake)).toHaveLength(2);
  });

  it("given the widget in English, offers the times in English", async () => {
    const { screen } = setup(fullToday, "en");
    const times = screen.getByRole("group", { name: "Next free times:" });
    await expect.element(times).toBeVisible();
    await expect.element(times.getByRole("button", { name: "Fri 3 Jul 18:00" })).toBeVisible();
  });
});

describe("OtherDays", () => {
  const api = (fake: ReturnType<typeof createFakeApi>) => createApiClient("https://api.test", fake.fetch);
  const props = { t: textsFor("de"), restaurant: "r1", guests: 4, onPick: () => {} };

  it("given the widget's last bookable day near, leaves out times after it", async () => {
    const fake = createFakeApi();
    const screen = renderWidget(<OtherDays {...props} api={api(fake)} date={today} last="2026-07-04" />);
    await expect.element(screen.getByRole("button", { name: "Sa., 4.7. 18:00" })).toBeVisible();
    expect(screen.getByRole("button").elements()).toHaveLength(2);
  });

  it("given the last bookable day itself, asks for nothing and shows nothing", async () => {
    const fake = createFakeApi();
    const screen = renderWidget(<OtherDays {...props} api={api(fake)} date="2026-09-29" last="2026-09-29" />);
    await expect.poll(() => screen.element().textContent).toBe("");
    expect(fake.requests).toHaveLength(0);
  });

  it("given the answer still coming, says it is looking", async () => {
    const fake = createFakeApi({ freeTimes: "pending" });
    const screen = renderWidget(<OtherDays {...props} api={api(fake)} date={today} last="2026-09-29" />);
    await expect
      .element(screen.getByText("Freie Termine an anderen Tagen werden gesucht..."))
      .toHaveAttribute("aria-busy", "true");
  });
});
