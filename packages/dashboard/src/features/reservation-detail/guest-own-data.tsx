import { commonTexts, guestPrivacyTexts } from "@tischservice/core";
import { Banner, Button, ConfirmDialog } from "@tischservice/ui";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { serverMessageOr } from "../../api/http.ts";

export interface GuestOwnDataProps {
  /** The erasure is open (the visit is over or cancelled). */
  canErase: boolean;
  /** Asks for the export by mail; resolves with the German answer. */
  onExport: () => Promise<string>;
  /** Erases the guest's data; resolves with the German answer (the link stops working). */
  onErase: () => Promise<string>;
  /** Called with the answer once erased. */
  onErased: (message: string) => void;
}

/** "Ihre Daten" on the guest's page: the export by mail (Art. 15 DSGVO) and, after the visit, the erasure (Art. 17). */
export function GuestOwnData({ canErase, onExport, onErase, onErased }: GuestOwnDataProps) {
  const [busy, setBusy] = useState<"export" | "erase" | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const run = async (kind: "export" | "erase") => {
    setBusy(kind);
    setNotice(null);
    try {
      if (kind === "export") setNotice({ tone: "success", text: await onExport() });
      else onErased(await onErase());
    } catch (error) {
      setNotice({ tone: "error", text: serverMessageOr(error, commonTexts.genericError) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="grid gap-3 border-t border-border pt-4" aria-labelledby="guest-own-data">
      <h2 id="guest-own-data" className="m-0 text-lg font-semibold">
        {guestPrivacyTexts.ownHeading}
      </h2>
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      <p className="m-0 text-sm text-muted-foreground">{guestPrivacyTexts.ownHint}</p>
      <Button
        variant="outline"
        className="w-fit"
        disabled={busy !== null}
        loading={busy === "export"}
        loadingText={guestPrivacyTexts.ownDownloading}
        onClick={() => void run("export")}
      >
        <Download aria-hidden="true" />
        {guestPrivacyTexts.ownDownload}
      </Button>
      {canErase ? (
        <ConfirmDialog
          title={guestPrivacyTexts.ownEraseConfirmTitle}
          description={guestPrivacyTexts.ownEraseConfirmText}
          confirmLabel={guestPrivacyTexts.eraseConfirm}
          cancelLabel={guestPrivacyTexts.eraseCancel}
          destructive
          onConfirm={() => void run("erase")}
          trigger={
            <Button
              variant="ghost-destructive"
              className="w-fit"
              disabled={busy !== null}
              loading={busy === "erase"}
              loadingText={guestPrivacyTexts.erasing}
            >
              <Trash2 aria-hidden="true" />
              {guestPrivacyTexts.ownErase}
            </Button>
          }
        />
      ) : (
        <p className="m-0 text-sm text-muted-foreground">{guestPrivacyTexts.ownEraseHint}</p>
      )}
    </section>
  );
}
