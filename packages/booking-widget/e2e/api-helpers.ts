import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface DemoRestaurant {
  id: string;
  name: string;
}

export async function trattoria(baseURL: string): Promise<DemoRestaurant> {
  const body = (await (await fetch(`${baseURL}/api/restaurants`)).json()) as {
    data: Array<{ _id: string; name: string }>;
  };
  const found = body.data.find((restaurant) => restaurant.name === "Trattoria Demo");
  if (!found) throw new Error("Trattoria Demo fehlt in den Demodaten");
  return { id: found._id, name: found.name };
}

export { freeSlot } from "../../../e2e/free-slot.ts";

/** Signs in as the demo owner and returns a cookie header for the API's routes. */
export async function ownerCookie(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL },
    body: JSON.stringify({ email: "inhaber@trattoria.example", password: "Gastro#2026" }),
  });
  if (!response.ok) throw new Error(`Anmeldung fehlgeschlagen: ${response.status}`);
  return (response.headers.getSetCookie?.() ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

export interface StoredReservation {
  _id: string;
  status: string;
  customerEmail?: string | null;
  reservationDate: string;
  timeSlot: string;
  numberOfGuests: number;
  tableNumbers?: string[];
  tableId?: string | null;
  tableIds?: string[];
}

/** The restaurant's reservations of a guest e-mail, read through the API as the owner. */
export async function reservationsOf(baseURL: string, restaurantId: string, email: string) {
  const response = await fetch(`${baseURL}/api/reservations/restaurant/${restaurantId}`, {
    headers: { Cookie: await ownerCookie(baseURL) },
  });
  const body = (await response.json()) as { data: StoredReservation[] };
  return body.data.filter((reservation) => reservation.customerEmail === email);
}

/**
 * The guest's mail in the e2e server's outbox (`.eml` files under its data directory, a fresh
 * `tischservice-e2e-*` folder in the temp directory; the unique address finds the right one).
 */
export function outboxMailTo(email: string): string | null {
  for (const dir of readdirSync(tmpdir()).filter((name) => name.startsWith("tischservice-e2e-"))) {
    const outbox = join(tmpdir(), dir, "outbox");
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((file) => file.endsWith(".eml"));
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(join(outbox, file), "utf8");
      if (text.includes(email)) return text;
    }
  }
  return null;
}
