import { moveTableTexts } from "@tischservice/core";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@tischservice/ui";
import { MoveTableForm, type MoveTableFormProps } from "./move-table-form.tsx";

export interface MoveTableDialogViewProps extends Omit<MoveTableFormProps, "onCancel"> {
  /** Who, how many, when and from which table: "Clara Vogel, 4 Personen, 13:00–15:00 Uhr, bisher Tisch 1". */
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "Tisch wechseln" dialog as drawn: title, the booking, the free tables. */
export function MoveTableDialogView({ description, open, onOpenChange, ...form }: MoveTableDialogViewProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{moveTableTexts.title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <MoveTableForm {...form} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
