import { createECDH, randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, seriousA11yViolations } from "../../../e2e/browser.ts";
import { berlinDate, owner, signIn } from "./helpers.ts";
import { startPushServiceStandIn, startServerTrustingStandIn } from "./push-service-stand-in.ts";

let browser: Browser;
let server: Awaited<ReturnType<typeof startServerTrustingStandIn>>;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;

beforeAll(async () => {
  // The server is told the stand-in's address, so the stand-in comes first.
  pushService = await startPushServiceStandIn();
  [browser, server] = await Promise.all([launchChromium(), startServerTrustingStandIn(pushService.origin)]);
  // Its own server (it must trust the stand-in's certificate at start): PGlite, migrations and demo data
  // take 20 to 60 s on a busy 2-core machine.
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pushService?.close();
});

/** A subscription as a browser's `PushSubscription.toJSON()` gives it, pointing at the stand-in. */
function subscription(path: string) {
  return {
    endpoint: `${pushService.origin}${path}`,
    expirationTime: null,
    keys: {
      p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
  };
}

describe("push notifications", () => {
  it("given a registered device, 'Testnachricht senden' and a new reservation each reach the push service encrypted and signed", async () => {
    const baseURL = server.baseURL;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseURL, owner);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();

    const registered = await page.request.post(`${baseURL}/api/push-notifications/register`, {
      data: { token: subscription("/push/owner-device"), platform: "web" },
      headers: { Origin: baseURL },
    });
    expect(registered.status()).toBe(201);

    await page.goto(`${baseURL}/app/push-notifications`);
    await page.getByRole("heading", { name: "Push-Benachrichtigungen", level: 1 }).waitFor();
    await page.getByText("1 Gerät registriert").waitFor();
    await page.getByText("Automatischer Test gestoppt").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Testnachricht senden" }).click();
    await page.getByText("Testnachricht gesendet.").first().waitFor();
    await pushService.waitFor(1);
    const test = pushService.received[0];
    expect(test?.path).toBe("/push/owner-device");
    expect(test?.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(test?.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(test?.headers.ttl)).toBeGreaterThan(0);
    expect(test?.bodyLength).toBeGreaterThan(0);

    // A new reservation goes out to every device of the restaurant (through the outbox).
    const restaurants = (await (await fetch(`${baseURL}/api/restaurants`)).json()) as {
      data: Array<{ _id: string; name: string }>;
    };
    const trattoria = restaurants.data.find((restaurant) => restaurant.name === "Trattoria Demo");
    let booked = false;
    for (let day = 2; day < 14 && !booked; day++) {
      const date = berlinDate(day);
      const slots = (await (
        await fetch(`${baseURL}/api/simple-timeslots/${trattoria?._id}/${date}/2`)
      ).json()) as {
        timeSlots: Array<{ time: string; available: boolean }>;
      };
      const free = slots.timeSlots.find((slot) => slot.available);
      if (!free) continue;
      const response = await fetch(`${baseURL}/api/reservation/${trattoria?._id}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          customerName: "Push Probe",
          customerEmail: "push-probe@gast.example",
          numberOfGuests: 2,
          reservationDate: date,
          timeSlot: free.time,
        }),
      });
      booked = response.status === 201;
    }
    expect(booked).toBe(true);
    await pushService.waitFor(2);
    expect(pushService.received[1]?.headers["content-encoding"]).toBe("aes128gcm");

    await page.getByRole("button", { name: "Automatischen Test starten" }).click();
    await page.getByText("Automatischer Test läuft").waitFor();
    await page.getByRole("button", { name: "Automatischen Test stoppen" }).click();
    await page.getByText("Automatischer Test gestoppt").waitFor();

    // 'Ihre Geräte' lists the owner's device (named from the user agent); removing it ends its pushes.
    const removeButton = page.getByRole("button", { name: / entfernen$/ });
    await removeButton.click();
    await page.getByText("Gerät entfernt.").first().waitFor();
    await page.getByText("Sie haben noch kein Gerät registriert.").waitFor();
    await page.getByText("Keine Geräte registriert").waitFor();
    await context.close();
  });
});

describe("installable app", () => {
  it("serves the manifest with real icons, and once installed opens offline and says so", async () => {
    const baseURL = server.baseURL;
    const manifest = (await (await fetch(`${baseURL}/app/manifest.webmanifest`)).json()) as {
      start_url: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest.start_url).toBe("/app/");
    for (const icon of manifest.icons) {
      const bytes = new Uint8Array(await (await fetch(`${baseURL}/app/${icon.src}`)).arrayBuffer());
      expect([...bytes.slice(1, 4)].map((code) => String.fromCharCode(code)).join("")).toBe("PNG");
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL}/app/login`);
    await page.getByRole("heading", { name: "Willkommen zurück" }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installs the worker; from the next load on it controls the page.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole("heading", { name: "Willkommen zurück" }).waitFor();

    // A push arriving at the worker becomes a notification that links to its reservation.
    await context.grantPermissions(["notifications"], { origin: baseURL });
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((entry) => entry.scopeURL === `${baseURL}/app/` && !entry.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL,
      registrationId: await registrationId,
      data: JSON.stringify({
        title: "Neue Reservierung",
        body: "Anna Schmidt · 24.12.2026 · 19:00 · 4 Personen",
        url: "/app/reservation/r-42",
        tag: "reservation-r-42",
      }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const shown = await registration.getNotifications();
          return shown.map((notification) => ({
            title: notification.title,
            body: notification.body,
            url: (notification.data as { url?: string } | null)?.url,
          }));
        }),
      )
      .toEqual([
        {
          title: "Neue Reservierung",
          body: "Anna Schmidt · 24.12.2026 · 19:00 · 4 Personen",
          url: `${baseURL}/app/reservation/r-42`,
        },
      ]);
    await cdp.detach();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: "Willkommen zurück" }).waitFor();
    await page.getByText("Sie sind offline.", { exact: false }).waitFor();
    await context.setOffline(false);
    await context.close();
  });
});
