import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteErrorWithMessage, errorWithMessage, type MenuItemBody, menuTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { ApiError } from "../../../api/http.ts";
import { createMenuItem, deleteMenuItem, updateMenuItem } from "../../../api/menu.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** 'Fehler: {message}' when the server said why, else the fixed text of the action. */
function failure(error: unknown, fallback: string, withMessage: (m: string) => string): string {
  return error instanceof ApiError && error.serverMessage ? withMessage(error.serverMessage) : fallback;
}

/** Add, edit and delete menu items; the menu is re-read (and other devices hear the menu event). */
export function useMenuMutations(restaurantId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.menu(restaurantId) });

  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MenuItemBody }) =>
      id ? updateMenuItem(id, body) : createMenuItem(body),
    onSuccess: () => {
      toast({ title: menuTexts.saved, tone: "success" });
      return refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteMenuItem(id),
    onSuccess: () => {
      toast({ title: menuTexts.deleted, tone: "success" });
      return refresh();
    },
    onError: (error) =>
      toast({ title: failure(error, menuTexts.deleteFailed, deleteErrorWithMessage), tone: "error" }),
  });

  return {
    save,
    remove,
    saveErrorText: (error: unknown, editing: boolean) =>
      failure(error, editing ? menuTexts.updateFailed : menuTexts.saveFailed, errorWithMessage),
  };
}
