import { Link } from "@tanstack/react-router";
import { EmptyState } from "@tischservice/ui";
import { dashboardTexts } from "./texts.ts";

/** Any address the dashboard does not know. */
export function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <EmptyState
        title={dashboardTexts.notFoundTitle}
        description={dashboardTexts.notFoundText}
        action={
          <Link
            to="/"
            className="focus-ring rounded-sm font-medium text-primary-strong underline-offset-4 hover:underline"
          >
            {dashboardTexts.toDashboard}
          </Link>
        }
      />
    </main>
  );
}
