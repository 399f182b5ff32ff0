import { Toaster } from "@tischservice/ui";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { demoGroups } from "../../../test/order-groups.ts";
import { answerNever, stubbedRequest } from "../../../test/stubbed-request.ts";
import { WithQueryClient } from "../../../test/with-query-client.tsx";
import { PaymentDialog } from "./payment-dialog.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The dialog for the demo's ready group, with the toasts and the query client the page gives it. */
function renderDialog(onOpenChange = vi.fn(), timeoutMs?: number) {
  return render(
    <WithQueryClient>
      <Toaster>
        <PaymentDialog
          restaurantId="r-1"
          group={demoGroups().ready}
          onOpenChange={onOpenChange}
          {...(timeoutMs === undefined ? {} : { timeoutMs })}
        />
      </Toaster>
    </WithQueryClient>,
  );
}

describe("PaymentDialog", () => {
  it("given no answer in time, says so, and the retry repeats the same idempotency key", async () => {
    const keys: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      keys.push(stubbedRequest(input, init).headers.get("Idempotency-Key") ?? "");
      // The first attempt never answers: the form aborts it.
      if (keys.length === 1) return answerNever(input, init);
      return Promise.resolve(new Response(JSON.stringify({ success: true, message: "ok" }), { status: 200 }));
    });
    const onPaid = vi.fn();
    renderDialog(onPaid, 50);
    await page.getByRole("button", { name: /Zahlung abschließen/ }).click();
    await expect
      .element(
        page.getByText(/Zeitüberschreitung: Der Server hat nicht innerhalb von 30 Sekunden geantwortet/),
      )
      .toBeVisible();
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.poll(() => onPaid.mock.calls.length).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("given a refusal from the server, shows the status and its message", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, message: "Diese Bestellung wurde bereits bezahlt." }), {
          status: 409,
        }),
      ),
    );
    renderDialog();
    await page.getByRole("button", { name: /Zahlung abschließen/ }).click();
    await expect
      .element(
        page.getByText(
          "Fehler bei der Zahlungsabwicklung: HTTP 409: Diese Bestellung wurde bereits bezahlt.",
        ),
      )
      .toBeVisible();
  });

  it("given a negative tip, refuses with 'Das Trinkgeld darf nicht negativ sein.' and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderDialog();
    await page.getByLabelText("Trinkgeld (€)").fill("-1");
    await page.getByRole("button", { name: /Zahlung abschließen/ }).click();
    await expect.element(page.getByText("Das Trinkgeld darf nicht negativ sein.")).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
