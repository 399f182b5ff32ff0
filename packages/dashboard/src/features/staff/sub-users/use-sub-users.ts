import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type SubUser,
  subUserCreateError,
  subUserCreateSuccess,
  subUserDeleteError,
  subUserPasswordResetTexts,
  subUsersTexts,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { ApiError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import {
  createSubUser,
  deleteSubUser,
  resetSubUserPassword,
  subUsersQueryOptions,
} from "../../../api/sub-users.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/** The owner's sub-users with create, delete and password reset, each with its German success and failure text. */
export function useSubUsers() {
  const { ownerId, restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const key = queryKeys.subUsers(ownerId);
  const list = useQuery(subUsersQueryOptions(ownerId));
  const create = useMutation({
    mutationFn: (fields: { username: string; password: string; confirmPassword: string }) =>
      createSubUser({ ...fields, parentUserId: ownerId, restaurantId }),
    onSuccess: (loginUsername) => {
      toast({ title: subUserCreateSuccess(loginUsername), tone: "success" });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useMutation({
    mutationFn: (subUser: SubUser) => deleteSubUser(subUser._id),
    onSuccess: (_nothing, subUser) => {
      queryClient.setQueryData<SubUser[]>(key, (prev) => prev?.filter((s) => s._id !== subUser._id));
      toast({ title: subUsersTexts.deleteSuccess, tone: "success" });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast({ title: subUserDeleteError(serverMessage(error)), tone: "error" }),
  });
  const resetPassword = useMutation({
    mutationFn: ({ subUser, ...body }: { subUser: SubUser; password: string; confirmPassword: string }) =>
      resetSubUserPassword(subUser._id, body),
    onSuccess: (message) => toast({ title: message ?? subUserPasswordResetTexts.success, tone: "success" }),
  });
  const createError = create.error ? subUserCreateError(serverMessage(create.error)) : null;
  const resetError = resetPassword.error
    ? (serverMessage(resetPassword.error) ?? subUserPasswordResetTexts.failed)
    : null;
  return { list, create, remove, createError, resetPassword, resetError };
}
