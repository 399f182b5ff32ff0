import { type MenuItem, menuTexts } from "@tischservice/core";
import { Banner, Button, Skeleton } from "@tischservice/ui";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { MenuItemDialog } from "./menu-item-dialog.tsx";
import { bodyOfDraft, draftOf, emptyMenuItemDraft, type MenuItemDraft } from "./menu-item-draft.ts";
import { MenuList } from "./menu-list.tsx";
import { useMenu } from "./use-menu.ts";
import { useMenuMutations } from "./use-menu-mutations.ts";

type Editing = { item: MenuItem | null } | null;

/** Route module of `/app/menu`: 'Menü verwalten' (sub-users work on the owner's menu). */
export function MenuPage() {
  const { restaurantId, ownerId } = useGastro();
  const menu = useMenu(restaurantId);
  const { save, remove, saveErrorText } = useMenuMutations(restaurantId);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);

  const open = (item: MenuItem | null) => {
    save.reset();
    setError(null);
    setEditing({ item });
  };
  const submit = (draft: MenuItemDraft) => {
    const parsed = bodyOfDraft(draft, ownerId);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    const item = editing?.item ?? null;
    save.mutate(
      { id: item?._id ?? null, body: parsed.body },
      {
        onSuccess: () => setEditing(null),
        onError: (failure) => setError(saveErrorText(failure, item !== null)),
      },
    );
  };

  return (
    <section className="grid gap-4 pb-20">
      <h1 className="text-2xl font-bold">{menuTexts.title}</h1>
      {menu.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : menu.isError ? (
        <Banner tone="error">{menuTexts.loadFailed}</Banner>
      ) : (
        <MenuList items={menu.data} onEdit={open} onDelete={(item) => remove.mutate(item._id)} />
      )}
      <Button
        size="lg"
        shape="round"
        className="fixed end-6 bottom-24 z-30 shadow-lg md:bottom-8"
        onClick={() => open(null)}
      >
        <Plus aria-hidden="true" />
        {menuTexts.addItem}
      </Button>
      <MenuItemDialog
        open={editing !== null}
        editing={editing?.item != null}
        initial={editing?.item ? draftOf(editing.item) : emptyMenuItemDraft}
        saving={save.isPending}
        error={error}
        onOpenChange={(next) => !next && setEditing(null)}
        onSubmit={submit}
      />
    </section>
  );
}
