import { adminTexts, type User } from "@tischservice/core";
import { Button } from "@tischservice/ui";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { changePassword } from "../../api/password.ts";
import { useLogoutEverywhere } from "../auth/use-logout-everywhere.ts";
import { LogoutEverywhere } from "../settings/account/logout-everywhere.tsx";
import { PasswordChangePanel } from "../settings/account/password-change-panel.tsx";
import { AdminAccountCard } from "./admin-account-card.tsx";
import type { AdminTab } from "./admin-search.ts";
import { AnalyticsPanel } from "./analytics-panel.tsx";
import { LoadState } from "./load-state.tsx";
import { NewUserDialog } from "./new-user-dialog.tsx";
import { RestaurantList } from "./restaurant-list.tsx";
import { useDeleteUser, useSetRestaurantListed, useSetUserDeactivated } from "./use-account-actions.ts";
import { useAdminAnalytics, useAdminRestaurants, useAdminUsers, useCreateUser } from "./use-admin-data.ts";
import { UserList } from "./user-list.tsx";

/**
 * `/admin`'s content below the menu: the open section (Benutzerverwaltung with "Neuen Benutzer
 * hinzufügen", Restaurant-Übersicht or Analytics) and beside it the admin's own account.
 */
export function AdminDashboard({ user, tab }: { user: User; tab: AdminTab }) {
  const [newUserOpen, setNewUserOpen] = useState(false);
  const users = useAdminUsers();
  const restaurants = useAdminRestaurants();
  const analytics = useAdminAnalytics(tab === "analytics");
  const createUser = useCreateUser();
  const logoutEverywhere = useLogoutEverywhere();
  const setDeactivated = useSetUserDeactivated();
  const removeUser = useDeleteUser();
  const setListed = useSetRestaurantListed();
  const busyUserId = setDeactivated.isPending
    ? (setDeactivated.variables?.user._id ?? null)
    : removeUser.isPending
      ? (removeUser.variables?._id ?? null)
      : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
      {tab === "users" ? (
        <section className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold">{adminTexts.usersTitle}</h2>
            <Button onClick={() => setNewUserOpen(true)}>
              <UserPlus aria-hidden="true" />
              {adminTexts.addUser}
            </Button>
          </div>
          <LoadState loading={users.isPending} error={users.isError} onRetry={() => void users.refetch()}>
            <UserList
              users={users.data ?? []}
              currentUserId={user._id}
              busyUserId={busyUserId}
              onSetDeactivated={(target, deactivated) => setDeactivated.mutate({ user: target, deactivated })}
              onDelete={(target) => removeUser.mutate(target)}
            />
          </LoadState>
        </section>
      ) : tab === "restaurants" ? (
        <section className="grid gap-3">
          <h2 className="text-xl font-semibold">{adminTexts.restaurantsTitle}</h2>
          <LoadState
            loading={restaurants.isPending}
            error={restaurants.isError}
            onRetry={() => void restaurants.refetch()}
          >
            <RestaurantList
              restaurants={restaurants.data ?? []}
              users={users.data ?? []}
              busyRestaurantId={setListed.isPending ? (setListed.variables?.restaurant._id ?? null) : null}
              onSetListed={(restaurant, listed) => setListed.mutate({ restaurant, listed })}
            />
          </LoadState>
        </section>
      ) : (
        <section className="grid gap-3">
          <h2 className="text-xl font-semibold">{adminTexts.analyticsTitle}</h2>
          <LoadState
            loading={analytics.isPending}
            error={analytics.isError}
            onRetry={() => void analytics.refetch()}
          >
            {analytics.data ? <AnalyticsPanel analytics={analytics.data} /> : null}
          </LoadState>
        </section>
      )}
      <aside className="grid gap-4">
        <AdminAccountCard name={user.name} email={user.email}>
          <PasswordChangePanel
            strongPassword
            onChange={async (fields, signal) => {
              await changePassword({ userId: user._id, ...fields }, signal);
            }}
          />
          <LogoutEverywhere onConfirm={logoutEverywhere} />
        </AdminAccountCard>
      </aside>
      <NewUserDialog open={newUserOpen} onOpenChange={setNewUserOpen} onCreate={createUser} />
    </div>
  );
}
