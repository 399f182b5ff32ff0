import { Link } from "@tanstack/react-router";
import { EmptyState } from "@tischservice/ui";

/** The page's words; core's catalogue does not hold them. */
const notFoundTexts = {
  title: "Seite nicht gefunden",
  text: "Diese Adresse gibt es im Dashboard nicht.",
  toDashboard: "Zum Dashboard",
} as const;

/** Any address the dashboard does not know. */
export function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <EmptyState
        title={notFoundTexts.title}
        description={notFoundTexts.text}
        action={
          <Link
            to="/"
            className="focus-ring rounded-sm font-medium text-primary-strong underline-offset-4 hover:underline"
          >
            {notFoundTexts.toDashboard}
          </Link>
        }
      />
    </main>
  );
}
