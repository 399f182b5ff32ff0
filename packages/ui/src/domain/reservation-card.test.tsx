import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ReservationCard } from "./reservation-card.tsx";

const base = { customerName: "Anna Berg", timeSlot: "19:00", guests: 2, tables: ["3", "4"] };

describe("ReservationCard", () => {
  it("given a pending reservation, offers Bestätigen and Ablehnen", async () => {
    const onReject = vi.fn();
    const screen = await render(
      <ReservationCard
        reservation={{ ...base, status: "pending" }}
        onConfirm={() => {}}
        onReject={onReject}
      />,
    );
    await expect.element(screen.getByRole("button", { name: "Bestätigen" })).toBeVisible();
    await screen.getByRole("button", { name: "Ablehnen" }).click();
    expect(onReject).toHaveBeenCalledOnce();
    await expect.element(screen.getByText("Tische 3 + 4")).toBeVisible();
  });

  it("given a booking reference, shows it with its name for screen readers", async () => {
    const screen = await render(
      <ReservationCard reservation={{ ...base, status: "confirmed", reference: "K7M2QX" }} />,
    );
    await expect.element(screen.getByText("K7M2QX")).toBeVisible();
    await expect
      .element(screen.getByRole("listitem").filter({ hasText: "Reservierungsnummer: K7M2QX" }))
      .toBeInTheDocument();
  });

  it("given the guest answered the reminder, shows 'Vom Gast bestätigt' with the time", async () => {
    const screen = await render(
      <ReservationCard
        reservation={{
          ...base,
          status: "confirmed",
          guestConfirmedLabel: "Vom Gast bestätigt am 11.06.2026 um 20:30 Uhr",
        }}
      />,
    );
    await expect.element(screen.getByText("Vom Gast bestätigt am 11.06.2026 um 20:30 Uhr")).toBeVisible();
  });

  it("given a booking through Google, names the channel; without a channel label, shows no such line", async () => {
    const screen = await render(
      <ReservationCard reservation={{ ...base, status: "confirmed", channelLabel: "Gebucht über Google" }} />,
    );
    await expect
      .element(screen.getByRole("listitem").filter({ hasText: "Gebucht über Google" }))
      .toBeVisible();
    await screen.rerender(<ReservationCard reservation={{ ...base, status: "confirmed" }} />);
    await expect.element(screen.getByText("Gebucht über Google")).not.toBeInTheDocument();
  });

  it("given a confirmed reservation, cancels only after the confirm question", async () => {
    const onCancel = vi.fn();
    const screen = await render(
      <ReservationCard
        reservation={{ ...base, status: "confirmed" }}
        onConfirm={() => {}}
        onCancel={onCancel}
      />,
    );
    await expect.element(screen.getByRole("button", { name: "Bestätigen" })).not.toBeInTheDocument();
    await screen.getByRole("button", { name: "Stornieren" }).click();
    await expect
      .element(page.getByRole("alertdialog"))
      .toHaveTextContent("Möchten Sie diese Reservierung wirklich stornieren?");
    expect(onCancel).not.toHaveBeenCalled();
    await page.getByRole("alertdialog").getByRole("button", { name: "Stornieren" }).click();
    expect(onCancel).toHaveBeenCalledOnce();
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    await expect.element(screen.getByRole("button", { name: "Stornieren" })).toHaveFocus();
  });

  it("given the cancel question dismissed with Escape, cancels nothing and gives the focus back", async () => {
    const onCancel = vi.fn();
    const screen = await render(
      <ReservationCard reservation={{ ...base, status: "pending" }} onCancel={onCancel} />,
    );
    const cancel = screen.getByRole("button", { name: "Stornieren" });
    await expect.element(cancel).toHaveAttribute("aria-expanded", "false");
    await cancel.click();
    await expect.element(page.getByRole("alertdialog")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    await expect.element(cancel).toHaveFocus();
    expect(onCancel).not.toHaveBeenCalled();
    // Asked again: the loaded dialog opens at once.
    await cancel.click();
    await expect.element(page.getByRole("alertdialog")).toBeVisible();
  });

  it("given a guest at the door or at the table, shows the step in its tone and offers no cancelling", async () => {
    for (const [status, label] of [
      ["arrived", "Angekommen"],
      ["seated", "Platziert"],
      ["completed", "Abgeschlossen"],
    ] as const) {
      const screen = await render(
        <ReservationCard reservation={{ ...base, status }} onConfirm={() => {}} onCancel={() => {}} />,
      );
      await expect.element(screen.getByText(label)).toBeVisible();
      await expect.element(screen.getByRole("article")).toHaveAttribute("data-tone", status);
      await expect.element(screen.getByRole("button")).not.toBeInTheDocument();
      screen.unmount();
    }
  });

  it("given a cancelled reservation, offers no actions", async () => {
    const screen = await render(
      <ReservationCard
        reservation={{ ...base, status: "cancelled" }}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    await expect.element(screen.getByRole("button")).not.toBeInTheDocument();
  });
});
