import type { ReservationStatus } from "@tischservice/core/schemas";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { SeatingSteps } from "./seating-steps.tsx";

describe("SeatingSteps", () => {
  it("given a confirmed reservation's steps, offers Angekommen and Platzieren and says which was chosen", async () => {
    const onStep = vi.fn<(status: ReservationStatus) => void>();
    const screen = await render(<SeatingSteps next={["arrived", "seated"]} undo={null} onStep={onStep} />);
    await expect.element(screen.getByRole("group", { name: "Ablauf des Besuchs" })).toBeVisible();
    await screen.getByRole("button", { name: "Platzieren" }).click();
    expect(onStep).toHaveBeenCalledWith("seated");
    await expect.element(screen.getByRole("button", { name: /Rückgängig/ })).not.toBeInTheDocument();
  });

  it("given a seated guest, offers Abschließen and the undo named by the status it goes back to", async () => {
    const onStep = vi.fn<(status: ReservationStatus) => void>();
    const screen = await render(<SeatingSteps next={["completed"]} undo="arrived" onStep={onStep} />);
    await screen.getByRole("button", { name: "Rückgängig: zurück zu „Angekommen“" }).click();
    expect(onStep).toHaveBeenCalledWith("arrived");
    await screen.getByRole("button", { name: "Abschließen" }).click();
    expect(onStep).toHaveBeenLastCalledWith("completed");
  });

  it("given a change on its way, disables every button", async () => {
    const screen = await render(
      <SeatingSteps next={["seated", "completed"]} undo="confirmed" onStep={() => {}} busy />,
    );
    for (const name of ["Platzieren", "Abschließen", "Rückgängig: zurück zu „Bestätigt“"]) {
      await expect.element(screen.getByRole("button", { name })).toBeDisabled();
    }
  });

  it("given nothing to offer, renders nothing", async () => {
    const screen = await render(
      <div data-testid="box">
        <SeatingSteps next={[]} undo={null} onStep={() => {}} />
      </div>,
    );
    await expect.element(screen.getByTestId("box")).toBeEmptyDOMElement();
  });

  it("given compact, keeps the names for screen readers", async () => {
    const screen = await render(<SeatingSteps next={["arrived"]} undo={null} onStep={() => {}} compact />);
    await expect.element(screen.getByRole("button", { name: "Angekommen" })).toBeInTheDocument();
  });
});
