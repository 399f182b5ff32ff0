import { Button, useToast } from "@tischservice/ui";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { AppToaster } from "./app-toaster.tsx";

function Trigger() {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title: "Gespeichert", tone: "success" })}>Zeigen</Button>;
}

describe("AppToaster", () => {
  it("given a toast, shows it with its close button once the list has loaded", async () => {
    const screen = await render(
      <AppToaster>
        <Trigger />
      </AppToaster>,
    );
    await screen.getByRole("button", { name: "Zeigen" }).click();
    await expect.element(page.getByText("Gespeichert")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Schließen" })).toBeVisible();
    await expect.element(page.getByRole("region", { name: /\(F8\)/ })).toBeInTheDocument();
  });
});
