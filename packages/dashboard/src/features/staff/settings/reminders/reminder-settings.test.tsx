import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ReminderSettings } from "./reminder-settings.tsx";

const reminderSwitch = () => page.getByRole("switch", { name: "Erinnerung an Gäste" });
const timing = () => page.getByRole("combobox", { name: "Zeitpunkt der Erinnerung" });

describe("ReminderSettings", () => {
  it("given the defaults, shows the reminder on, 24 hours before", async () => {
    await render(
      <ReminderSettings value={{ reminderEnabled: true, reminderTiming: "24h" }} onChange={vi.fn()} />,
    );
    await expect.element(reminderSwitch()).toBeChecked();
    await expect.element(timing()).toHaveTextContent("24 Stunden vorher");
    await expect.element(timing()).toBeEnabled();
  });

  it("given a switch off, sends the change at once", async () => {
    const onChange = vi.fn();
    await render(
      <ReminderSettings value={{ reminderEnabled: true, reminderTiming: "24h" }} onChange={onChange} />,
    );
    await reminderSwitch().click();
    expect(onChange).toHaveBeenCalledWith({ reminderEnabled: false, reminderTiming: "24h" });
  });

  it("given the morning chosen, sends 'morning' (09:00 on the day)", async () => {
    const onChange = vi.fn();
    await render(
      <ReminderSettings value={{ reminderEnabled: true, reminderTiming: "24h" }} onChange={onChange} />,
    );
    await timing().click();
    await page.getByRole("option", { name: "Am Morgen des Tages (09:00 Uhr)" }).click();
    expect(onChange).toHaveBeenCalledWith({ reminderEnabled: true, reminderTiming: "morning" });
  });

  it("given reminders off, the timing cannot be chosen", async () => {
    await render(
      <ReminderSettings value={{ reminderEnabled: false, reminderTiming: "morning" }} onChange={vi.fn()} />,
    );
    await expect.element(reminderSwitch()).not.toBeChecked();
    await expect.element(timing()).toBeDisabled();
    await expect.element(timing()).toHaveTextContent("Am Morgen des Tages (09:00 Uhr)");
  });
});
