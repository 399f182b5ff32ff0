import { Link } from "@tanstack/react-router";
import { tablesTexts } from "@tischservice/core";
import { buttonVariants, EmptyState } from "@tischservice/ui";
import { UtensilsCrossed } from "lucide-react";

/**
 * "Noch keine Tische angelegt" with where to add them: shown instead of the booking widget's preview,
 * which would offer only fully booked times (and the waitlist) without tables.
 */
export function NoTablesNotice() {
  return (
    <EmptyState
      icon={<UtensilsCrossed />}
      title={tablesTexts.noTables}
      description={tablesTexts.noTablesBookingHint}
      action={
        <Link to="/tables" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {tablesTexts.addTables}
        </Link>
      }
    />
  );
}
