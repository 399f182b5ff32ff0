import {
  enquiryTexts,
  formatSlotDate,
  type GuestDataExport,
  guestDataTexts,
  guestPrivacyTexts,
  reservationStatusLabel,
} from "@tischservice/core";
import { Button, ConfirmDialog, FormField, Input } from "@tischservice/ui";
import { Search, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { serverMessageOr } from "../../../../api/http.ts";
import { GuestExportLink } from "../../../shared/guest-data-export/guest-export-link.tsx";

export interface GuestPrivacyPanelProps {
  /** `restaurant` (owner: address or phone, one restaurant) or `platform` (admin: address, every restaurant). */
  scope?: "restaurant" | "platform";
  /** Everything the restaurant holds about the guest typed (an address or a phone number). */
  onLookup: (typed: string) => Promise<GuestDataExport>;
  /** Erases that guest; resolves with the server's German answer. */
  onErase: (typed: string) => Promise<{ message: string }>;
}

/** An enquiry's state as staff read it ("Offen", "Angenommen", "Abgelehnt"). */
function enquiryStatusLabel(status: string): string {
  return Object.hasOwn(enquiryTexts.status, status)
    ? enquiryTexts.status[status as keyof typeof enquiryTexts.status]
    : status;
}

/** What a line of the found data shows of a reservation or an enquiry. */
interface GuestRecordLine {
  _id: string;
  reservationDate: string;
  timeSlot: string;
  restaurantName: string;
  customerName: string;
  numberOfGuests: number;
  status: string;
}

/** A heading and one line per reservation or enquiry: when, where (platform-wide), who, how many, its state. */
function GuestRecordList(props: {
  heading: string;
  rows: readonly GuestRecordLine[];
  platform: boolean;
  statusLabel: (status: string) => string;
}) {
  return (
    <>
      <h3 className="m-0 text-sm font-semibold">{props.heading}</h3>
      <ul className="m-0 grid list-none gap-1 p-0 text-sm">
        {props.rows.map((row) => (
          <li key={row._id} className="flex flex-wrap gap-x-3">
            <span className="font-medium">
              {formatSlotDate(row.reservationDate).formatted}, {row.timeSlot}
            </span>
            {props.platform ? <span>{row.restaurantName}</span> : null}
            <span>{row.customerName}</span>
            <span>{guestPrivacyTexts.guests(row.numberOfGuests)}</span>
            <span className="text-muted-foreground">{props.statusLabel(row.status)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

type State =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "found"; typed: string; data: GuestDataExport }
  | { kind: "erasing"; typed: string; data: GuestDataExport }
  | { kind: "erased"; message: string }
  | { kind: "failed"; message: string; previous?: { typed: string; data: GuestDataExport } };

/**
 * The owner's "Datenschutz" card: find a guest by address or phone, see what is held about them at this
 * restaurant, download it as JSON (Art. 15 DSGVO) or erase it after a confirmation (Art. 17).
 */
export function GuestPrivacyPanel({ scope = "restaurant", onLookup, onErase }: GuestPrivacyPanelProps) {
  const platform = scope === "platform";
  const [typed, setTyped] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const shown =
    state.kind === "found" || state.kind === "erasing"
      ? state
      : state.kind === "failed"
        ? (state.previous ?? null)
        : null;
  const found =
    shown !== null &&
    shown.data.reservations.length +
      shown.data.mails.length +
      shown.data.enquiries.length +
      (shown.data.account ? 1 : 0) >
      0;

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!value) return;
    setState({ kind: "searching" });
    try {
      setState({ kind: "found", typed: value, data: await onLookup(value) });
    } catch (error) {
      setState({ kind: "failed", message: serverMessageOr(error, guestPrivacyTexts.failed) });
    }
  };

  const erase = async () => {
    if (!shown) return;
    setState({ kind: "erasing", ...shown });
    try {
      const answer = await onErase(shown.typed);
      setState({ kind: "erased", message: answer.message });
    } catch (error) {
      setState({
        kind: "failed",
        message: serverMessageOr(error, guestPrivacyTexts.failed),
        previous: shown,
      });
    }
  };

  return (
    <div className="grid gap-4">
      <p className="m-0 text-sm text-muted-foreground">
        {platform ? guestPrivacyTexts.platformIntro : guestPrivacyTexts.intro}
      </p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void search(event)}>
        <FormField
          label={platform ? guestPrivacyTexts.platformSearchLabel : guestPrivacyTexts.searchLabel}
          className="min-w-60 flex-1"
        >
          <Input
            type={platform ? "email" : "text"}
            value={typed}
            autoComplete="off"
            placeholder={platform ? undefined : guestPrivacyTexts.searchPlaceholder}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        <Button
          type="submit"
          variant="outline"
          disabled={typed.trim() === ""}
          loading={state.kind === "searching"}
          loadingText={guestPrivacyTexts.searching}
        >
          <Search aria-hidden="true" />
          {guestPrivacyTexts.search}
        </Button>
      </form>
      {shown && !found ? <p className="m-0 text-sm">{guestDataTexts.nothingStored}</p> : null}
      {shown && found ? (
        <div className="grid gap-3">
          <GuestRecordList
            heading={guestPrivacyTexts.reservationsHeading}
            rows={shown.data.reservations}
            platform={platform}
            statusLabel={reservationStatusLabel}
          />
          {shown.data.enquiries.length > 0 ? (
            <GuestRecordList
              heading={guestPrivacyTexts.enquiriesHeading}
              rows={shown.data.enquiries}
              platform={platform}
              statusLabel={enquiryStatusLabel}
            />
          ) : null}
          <p className="m-0 text-sm text-muted-foreground">
            {guestPrivacyTexts.mailsCount(shown.data.mails.length)}
          </p>
          {shown.data.account ? (
            <p className="m-0 text-sm">
              {guestPrivacyTexts.accountLine(shown.data.account.name, shown.data.account.email)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <GuestExportLink data={shown.data} />
            <ConfirmDialog
              title={guestPrivacyTexts.eraseConfirmTitle}
              description={guestPrivacyTexts.eraseConfirmText}
              confirmLabel={guestPrivacyTexts.eraseConfirm}
              cancelLabel={guestPrivacyTexts.eraseCancel}
              destructive
              onConfirm={() => void erase()}
              trigger={
                <Button
                  variant="destructive"
                  loading={state.kind === "erasing"}
                  loadingText={guestPrivacyTexts.erasing}
                >
                  <Trash2 aria-hidden="true" />
                  {guestPrivacyTexts.erase}
                </Button>
              }
            />
          </div>
        </div>
      ) : null}
      {state.kind === "erased" ? (
        <p role="status" className="m-0 text-sm font-medium">
          {state.message}
        </p>
      ) : null}
      {state.kind === "failed" ? (
        <p role="alert" className="m-0 text-sm font-medium text-destructive-strong">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
