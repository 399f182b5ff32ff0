import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";

/**
 * A router around a story, so that links inside it render (and hrefs carry the `/app` base) without the
 * app's routes: the story shows `children` at `path`.
 */
export function StoryRouter({ path = "/", children }: { path?: string; children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => children }),
      history: createMemoryHistory({ initialEntries: [`/app${path}`] }),
      basepath: "/app",
    }),
  );
  return <RouterProvider router={router} />;
}
