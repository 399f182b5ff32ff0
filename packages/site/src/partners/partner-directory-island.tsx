import { useRef } from "react";
import { usePartnerDetails } from "./partner-details.tsx";
import { PartnerDirectory } from "./partner-directory.tsx";
import { usePartnerDirectory } from "./use-partner-directory.ts";

export { preparePartners } from "./partner-card-list.tsx";

/**
 * The directory page's island: search, the live list a page at a time (prerendered in its loading state,
 * so no partner is baked into the page), the detail modal loaded when a card is first opened, and the
 * booking widget loaded when a visitor books.
 */
export function PartnerDirectoryIsland() {
  const field = useRef<HTMLInputElement>(null);
  const directory = usePartnerDirectory(field);
  const { openPartner, details } = usePartnerDetails();
  return (
    <>
      <PartnerDirectory
        typed={directory.typed}
        query={directory.query}
        list={directory.list}
        onType={directory.type}
        onSubmit={directory.submit}
        onLoadMore={directory.loadMore}
        onRetry={directory.retry}
        onOpen={openPartner}
        fieldRef={field}
      />
      {details}
    </>
  );
}
