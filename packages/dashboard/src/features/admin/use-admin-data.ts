import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminTexts, adminUserCreateError } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import {
  adminAnalyticsQueryOptions,
  adminOverviewQueryOptions,
  auditLogQueryOptions,
  fetchBackup,
  healthQueryOptions,
  registerUser,
} from "../../api/admin.ts";
import { ApiError } from "../../api/http.ts";
import { queryKeys } from "../../api/query-keys.ts";
import type { NewUserValues } from "./new-user-form.ts";

/** How often the tiles and the Systeminformationen re-ask the server (they show live values). */
const SYSTEM_REFRESH_MS = 30_000;

export function useAdminOverview() {
  return useQuery({
    ...adminOverviewQueryOptions,
    refetchInterval: SYSTEM_REFRESH_MS,
  });
}

/** Online while `/api/health` answers; `null` before the first answer. */
export function useSystemOnline(): boolean | null {
  const health = useQuery({
    ...healthQueryOptions,
    refetchInterval: SYSTEM_REFRESH_MS,
    retry: false,
  });
  if (health.isError) return false;
  return health.data ? health.data.ok : null;
}

export function useAdminAnalytics(enabled: boolean) {
  return useQuery({ ...adminAnalyticsQueryOptions, enabled });
}

export function useAuditLog(enabled: boolean) {
  return useQuery({ ...auditLogQueryOptions, enabled });
}

/** Creates a user; success toasts 'Benutzer erfolgreich erstellt!' and reloads users and restaurants. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return async (values: NewUserValues) => {
    try {
      await registerUser(values);
    } catch (error) {
      throw new Error(adminUserCreateError(error instanceof ApiError ? error.serverMessage : null));
    }
    toast({ title: adminTexts.newUserSuccess, tone: "success" });
    await Promise.all(
      [queryKeys.adminUsers, queryKeys.adminRestaurants, queryKeys.adminOverview, queryKeys.auditLog].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}

/** Saves a blob under a file name through a temporary link (the browser's download). */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Datensicherung": downloads the server's JSON export. */
export function useBackupDownload() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchBackup,
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      toast({ title: adminTexts.backupDone, tone: "success" });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast({ title: adminTexts.backupError, ...(message ? { description: message } : {}), tone: "error" });
    },
  });
}
