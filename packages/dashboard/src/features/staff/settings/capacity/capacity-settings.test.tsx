import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { CapacitySettings, type CapacitySettingsValue } from "./capacity-settings.tsx";

const defaults: CapacitySettingsValue = {
  bookingHorizonDays: 180,
  sameDayCutoff: null,
  pacing: null,
  onlineSeatShare: 100,
  changeCutoffHours: 2,
};
const horizon = () => page.getByRole("spinbutton", { name: "Buchungshorizont (Tage)" });
const maxGuests = () => page.getByRole("spinbutton", { name: "Max. Gäste pro Zeitfenster" });
const share = () => page.getByRole("spinbutton", { name: "Anteil der Plätze online (%)" });

describe("CapacitySettings (Einstellungen → Kapazität)", () => {
  it("given the defaults, shows 180 days, no cut-off, no pacing and 100 % online", async () => {
    await render(<CapacitySettings value={defaults} onChange={vi.fn()} />);
    await expect.element(horizon()).toHaveValue(180);
    await expect.element(page.getByLabelText("Online-Annahmeschluss für heute (Uhrzeit)")).toHaveValue("");
    await expect.element(maxGuests()).toHaveValue(null);
    await expect.element(share()).toHaveValue(100);
  });

  it("given 12 guests typed as the pacing, passes a 15-minute pacing on for a debounced save", async () => {
    const onChange = vi.fn();
    await render(<CapacitySettings value={defaults} onChange={onChange} />);
    await maxGuests().fill("12");
    expect(onChange).toHaveBeenLastCalledWith(
      { ...defaults, pacing: { windowMinutes: 15, maxGuests: 12, maxBookings: null } },
      "debounced",
    );
  });

  it("given a horizon of 900 days, says the range beneath the field and passes nothing on", async () => {
    const onChange = vi.fn();
    await render(<CapacitySettings value={defaults} onChange={onChange} />);
    await horizon().fill("900");
    await expect
      .element(page.getByText("Der Buchungshorizont muss zwischen 1 und 730 Tagen liegen."))
      .toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("given a share of 60 %, passes it on", async () => {
    const onChange = vi.fn();
    await render(<CapacitySettings value={defaults} onChange={onChange} />);
    await share().fill("60");
    expect(onChange).toHaveBeenLastCalledWith({ ...defaults, onlineSeatShare: 60 }, "debounced");
  });

  it("given guests' changes until 24 hours before, passes it on; 100 hours says the range and passes nothing", async () => {
    const onChange = vi.fn();
    await render(<CapacitySettings value={defaults} onChange={onChange} />);
    const changeCutoff = page.getByRole("spinbutton", {
      name: "Änderungen durch Gäste bis (Stunden vor Beginn)",
    });
    await expect.element(changeCutoff).toHaveValue(2);
    await changeCutoff.fill("24");
    expect(onChange).toHaveBeenLastCalledWith({ ...defaults, changeCutoffHours: 24 }, "debounced");
    onChange.mockClear();
    await changeCutoff.fill("100");
    await expect
      .element(page.getByText("Bitte geben Sie für den Änderungsschluss 0 bis 72 Stunden an."))
      .toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("given a cut-off typed as 1600, passes 16:00 on in 24 hours", async () => {
    const onChange = vi.fn();
    await render(<CapacitySettings value={defaults} onChange={onChange} />);
    const cutoff = page.getByRole("textbox", { name: "Online-Annahmeschluss für heute (Uhrzeit)" });
    await cutoff.fill("1600");
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith({ ...defaults, sameDayCutoff: "16:00" }, "debounced");
  });

  it("given a sub-user, shows the settings without letting them change", async () => {
    await render(<CapacitySettings value={defaults} onChange={vi.fn()} disabled />);
    await expect.element(horizon()).toBeDisabled();
    await expect.element(share()).toBeDisabled();
  });
});
