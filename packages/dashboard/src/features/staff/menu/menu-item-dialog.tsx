import {
  commonTexts,
  menuCategoryLabels,
  menuItemTypes,
  menuTexts,
  PRICE_INPUT_STEP,
} from "@tischservice/core";
import { FormField, Input } from "@tischservice/ui";
import { type FormEvent, useState } from "react";
import { OptionSelect, optionsOf } from "../../../lib/form-controls/option-select.tsx";
import { FormDialogFooter } from "../../../lib/form-dialog/form-dialog-footer.tsx";
import { TitledDialog } from "../../../lib/form-dialog/titled-dialog.tsx";
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

const typeOptions = optionsOf(menuItemTypes, menuCategoryLabels);

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
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? menuTexts.editDialogTitle : menuTexts.addDialogTitle}
      description={menuTexts.title}
      descriptionHidden
      size="narrow"
    >
      <MenuItemForm
        key={open ? "open" : "closed"}
        initial={initial}
        saving={saving}
        error={error}
        onCancel={() => onOpenChange(false)}
        onSubmit={onSubmit}
      />
    </TitledDialog>
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
        <OptionSelect
          value={draft.type}
          options={typeOptions}
          onValueChange={(type) => setDraft({ ...draft, type })}
        />
      </FormField>
      <FormDialogFooter
        error={error}
        errorStyle="banner"
        onCancel={onCancel}
        submitLabel={commonTexts.save}
        submitting={saving}
      />
    </form>
  );
}
