import type { TestClient, TestResponse } from "../test/test-client.ts";

/** The credentials the contract tests configure, as Google would send them. */
export const RWG_TEST_CREDENTIALS = { username: "google-partner", password: "s3cret-rwg-pass" };

export const basicHeader = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;

/** Seconds since the epoch of an ISO instant, as v3's int64 string. */
export const sec = (iso: string) => String(Date.parse(iso) / 1000);

interface WireSlot {
  merchant_id: string;
  service_id: string;
  start_sec: string;
  duration_sec: string;
  resources: { party_size: number };
}

export interface WireBooking {
  booking_id: string;
  slot: WireSlot;
  status: string;
  user_information: { user_id: string; given_name: string; family_name: string; email: string };
}

/** Every field a v3 answer of this server may carry. */
export interface Wire {
  booking?: WireBooking;
  booking_failure?: { cause: string; description: string };
  slot_time_availability?: { available: boolean; slot_time: { start_sec: string; service_id: string } }[];
  slot?: WireSlot;
  count_available?: number;
  booking_id?: string;
  booking_status?: string;
  bookings?: WireBooking[];
}

/** Google's side of the conversation: calls one v3 method with the partner's credentials. */
export function rwgCaller(client: TestClient) {
  const authorization = basicHeader(RWG_TEST_CREDENTIALS.username, RWG_TEST_CREDENTIALS.password);
  return (method: string, body: unknown): Promise<TestResponse<Wire>> =>
    client.post<Wire>(`/rwg/v3/${method}`, body, { headers: { authorization } });
}

export const slotOf = (merchantId: string, startIso: string, party: number) => ({
  merchant_id: merchantId,
  service_id: "dining",
  start_sec: sec(startIso),
  duration_sec: "7200",
  resources: { party_size: party },
});

export const user = (id: string, email = `${id}@gmail.example`) => ({
  user_id: id,
  given_name: "Greta",
  family_name: `Google ${id}`,
  telephone: "+49 30 5550000",
  email,
});
