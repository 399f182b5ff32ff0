import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { deleteMyAccount } from "../../../api/guest-data.ts";
import { forgetSignedOutUser } from "../../account/session/session-ended.ts";

/**
 * Deletes the signed-in customer's account (the server ends the session), forgets every cached answer and
 * goes to the sign-in. A refusal (wrong password) rejects and leaves everything as it was.
 */
export function useDeleteMyAccount(): (password: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (password: string) => {
      await deleteMyAccount(password);
      await forgetSignedOutUser(queryClient);
      await navigate({ to: "/login" });
    },
    [queryClient, navigate],
  );
}
