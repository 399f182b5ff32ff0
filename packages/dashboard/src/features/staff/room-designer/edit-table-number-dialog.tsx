import { roomDesignerTexts, type Table } from "@tischservice/core";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@tischservice/ui";
import { TableNumberEditor } from "../tables/table-number-editor.tsx";

export interface EditTableNumberDialogProps {
  table: Table | null;
  tables: readonly Table[];
  onSave: (id: string, tableNumber: string) => void;
  onClose: () => void;
}

/** "Tischnummer bearbeiten", opened by double-clicking a table (or Enter on it in the list). */
export function EditTableNumberDialog({ table, tables, onSave, onClose }: EditTableNumberDialogProps) {
  return (
    <Dialog open={table !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {table ? (
        <DialogContent size="narrow" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{roomDesignerTexts.editTableNumberTitle}</DialogTitle>
          </DialogHeader>
          <TableNumberEditor
            table={table}
            tables={tables}
            onCancel={onClose}
            onSave={(tableNumber) => {
              onSave(table._id, tableNumber);
              onClose();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
