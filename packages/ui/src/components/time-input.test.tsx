import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { FormField } from "./form-field.tsx";
import { TimeInput } from "./time-input.tsx";

/** A field that keeps what it reports, as the settings do. */
function Controlled({ initial = "", onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label="Öffnet">
      <TimeInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </FormField>
  );
}

describe("TimeInput", () => {
  it("given 18:00, shows 18:00 (24 hours, whatever the browser's language), labelled and described", async () => {
    const screen = await render(<Controlled initial="18:00" onChange={vi.fn()} />);
    const field = screen.getByRole("textbox", { name: "Öffnet" });
    await expect.element(field).toHaveValue("18:00");
    await expect
      .element(field)
      .toHaveAccessibleDescription("Uhrzeit im 24-Stunden-Format, zum Beispiel 18:30");
    expect(field.element().getAttribute("type")).toBe("text");
  });

  it("given a typed whole time, passes it on at once; a partial one only once it is whole", async () => {
    const onChange = vi.fn();
    const screen = await render(<Controlled onChange={onChange} />);
    const field = screen.getByRole("textbox", { name: "Öffnet" });
    await userEvent.type(field, "18:3");
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(field, "0");
    expect(onChange).toHaveBeenLastCalledWith("18:30");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("given '930' and the field left, shows and passes on 09:30", async () => {
    const onChange = vi.fn();
    const screen = await render(<Controlled onChange={onChange} />);
    const field = screen.getByRole("textbox", { name: "Öffnet" });
    await field.fill("930");
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect.element(field).toHaveValue("09:30");
    expect(onChange).toHaveBeenLastCalledWith("09:30");
  });

  it("given a text that is no time, marks the field invalid and passes nothing on", async () => {
    const onChange = vi.fn();
    const screen = await render(<Controlled initial="11:00" onChange={onChange} />);
    const field = screen.getByRole("textbox", { name: "Öffnet" });
    await field.fill("25:00");
    await userEvent.tab();
    await expect.element(field).toHaveAttribute("aria-invalid", "true");
    expect(onChange).not.toHaveBeenCalled();
    await field.fill("23:00");
    await expect.element(field).not.toHaveAttribute("aria-invalid");
    expect(onChange).toHaveBeenLastCalledWith("23:00");
  });

  it("given the field emptied, passes on an empty time", async () => {
    const onChange = vi.fn();
    const screen = await render(<Controlled initial="11:00" onChange={onChange} />);
    await screen.getByRole("textbox", { name: "Öffnet" }).clear();
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("given ArrowUp and ArrowDown, moves the time by 15 minutes to the next step, around midnight", async () => {
    const onChange = vi.fn();
    const screen = await render(<Controlled initial="23:50" onChange={onChange} />);
    const field = screen.getByRole("textbox", { name: "Öffnet" });
    await field.click();
    await userEvent.keyboard("{ArrowUp}");
    await expect.element(field).toHaveValue("00:00");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect.element(field).toHaveValue("23:30");
    expect(onChange).toHaveBeenLastCalledWith("23:30");
  });

  it("given a new value from outside, shows it", async () => {
    const screen = await render(
      <FormField label="Schließt">
        <TimeInput value="22:00" onChange={vi.fn()} />
      </FormField>,
    );
    await expect.element(screen.getByRole("textbox", { name: "Schließt" })).toHaveValue("22:00");
    await screen.rerender(
      <FormField label="Schließt">
        <TimeInput value="23:15" onChange={vi.fn()} />
      </FormField>,
    );
    await expect.element(screen.getByRole("textbox", { name: "Schließt" })).toHaveValue("23:15");
  });
});
