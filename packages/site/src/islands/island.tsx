import {
  type ComponentType,
  createContext,
  type JSX,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
} from "react";

/** Props an island receives: written into the prerendered HTML as JSON, so plain data only. */
export type IslandProps = Record<string, string | number | boolean | readonly string[] | undefined>;

/** What the prerender collects while rendering a page: each island's element, rendered on its own later. */
export type IslandCollector = Map<string, ReactElement>;

/** Set only by the prerender (`render-with-islands.tsx`); absent in the browser, in tests and in stories. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The React root's `identifierPrefix` of an island, the same in the prerender and in the browser. */
export const islandIdPrefix = (name: string) => `${name}-`;

export interface IslandComponentProps<P extends IslandProps> {
  /** Unique on the page; the entry script's registry names the component to hydrate under it. */
  name: string;
  component: ComponentType<P>;
  props: P;
  /** The element that is the island's root (its children are what the component renders). */
  as?: "div" | "header" | "li";
  className?: string;
}

/**
 * A part of a page that becomes interactive in the browser. Everything else is prerendered HTML and CSS
 * only: the page entries (`src/entries/`) hydrate just the islands, each as a React root of its own.
 * In the prerender the island is rendered separately (`renderWithIslands`) with its props in
 * `data-props`; in tests, stories and the dev server it renders inline like any component.
 */
export function Island<P extends IslandProps>({
  name,
  component: Component,
  props,
  as = "div",
  className,
}: IslandComponentProps<P>) {
  const collector = useContext(IslandCollectorContext);
  const Tag = as as keyof JSX.IntrinsicElements & ("div" | "header" | "li");
  if (!collector) {
    return (
      <Tag data-island={name} className={className}>
        <Component {...props} />
      </Tag>
    );
  }
  collector.set(
    name,
    <IslandRoot>
      <Component {...props} />
    </IslandRoot>,
  );
  return (
    <Tag
      data-island={name}
      data-props={JSON.stringify(props)}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed comment (the name is checked), replaced by the island's own HTML after the page is rendered
      dangerouslySetInnerHTML={{ __html: islandPlaceholder(name) }}
    />
  );
}

export function islandPlaceholder(name: string): string {
  if (!/^[a-z][a-z-]*$/.test(name))
    throw new Error(`Inselname ${name}: nur Kleinbuchstaben und Bindestriche`);
  return `<!--island:${name}-->`;
}

/**
 * The top of an island's own React root, in the prerender and in the browser alike (the same tree, so the
 * same HTML and ids); in the browser it says when the island has been hydrated.
 */
export function IslandRoot({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
