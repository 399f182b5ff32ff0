import {
  type AuditEntry,
  adminTexts,
  auditActionLabel,
  auditDetails,
  formatDate,
  formatTime,
} from "@tischservice/core";
import { EmptyState } from "@tischservice/ui";
import { TitledDialog } from "../../lib/form-dialog/titled-dialog.tsx";
import { LoadState } from "./load-state.tsx";

/** The log's columns; the last one (details) takes the rest of the row, so it needs no end padding. */
const columns = [
  { label: adminTexts.logsColumnTime, padding: "py-2 pe-3" },
  { label: adminTexts.logsColumnAction, padding: "py-2 pe-3" },
  { label: adminTexts.logsColumnActor, padding: "py-2 pe-3" },
  { label: adminTexts.logsColumnDetails, padding: "py-2" },
] as const;

export interface AuditLogDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: AuditEntry[];
  loading: boolean;
  error: boolean;
  onRetry?: () => void;
}

/** The entry's details with German labels, one per line (the changed fields in one line). */
function Details({ entry }: { entry: AuditEntry }) {
  const details = auditDetails(entry.details);
  if (details.length === 0) return null;
  return (
    <ul className="m-0 grid list-none gap-0.5 p-0">
      {details.map((detail) => (
        <li key={detail.label}>
          <span className="font-medium text-foreground">{detail.label}:</span> {detail.value}
        </li>
      ))}
    </ul>
  );
}

/** "Protokoll anzeigen": the newest sign-ins and administrative changes. */
export function AuditLogDialog({
  open,
  onOpenChange,
  entries,
  loading,
  error,
  onRetry,
}: AuditLogDialogProps) {
  return (
    <TitledDialog open={open} onOpenChange={onOpenChange} title={adminTexts.logsTitle} size="wide">
      <LoadState loading={loading} error={error} {...(onRetry ? { onRetry } : {})}>
        {entries.length === 0 ? (
          <EmptyState title={adminTexts.logsEmpty} />
        ) : (
          <div className="max-h-[60dvh] overflow-auto">
            <table className="w-full text-start text-sm">
              <thead className="sticky top-0 bg-popover">
                <tr className="border-b border-border">
                  {columns.map((column) => (
                    <th key={column.label} scope="col" className={`${column.padding} text-start font-medium`}>
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry._id} className="border-b border-border/60 align-top">
                    <td className="py-1.5 pe-3 whitespace-nowrap tabular-nums">
                      {formatDate(entry.created_at)} {formatTime(entry.created_at)}
                    </td>
                    <td className="py-1.5 pe-3">{auditActionLabel(entry.action)}</td>
                    <td className="py-1.5 pe-3 break-all">{entry.actorEmail}</td>
                    <td className="py-1.5 [overflow-wrap:anywhere] text-muted-foreground">
                      <Details entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </TitledDialog>
  );
}
