import { useQuery, useQueryClient } from "@tanstack/react-query";
import { retentionSettingsTexts } from "@tischservice/core";
import { Card, CardContent, CardHeader, CardTitle, useToast } from "@tischservice/ui";
import { platformRetentionQueryOptions, savePlatformRetention } from "../../api/admin-retention.ts";
import { PlatformRetentionForm } from "./platform-retention-form.tsx";

const retentionKey = platformRetentionQueryOptions.queryKey;

/** The System page's card for the platform's reservation retention period: loads, saves, toasts the answer. */
export function PlatformRetentionCard() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const retention = useQuery(platformRetentionQueryOptions);
  const save = async (months: number) => {
    const answer = await savePlatformRetention(months);
    queryClient.setQueryData(retentionKey, answer.data);
    toast({ title: answer.message ?? retentionSettingsTexts.platformSaved(months), tone: "success" });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{retentionSettingsTexts.platformTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <PlatformRetentionForm
          retention={retention.data ?? null}
          loading={retention.isPending}
          failed={retention.isError}
          onRetry={() => void retention.refetch()}
          onSave={save}
        />
      </CardContent>
    </Card>
  );
}
