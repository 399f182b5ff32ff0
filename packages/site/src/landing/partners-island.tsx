import { usePartnerDetails } from "../partners/partner-details.tsx";
import { PartnersSection } from "./partners-section.tsx";
import { usePartners } from "./use-partners.ts";
import { useStayAtLinkedSection } from "./use-stay-at-linked-section.ts";

export { preparePartners } from "../partners/partner-card-list.tsx";

/**
 * The partner section as an island: the live list (prerendered in its loading state), the detail modal
 * loaded when a card is first opened, and the booking widget loaded when a visitor books.
 */
export function PartnersIsland() {
  const partners = usePartners();
  // The list is taller than its loading cards: a visitor who came by /#demo stays at the demo form.
  useStayAtLinkedSection(partners.status !== "loading");
  const { openPartner, details } = usePartnerDetails();
  return (
    <>
      <PartnersSection state={partners} onOpen={openPartner} />
      {details}
    </>
  );
}
