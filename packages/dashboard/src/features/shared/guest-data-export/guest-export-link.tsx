import { type GuestDataExport, guestPrivacyTexts } from "@tischservice/core";
import { buttonVariants } from "@tischservice/ui";
import { Download } from "lucide-react";
import { useEffect, useState } from "react";

/** An object URL of the export as pretty-printed JSON; released when the export changes or the link goes. */
function useJsonFileUrl(data: GuestDataExport): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [data]);
  return url;
}

/** "Export herunterladen": a guest's data (owner, admin or the customer themselves) saved as a JSON file. */
export function GuestExportLink({ data }: { data: GuestDataExport }) {
  const url = useJsonFileUrl(data);
  if (!url) return null;
  return (
    <a
      className={buttonVariants({ variant: "outline" })}
      href={url}
      download={guestPrivacyTexts.fileName(data.exportedAt.slice(0, 10))}
    >
      <Download aria-hidden="true" />
      {guestPrivacyTexts.download}
    </a>
  );
}
