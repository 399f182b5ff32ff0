import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminAccountTexts, type Restaurant, type User } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { deleteDemoData, deleteUser, setRestaurantListed, setUserDeactivated } from "../../api/admin.ts";
import { ApiError, serverMessageOr } from "../../api/http.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** The server's German refusal (e.g. "not yourself", "the last admin"), else the generic failure. */
function refusalOf(error: unknown, fallback: string = adminAccountTexts.actionFailed): string {
  return serverMessageOr(error, fallback);
}

/** Re-reads everything an account action can change: both lists, the tiles and the audit log. */
function useReloadAdminData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.adminUsers, queryKeys.adminRestaurants, queryKeys.adminOverview, queryKeys.auditLog].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Deaktivieren / Aktivieren: a toast either way, then the lists are read again. */
export function useSetUserDeactivated() {
  const { toast } = useToast();
  const reload = useReloadAdminData();
  return useMutation({
    mutationFn: ({ user, deactivated }: { user: User; deactivated: boolean }) =>
      setUserDeactivated(user._id, deactivated),
    onSuccess: (_message, { deactivated }) =>
      toast({
        title: deactivated ? adminAccountTexts.userDeactivated : adminAccountTexts.userReactivated,
        tone: "success",
      }),
    onError: (error) => toast({ title: refusalOf(error), tone: "error" }),
    onSettled: reload,
  });
}

/** Löschen: a toast either way, then the lists are read again. */
export function useDeleteUser() {
  const { toast } = useToast();
  const reload = useReloadAdminData();
  return useMutation({
    mutationFn: (user: User) => deleteUser(user._id),
    onSuccess: () => toast({ title: adminAccountTexts.userDeleted, tone: "success" }),
    onError: (error) => toast({ title: refusalOf(error), tone: "error" }),
    onSettled: reload,
  });
}

/** Ausblenden / Einblenden in the public partner list. */
export function useSetRestaurantListed() {
  const { toast } = useToast();
  const reload = useReloadAdminData();
  return useMutation({
    mutationFn: ({ restaurant, listed }: { restaurant: Restaurant; listed: boolean }) =>
      setRestaurantListed(restaurant._id, listed),
    onSuccess: (_message, { listed }) =>
      toast({
        title: listed ? adminAccountTexts.restaurantShown : adminAccountTexts.restaurantHidden,
        tone: "success",
      }),
    onError: (error) => toast({ title: refusalOf(error), tone: "error" }),
    onSettled: reload,
  });
}

/** "Alle Demo-Daten löschen": the counts in a toast; a demo caller's refusal (409) is shown as such. */
export function useDeleteDemoData() {
  const { toast } = useToast();
  const reload = useReloadAdminData();
  return useMutation({
    mutationFn: deleteDemoData,
    onSuccess: ({ deleted }) =>
      toast({
        title: adminAccountTexts.deleteDemoDataDone(deleted.users, deleted.restaurants),
        tone: "success",
      }),
    onError: (error) =>
      toast({
        title: refusalOf(
          error,
          error instanceof ApiError && error.status === 409
            ? adminAccountTexts.demoCallerRefused
            : adminAccountTexts.actionFailed,
        ),
        tone: "error",
      }),
    onSettled: reload,
  });
}
