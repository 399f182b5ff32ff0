import { seatNowTexts } from "@tischservice/core";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@tischservice/ui";
import { SeatNowForm, type SeatNowFormProps } from "./seat-now-form.tsx";

export interface SeatNowDialogViewProps extends Omit<SeatNowFormProps, "onCancel"> {
  tableName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "Gast platzieren" dialog as drawn: title, the table, the form. */
export function SeatNowDialogView({ tableName, open, onOpenChange, ...form }: SeatNowDialogViewProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{seatNowTexts.title}</DialogTitle>
          <DialogDescription>{seatNowTexts.description(tableName)}</DialogDescription>
        </DialogHeader>
        <SeatNowForm {...form} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
