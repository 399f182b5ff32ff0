import { adminTexts, listPageTexts, type User } from "@tischservice/core";
import { Button } from "@tischservice/ui";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { changePassword } from "../../api/password.ts";
import { LogoutEverywhere } from "../account/password-and-sessions/logout-everywhere.tsx";
import { PasswordChangePanel } from "../account/password-and-sessions/password-change-panel.tsx";
import { useLogoutEverywhere } from "../account/session/use-logout-everywhere.ts";
import { AdminAccountCard } from "./admin-account-card.tsx";
import { AdminListPanel } from "./admin-list-panel.tsx";
import type { AdminTab } from "./admin-search.ts";
import { AnalyticsPanel } from "./analytics-panel.tsx";
import { LoadState } from "./load-state.tsx";
import { NewUserDialog } from "./new-user-dialog.tsx";
import { RestaurantList } from "./restaurant-list.tsx";
import { useDeleteUser, useSetRestaurantListed, useSetUserDeactivated } from "./use-account-actions.ts";
import { useAdminAnalytics, useCreateUser } from "./use-admin-data.ts";
import { useAdminRestaurantPages, useAdminUserPages } from "./use-admin-lists.ts";
import { UserList } from "./user-list.tsx";

export interface AdminDashboardProps {
  user: User;
  tab: AdminTab;
  /** The open list's search (from the URL). */
  search: string;
  onSearch: (search: string) => void;
}

/** Benutzerverwaltung: the accounts a page at a time, with "Neuen Benutzer hinzufügen". */
function UsersTab({
  user,
  search,
  onSearch,
  onAddUser,
}: Omit<AdminDashboardProps, "tab"> & { onAddUser: () => void }) {
  const users = useAdminUserPages(search);
  const setDeactivated = useSetUserDeactivated();
  const removeUser = useDeleteUser();
  const busyUserId = setDeactivated.isPending
    ? (setDeactivated.variables?.user._id ?? null)
    : removeUser.isPending
      ? (removeUser.variables?._id ?? null)
      : null;
  return (
    <AdminListPanel
      title={adminTexts.usersTitle}
      actions={
        <Button onClick={onAddUser}>
          <UserPlus aria-hidden="true" />
          {adminTexts.addUser}
        </Button>
      }
      searchLabel={listPageTexts.userSearchLabel}
      searchPlaceholder={listPageTexts.userSearchPlaceholder}
      search={search}
      onSearch={onSearch}
      list={{ ...users, shown: users.items.length }}
    >
      <UserList
        users={users.items}
        currentUserId={user._id}
        busyUserId={busyUserId}
        onSetDeactivated={(target, deactivated) => setDeactivated.mutate({ user: target, deactivated })}
        onDelete={(target) => removeUser.mutate(target)}
      />
    </AdminListPanel>
  );
}

/** Restaurant-Übersicht: every restaurant a page at a time, each with "Ausblenden" or "Einblenden". */
function RestaurantsTab({ search, onSearch }: Pick<AdminDashboardProps, "search" | "onSearch">) {
  const restaurants = useAdminRestaurantPages(search);
  const setListed = useSetRestaurantListed();
  return (
    <AdminListPanel
      title={adminTexts.restaurantsTitle}
      searchLabel={listPageTexts.restaurantSearchLabel}
      searchPlaceholder={listPageTexts.restaurantSearchPlaceholder}
      search={search}
      onSearch={onSearch}
      list={{ ...restaurants, shown: restaurants.items.length }}
    >
      <RestaurantList
        restaurants={restaurants.items}
        busyRestaurantId={setListed.isPending ? (setListed.variables?.restaurant._id ?? null) : null}
        onSetListed={(restaurant, listed) => setListed.mutate({ restaurant, listed })}
      />
    </AdminListPanel>
  );
}

/**
 * `/admin`'s content below the menu: the open section (Benutzerverwaltung with "Neuen Benutzer
 * hinzufügen", Restaurant-Übersicht or Auswertungen) and beside it the admin's own account. Each list loads
 * only its open tab's first page.
 */
export function AdminDashboard({ user, tab, search, onSearch }: AdminDashboardProps) {
  const [newUserOpen, setNewUserOpen] = useState(false);
  const analytics = useAdminAnalytics(tab === "analytics");
  const createUser = useCreateUser();
  const logoutEverywhere = useLogoutEverywhere();

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
      {tab === "users" ? (
        <UsersTab user={user} search={search} onSearch={onSearch} onAddUser={() => setNewUserOpen(true)} />
      ) : tab === "restaurants" ? (
        <RestaurantsTab search={search} onSearch={onSearch} />
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
