import {
  Dialog,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@tischservice/ui";
import type { ReactNode } from "react";

export interface TitledDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The dialog's accessible description, shown under the title unless `descriptionHidden`. */
  description: ReactNode;
  /** Keep the description for screen readers only. */
  descriptionHidden?: boolean;
  size?: DialogContentProps["size"];
  children: ReactNode;
}

/** A modal dialog with its title and description header, then the content. */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  descriptionHidden = false,
  size,
  children,
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionHidden ? "sr-only" : undefined}>
            {description}
          </DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
