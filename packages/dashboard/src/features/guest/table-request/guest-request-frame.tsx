import type { UseQueryResult } from "@tanstack/react-query";
import { Banner, Button, EmptyState, Spinner } from "@tischservice/ui";
import type { ReactNode } from "react";
import { ApiError } from "../../../api/http.ts";

/** One fact of the request: its label and value side by side from the small breakpoint on. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="m-0 break-words">{children}</dd>
    </div>
  );
}

/** The state's row: the word in bold, its status in `data-status` for the page's own styling and tests. */
export function StatusRow({ label, status, text }: { label: string; status: string; text: string }) {
  return (
    <Row label={label}>
      <span data-status={status} className="font-medium">
        {text}
      </span>
    </Row>
  );
}

export interface GuestRequestCardProps {
  /** The heading's id (the article is named by it). */
  titleId: string;
  title: string;
  /** What the last action of the guest brought, above the state. */
  notice?: ReactNode;
  /** What the state means for the guest, in a sentence. */
  banner: ReactNode;
  /** The rows of the request's facts. */
  children: ReactNode;
  /** What the guest can do now. */
  actions?: ReactNode;
}

/** The page a guest opens from a mail about their request for a table: heading, state, facts, actions. */
export function GuestRequestCard({
  titleId,
  title,
  notice,
  banner,
  children,
  actions,
}: GuestRequestCardProps) {
  return (
    <article className="grid gap-6" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-2xl font-bold">
        {title}
      </h1>
      {notice}
      {banner}
      <dl className="m-0 grid gap-3">{children}</dl>
      {actions}
    </article>
  );
}

/** The wrong or expired link, or an unknown request. */
export function RequestNotFound({
  texts,
}: {
  texts: { title: string; notFound: string; notFoundText: string };
}) {
  return (
    <article className="grid gap-6">
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      <EmptyState title={texts.notFound} description={texts.notFoundText} />
    </article>
  );
}

/** No answer, or a server failure: the link may still be fine, so it offers to load again. */
export function RequestLoadFailed({
  texts,
  onRetry,
}: {
  texts: { loadFailed: string; retry: string };
  onRetry: () => void;
}) {
  return (
    <Banner tone="error" title={texts.loadFailed}>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {texts.retry}
      </Button>
    </Banner>
  );
}

/** The link's token was refused or the request is unknown: loading again would not help. */
const isRefusedLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export interface GuestRequestViewProps<T> {
  answer: UseQueryResult<T, unknown>;
  /** The request as loaded. */
  children: (data: T) => ReactNode;
  notFound: ReactNode;
  loadFailed: (onRetry: () => void) => ReactNode;
}

/**
 * The request once loaded, a spinner before, then either "not found" or a retry. A failed reload on focus
 * keeps what was shown.
 */
export function GuestRequestView<T>({ answer, children, notFound, loadFailed }: GuestRequestViewProps<T>) {
  if (answer.data) return children(answer.data);
  if (answer.isPending) return <Spinner className="justify-center py-10" />;
  return isRefusedLink(answer.error) ? notFound : loadFailed(() => void answer.refetch());
}
