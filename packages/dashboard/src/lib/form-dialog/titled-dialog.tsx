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
  /**
   * The description shown under the title. Without one, the dialog is described by its title again,
   * for screen readers only.
   */
  description?: ReactNode;
  /** Keep a given description for screen readers only. */
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
  descriptionHidden = description === undefined,
  size,
  children,
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionHidden ? "sr-only" : undefined}>
            {description ?? title}
          </DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
