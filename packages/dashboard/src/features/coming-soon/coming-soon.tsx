import { Construction } from "lucide-react";
import { dashboardTexts } from "../../texts.ts";

/** An honest placeholder for a tab that a later part of the dashboard builds. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
        <Construction aria-hidden="true" className="size-6 shrink-0" />
        <p className="m-0">{dashboardTexts.comingSoon}</p>
      </div>
    </section>
  );
}
