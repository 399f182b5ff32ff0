import { useQuery } from "@tanstack/react-query";
import { verificationTokenSchema } from "@tischservice/core";
import { queryKeys } from "../../api/query-keys.ts";
import { verifyEmail } from "../../api/signup.ts";

/**
 * Verifies the link's token once: the query cache holds the one request per token, so neither
 * StrictMode's second effect nor a remount sends it again (a used token would answer 409).
 */
export function useVerifyEmail(token: string | undefined) {
  const parsed = verificationTokenSchema.safeParse(token);
  const validToken = parsed.success ? parsed.data : null;
  const query = useQuery({
    queryKey: queryKeys.verifyEmail(validToken ?? ""),
    queryFn: () => verifyEmail(validToken ?? ""),
    enabled: validToken !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return { validToken, query };
}
