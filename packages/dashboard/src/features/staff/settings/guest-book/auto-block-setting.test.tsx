import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { AutoBlockSetting } from "./auto-block-setting.tsx";

const choice = () => page.getByRole("combobox", { name: "Nach Nichterscheinen automatisch sperren" });

describe("AutoBlockSetting", () => {
  it("given no threshold, shows it off", async () => {
    await render(<AutoBlockSetting value={null} onChange={vi.fn()} />);
    await expect.element(choice()).toHaveTextContent("Aus");
  });

  it("given after 3 chosen, sends 3 at once", async () => {
    const onChange = vi.fn();
    await render(<AutoBlockSetting value={null} onChange={onChange} />);
    await choice().click();
    await page.getByRole("option", { name: "Nach 3 Nichterscheinen" }).click();
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it("given a threshold on and off chosen, sends null", async () => {
    const onChange = vi.fn();
    await render(<AutoBlockSetting value={4} onChange={onChange} />);
    await expect.element(choice()).toHaveTextContent("Nach 4 Nichterscheinen");
    await choice().click();
    await page.getByRole("option", { name: "Aus" }).click();
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("given a threshold the list does not offer (saved through the API), still shows it", async () => {
    await render(<AutoBlockSetting value={7} onChange={vi.fn()} />);
    await expect.element(choice()).toHaveTextContent("Nach 7 Nichterscheinen");
  });

  it("given a sub-user, the choice cannot be changed", async () => {
    await render(<AutoBlockSetting value={2} onChange={vi.fn()} disabled />);
    await expect.element(choice()).toBeDisabled();
  });
});
