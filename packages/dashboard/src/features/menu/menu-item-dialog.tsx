import {
  commonTexts,
  type MenuItemType,
  menuCategoryLabels,
  menuItemTypes,
  menuTexts,
  PRICE_INPUT_STEP,
} from "@tischservice/core";
import {
  Banner,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@tischservice/ui";
import { type FormEvent, useState } from "react";
import type { MenuItemDraft } from "./menu-item-draft.ts";

export interface MenuItemDialogProps {
  open: boolean;
  editing: boolean;
  initial: MenuItemDraft;
  saving: boolean;
  /** A validation or server error to show. */
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (draft: MenuItemDraft) => void;
}

/** 'Menüeintrag hinzufügen' or '... bearbeiten': name, price with cents (step 0,01), category. */
export function MenuItemDialog({
  open,
  editing,
  initial,
  saving,
  error,
  onOpenChange,
  onSubmit,
}: MenuItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="narrow">
        <DialogHeader>
          <DialogTitle>{editing ? menuTexts.editDialogTitle : menuTexts.addDialogTitle}</DialogTitle>
          <DialogDescription className="sr-only">{menuTexts.title}</DialogDescription>
        </DialogHeader>
        <MenuItemForm
          key={open ? "open" : "closed"}
          initial={initial}
          saving={saving}
          error={error}
          onCancel={() => onOpenChange(false)}
          onSubmit={onSubmit}
        />
      </DialogContent>
    </Dialog>
  );
}

function MenuItemForm({
  initial,
  saving,
  error,
  onCancel,
  onSubmit,
}: Pick<MenuItemDialogProps, "initial" | "saving" | "error" | "onSubmit"> & { onCancel: () => void }) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit(draft);
  };
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <FormField label={menuTexts.nameLabel} required>
        <Input
          value={draft.name}
          maxLength={120}
          autoComplete="off"
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        />
      </FormField>
      <FormField label={menuTexts.priceLabel} required>
        <Input
          type="number"
          inputMode="decimal"
          step={PRICE_INPUT_STEP}
          min={0}
          value={draft.price}
          onChange={(e) => setDraft({ ...draft, price: e.currentTarget.value })}
        />
      </FormField>
      <FormField label={menuTexts.categoryLabel}>
        <Select
          value={draft.type}
          onValueChange={(type) => setDraft({ ...draft, type: type as MenuItemType })}
        >
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {menuItemTypes.map((type) => (
              <SelectItem key={type} value={type}>
                {menuCategoryLabels[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {commonTexts.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {commonTexts.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
