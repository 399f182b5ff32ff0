import { type ComponentType, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandProps, IslandRoot, islandIdPrefix } from "./island.tsx";

/**
 * An island component of any props: they arrive as the JSON its `<Island>` wrote into the prerendered
 * HTML, so they are the props the same component was rendered with.
 */
type IslandComponent = ComponentType<never>;

/** Loads an island's component when the island comes near the viewport or is touched (e.g. the demo form). */
export interface LazyIsland {
  whenVisible: () => Promise<IslandComponent>;
}

/**
 * Loads an island's component right after the page has started, from a chunk of its own (e.g. the partner
 * list): its code and hydration stay out of the page's first script and first task.
 */
export interface DeferredIsland {
  afterStart: () => Promise<IslandComponent>;
}

/**
 * The islands a page entry can hydrate: a component bundled with the entry, one loaded right after the
 * start, or one loaded on demand.
 */
export type IslandRegistry = Record<string, IslandComponent | DeferredIsland | LazyIsland>;

/**
 * A form submitted before its island is hydrated would be sent by the browser itself (a reload that loses
 * the input): held back until the island is hydrated, then submitted again.
 */
function holdSubmitsUntilHydrated(element: HTMLElement): () => void {
  let held: HTMLFormElement | null = null;
  const hold = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) held = event.target;
  };
  element.addEventListener("submit", hold, true);
  return () => {
    element.removeEventListener("submit", hold, true);
    held?.requestSubmit();
  };
}

function hydrate(
  element: HTMLElement,
  name: string,
  island: IslandComponent,
  releaseSubmits = holdSubmitsUntilHydrated(element),
) {
  const props = JSON.parse(element.dataset.props ?? "{}") as IslandProps;
  const Component = island as ComponentType<IslandProps>;
  const onHydrated = () => {
    if (element.dataset.hydrated) return;
    element.dataset.hydrated = "true";
    releaseSubmits();
  };
  // Each island in a task of its own, after the entry's: the browser gets a turn in between, and no task
  // grows long (Preact hydrates at once). A transition: React would hydrate in short slices too.
  setTimeout(() =>
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot onHydrated={onHydrated}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    }),
  );
}

/** Hydrates a lazy island on its first approach to the viewport (400 px ahead) or its first focus or touch. */
function hydrateWhenNeeded(element: HTMLElement, name: string, island: LazyIsland) {
  let started = false;
  const releaseSubmits = holdSubmitsUntilHydrated(element);
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    element.removeEventListener("focusin", start);
    element.removeEventListener("pointerdown", start);
    island.whenVisible().then(
      (Component) => hydrate(element, name, Component, releaseSubmits),
      (error: unknown) => console.warn(`Insel ${name} konnte nicht geladen werden`, error),
    );
  };
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
          rootMargin: "400px 0px",
        })
      : null;
  if (observer) observer.observe(element);
  else start();
  element.addEventListener("focusin", start);
  element.addEventListener("pointerdown", start);
}

/** Hydrates a deferred island as soon as its chunk has loaded (a form sent before that is held, as above). */
function hydrateAfterStart(element: HTMLElement, name: string, island: DeferredIsland) {
  const releaseSubmits = holdSubmitsUntilHydrated(element);
  island.afterStart().then(
    (Component) => hydrate(element, name, Component, releaseSubmits),
    (error: unknown) => console.warn(`Insel ${name} konnte nicht geladen werden`, error),
  );
}

/** Hydrates every prerendered island of the page that the registry names; the rest stays static HTML. */
export function hydrateIslands(registry: IslandRegistry, root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island ?? "";
    const island = registry[name];
    if (!island) continue;
    if ("whenVisible" in island) hydrateWhenNeeded(element, name, island);
    else if ("afterStart" in island) hydrateAfterStart(element, name, island);
    else hydrate(element, name, island);
  }
}
