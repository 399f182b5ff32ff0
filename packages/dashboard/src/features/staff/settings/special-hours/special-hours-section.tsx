import { type SpecialHour, specialHoursTexts } from "@tischservice/core";
import { Button, ConfirmDialog, Spinner } from "@tischservice/ui";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useSpecialHours, useToday } from "../../restaurant-data/queries.ts";
import { SpecialHourDialog } from "./special-hour-dialog.tsx";
import { emptySpecialHourForm, formOfSpecialHour } from "./special-hour-form.ts";
import { SpecialHourList } from "./special-hour-list.tsx";
import { useSpecialHourMutations } from "./use-special-hour-mutations.ts";

/** Feiertage & Spezielle Zeiten: the list, "Spezielle Zeit hinzufügen", edit and delete with confirm. */
export function SpecialHoursSection() {
  const specialHours = useSpecialHours();
  const today = useToday();
  const { save, remove, saveError } = useSpecialHourMutations();
  const [editing, setEditing] = useState<SpecialHour | "new" | null>(null);
  const [deleting, setDeleting] = useState<SpecialHour | null>(null);
  const initial = useMemo(
    () => (editing && editing !== "new" ? formOfSpecialHour(editing) : emptySpecialHourForm(today)),
    [editing, today],
  );
  return (
    <div className="grid gap-3">
      <div className="flex justify-end">
        <Button
          size="sm"
          onClick={() => {
            save.reset();
            setEditing("new");
          }}
        >
          <Plus aria-hidden="true" />
          {specialHoursTexts.add}
        </Button>
      </div>
      {specialHours.isPending ? (
        <Spinner className="justify-center py-6" />
      ) : (
        <SpecialHourList
          entries={specialHours.data ?? []}
          busyId={remove.isPending ? (remove.variables ?? null) : null}
          onEdit={(entry) => {
            save.reset();
            setEditing(entry);
          }}
          onDelete={setDeleting}
        />
      )}
      <SpecialHourDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        mode={editing === "new" ? "create" : "edit"}
        initial={initial}
        saving={save.isPending}
        error={saveError}
        onSubmit={(body) =>
          save.mutate(
            { id: editing && editing !== "new" ? editing._id : null, body },
            { onSuccess: () => setEditing(null) },
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={specialHoursTexts.deleteConfirm}
        description={deleting?.title}
        confirmLabel={specialHoursTexts.delete}
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting._id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
