import { commonTexts, type ReservationGuestCatalogue, reservationGuestTexts } from "@tischservice/core";
import { Banner, Button, ConfirmDialog } from "@tischservice/ui";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { serverMessageOr } from "../../../api/http.ts";
import { GuestDataSection } from "../../shared/guest-data-export/guest-data-section.tsx";

export interface GuestOwnDataProps {
  /** The erasure is open (the visit is over or cancelled). */
  canErase: boolean;
  /** Asks for the export by mail; resolves with the German answer. */
  onExport: () => Promise<string>;
  /** Erases the guest's data; resolves with the German answer (the link stops working). */
  onErase: () => Promise<string>;
  /** Called with the answer once erased. */
  onErased: (message: string) => void;
  /** The words in the booking's language (German by default). */
  texts?: ReservationGuestCatalogue["ownData"];
  /** What a failure says; by default the server's German message. */
  errorText?: (error: unknown) => string;
}

const serverMessageOrGeneric = (error: unknown) => serverMessageOr(error, commonTexts.genericError);

/** "Ihre Daten" on the guest's page: the export by mail (Art. 15 DSGVO) and, after the visit, the erasure (Art. 17). */
export function GuestOwnData({
  canErase,
  onExport,
  onErase,
  onErased,
  texts = reservationGuestTexts.de.ownData,
  errorText = serverMessageOrGeneric,
}: GuestOwnDataProps) {
  const [busy, setBusy] = useState<"export" | "erase" | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const run = async (kind: "export" | "erase") => {
    setBusy(kind);
    setNotice(null);
    try {
      if (kind === "export") setNotice({ tone: "success", text: await onExport() });
      else onErased(await onErase());
    } catch (error) {
      setNotice({ tone: "error", text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <GuestDataSection id="guest-own-data" heading={texts.heading} className="pt-4">
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      <p className="m-0 text-sm text-muted-foreground">{texts.hint}</p>
      <Button
        variant="outline"
        className="w-fit"
        disabled={busy !== null}
        loading={busy === "export"}
        loadingText={texts.downloading}
        onClick={() => void run("export")}
      >
        <Download aria-hidden="true" />
        {texts.download}
      </Button>
      {canErase ? (
        <ConfirmDialog
          title={texts.eraseConfirmTitle}
          description={texts.eraseConfirmText}
          confirmLabel={texts.eraseConfirm}
          cancelLabel={texts.eraseCancel}
          destructive
          onConfirm={() => void run("erase")}
          trigger={
            <Button
              variant="ghost-destructive"
              className="w-fit"
              disabled={busy !== null}
              loading={busy === "erase"}
              loadingText={texts.erasing}
            >
              <Trash2 aria-hidden="true" />
              {texts.erase}
            </Button>
          }
        />
      ) : (
        <p className="m-0 text-sm text-muted-foreground">{texts.eraseHint}</p>
      )}
    </GuestDataSection>
  );
}
