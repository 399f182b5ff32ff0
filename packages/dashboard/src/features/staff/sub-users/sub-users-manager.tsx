import { type SubUser, subUserCountLabel, subUsersTexts } from "@tischservice/core";
import { Button, EmptyState, Spinner } from "@tischservice/ui";
import { UserPlus, UsersRound } from "lucide-react";
import { useState } from "react";
import { SubUserCard } from "./sub-user-card.tsx";
import { SubUserCreateDialog } from "./sub-user-create-dialog.tsx";
import { SubUserPasswordDialog } from "./sub-user-password-dialog.tsx";
import { useSubUsers } from "./use-sub-users.ts";

/** Count, create button, empty state and the card grid; used by the sub-users tab and the settings card. */
export function SubUsersManager({ restaurantSlug }: { restaurantSlug: string | null | undefined }) {
  const { list, create, remove, createError, resetPassword, resetError } = useSubUsers();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<SubUser | null>(null);
  const subUsers = list.data ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="m-0 text-sm text-muted-foreground" aria-live="polite">
          {list.isSuccess && subUsers.length > 0 ? subUserCountLabel(subUsers.length) : ""}
        </p>
        <Button
          onClick={() => {
            create.reset();
            setCreating(true);
          }}
        >
          <UserPlus aria-hidden="true" />
          {subUsersTexts.create}
        </Button>
      </div>
      {list.isPending ? (
        <Spinner className="justify-center py-8" />
      ) : list.isError ? (
        <EmptyState
          title={subUsersTexts.loadFailed}
          action={
            <Button variant="outline" onClick={() => void list.refetch()}>
              {subUsersTexts.retry}
            </Button>
          }
        />
      ) : subUsers.length === 0 ? (
        <EmptyState icon={<UsersRound />} title={subUsersTexts.empty} description={subUsersTexts.emptyHint} />
      ) : (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3">
          {subUsers.map((subUser) => (
            <SubUserCard
              key={subUser._id}
              subUser={subUser}
              deleting={remove.isPending && remove.variables?._id === subUser._id}
              onDelete={(target) => remove.mutate(target)}
              onResetPassword={(target) => {
                resetPassword.reset();
                setResetting(target);
              }}
            />
          ))}
        </div>
      )}
      <SubUserCreateDialog
        open={creating}
        onOpenChange={setCreating}
        restaurantSlug={restaurantSlug}
        saving={create.isPending}
        error={createError}
        onSubmit={(fields) => create.mutate(fields, { onSuccess: () => setCreating(false) })}
      />
      <SubUserPasswordDialog
        subUser={resetting}
        onOpenChange={(open) => {
          if (!open) setResetting(null);
        }}
        saving={resetPassword.isPending}
        error={resetError}
        onSubmit={(fields) => {
          if (resetting)
            resetPassword.mutate({ subUser: resetting, ...fields }, { onSuccess: () => setResetting(null) });
        }}
      />
    </div>
  );
}
