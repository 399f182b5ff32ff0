import { LIST_SEARCH_MAX_LENGTH } from "@tischservice/core/rules";
import type { Restaurant } from "@tischservice/core/schemas";
import { Button, cn, EmptyState, Input, Skeleton } from "@tischservice/ui";
import { Search, SearchX, Store } from "lucide-react";
import { type RefObject, useEffect, useId, useRef } from "react";
import { partnerDirectoryHref } from "../layout/nav-items.ts";
import { siteOwnTexts } from "../texts.ts";
import { PartnerCardList, partnerGridClass } from "./partner-card-list.tsx";
import type { PartnerDirectoryList } from "./use-partner-directory.ts";

export interface PartnerDirectoryProps {
  /** What the search field shows. */
  typed: string;
  /** The search the list shows; null before the page's address was read (the prerendered state). */
  query: string | null;
  list: PartnerDirectoryList;
  onType: (value: string) => void;
  onSubmit: (value: string) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  onOpen: (restaurant: Restaurant) => void;
  /** The search field, read once after hydration (a search typed before that is kept). */
  fieldRef?: RefObject<HTMLInputElement | null>;
}

/** What the polite status line says: loading, how many are shown, nothing found, or failed. */
function statusText(query: string | null, list: PartnerDirectoryList): string {
  if (query === null || list.status === "loading") return siteOwnTexts.directoryLoading;
  if (list.status === "error") return siteOwnTexts.directoryError;
  if (list.partners.length === 0)
    return query === "" ? siteOwnTexts.partnersEmpty : siteOwnTexts.directoryNoResults;
  return siteOwnTexts.directoryCount(list.partners.length, list.nextCursor === null);
}

/**
 * The directory of all partner restaurants: a search field (name, address or cuisine, sent as the visitor
 * pauses or presses Enter), the cards a page at a time with "Weitere Restaurants laden", and the loading,
 * empty, no-result and error states. The count and the states are announced politely. Without script the
 * form still sends `?q=` to this page.
 */
export function PartnerDirectory({
  typed,
  query,
  list,
  onType,
  onSubmit,
  onLoadMore,
  onRetry,
  onOpen,
  fieldRef,
}: PartnerDirectoryProps) {
  const fieldId = useId();
  const headingId = useId();
  const results = useRef<HTMLDivElement>(null);
  // The first card a "Weitere Restaurants laden" brought: focus moves there, as the button may be gone.
  const firstNew = useRef<number | null>(null);
  const { partners } = list;
  const waiting = query === null || list.status === "loading";
  const showsCards = partners.length > 0 && list.status !== "error";

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || partners.length <= index) return;
    firstNew.current = null;
    results.current?.querySelectorAll("li")[index]?.querySelector("button")?.focus();
  }, [partners.length]);

  const loadMore = () => {
    firstNew.current = partners.length;
    onLoadMore();
  };

  return (
    <div className="grid gap-6">
      <search>
        <form
          action={partnerDirectoryHref}
          method="get"
          className="grid gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            // From the form, not the state: a search typed before hydration is sent once it is hydrated.
            onSubmit(String(new FormData(event.currentTarget).get("q") ?? ""));
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium text-foreground">
            {siteOwnTexts.directorySearchLabel}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              ref={fieldRef}
              id={fieldId}
              type="search"
              name="q"
              value={typed}
              onChange={(event) => onType(event.currentTarget.value)}
              placeholder={siteOwnTexts.directorySearchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={LIST_SEARCH_MAX_LENGTH}
              className="min-w-56 flex-1 bg-background"
            />
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" />
              {siteOwnTexts.directorySearchButton}
            </Button>
          </div>
        </form>
      </search>

      <p
        role="status"
        className={cn("m-0 text-sm text-muted-foreground", (!showsCards || waiting) && "sr-only")}
      >
        {statusText(query, list)}
      </p>

      <section aria-labelledby={headingId} aria-busy={waiting || undefined} className="grid gap-8">
        <h2 id={headingId} className="sr-only">
          {siteOwnTexts.directoryResultsHeading}
        </h2>
        {list.status === "error" ? (
          <EmptyState
            icon={<Store />}
            title={siteOwnTexts.directoryError}
            action={
              <Button variant="outline" onClick={onRetry}>
                {siteOwnTexts.directoryRetry}
              </Button>
            }
          />
        ) : showsCards ? (
          <div ref={results} className={cn("transition-opacity", waiting && "opacity-60")}>
            <PartnerCardList partners={partners} onOpen={onOpen} />
          </div>
        ) : waiting ? (
          <div data-testid="partners-loading" className={partnerGridClass}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-72 rounded-xl" />
            ))}
          </div>
        ) : query === "" ? (
          <EmptyState icon={<Store />} title={siteOwnTexts.partnersEmpty} />
        ) : (
          <EmptyState
            icon={<SearchX />}
            title={siteOwnTexts.directoryNoResults}
            description={siteOwnTexts.directoryNoResultsHint}
          />
        )}

        {showsCards && !waiting && list.nextCursor !== null ? (
          <div className="grid justify-items-center gap-3">
            {list.more === "error" ? (
              <p role="alert" className="m-0 text-sm font-medium text-destructive-strong">
                {siteOwnTexts.directoryLoadMoreError}
              </p>
            ) : null}
            <Button
              variant="outline"
              size="lg"
              loading={list.more === "loading"}
              loadingText={siteOwnTexts.directoryLoadingMore}
              onClick={loadMore}
            >
              {siteOwnTexts.directoryLoadMore}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
