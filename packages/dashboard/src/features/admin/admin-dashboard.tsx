import { useNavigate, useSearch } from "@tanstack/react-router";
import { adminTexts, type User } from "@tischservice/core";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@tischservice/ui";
import { useState } from "react";
import { changePassword } from "../../api/password.ts";
import { useLogoutEverywhere } from "../auth/use-logout-everywhere.ts";
import { LogoutEverywhere } from "../settings/account/logout-everywhere.tsx";
import { PasswordChangePanel } from "../settings/account/password-change-panel.tsx";
import { AdminAccountCard } from "./admin-account-card.tsx";
import type { AdminTab } from "./admin-search.ts";
import { AdminStatTiles } from "./admin-stat-tiles.tsx";
import { AnalyticsPanel } from "./analytics-panel.tsx";
import { AuditLogDialog } from "./audit-log-dialog.tsx";
import { LoadState } from "./load-state.tsx";
import { NewUserDialog } from "./new-user-dialog.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { RestaurantList } from "./restaurant-list.tsx";
import { SystemInfo } from "./system-info.tsx";
import {
  useDeleteDemoData,
  useDeleteUser,
  useSetRestaurantListed,
  useSetUserDeactivated,
} from "./use-account-actions.ts";
import {
  useAdminAnalytics,
  useAdminOverview,
  useAdminRestaurants,
  useAdminUsers,
  useAuditLog,
  useBackupDownload,
  useCreateUser,
  useSystemOnline,
} from "./use-admin-data.ts";
import { UserList } from "./user-list.tsx";

/** The demo accounts and restaurants the lists hold; `null` when there are none or the lists are not in. */
function demoCounts(users: User[] | undefined, restaurants: { isDemo?: boolean | undefined }[] | undefined) {
  if (!users || !restaurants) return null;
  const counts = {
    users: users.filter((user) => user.isDemo).length,
    restaurants: restaurants.filter((restaurant) => restaurant.isDemo).length,
  };
  return counts.users + counts.restaurants > 0 ? counts : null;
}

/** The admin area below the header: tiles, the three tabs, Quick Actions, the own account and System Info. */
export function AdminDashboard({ user }: { user: User }) {
  const { tab = "users" } = useSearch({ from: "/admin" });
  const navigate = useNavigate({ from: "/admin" });
  const [newUserOpen, setNewUserOpen] = useState(false);
  const [logsOpen, setLogsOpen] = useState(false);
  const users = useAdminUsers();
  const restaurants = useAdminRestaurants();
  const overview = useAdminOverview();
  const online = useSystemOnline();
  const analytics = useAdminAnalytics(tab === "analytics");
  const logs = useAuditLog(logsOpen);
  const createUser = useCreateUser();
  const backup = useBackupDownload();
  const logoutEverywhere = useLogoutEverywhere();
  const setDeactivated = useSetUserDeactivated();
  const removeUser = useDeleteUser();
  const setListed = useSetRestaurantListed();
  const removeDemoData = useDeleteDemoData();
  const busyUserId = setDeactivated.isPending
    ? (setDeactivated.variables?.user._id ?? null)
    : removeUser.isPending
      ? (removeUser.variables?._id ?? null)
      : null;

  const selectTab = (next: string) => {
    const value = next as AdminTab;
    void navigate({ search: value === "users" ? {} : { tab: value }, replace: true });
  };

  return (
    <div className="grid gap-6">
      <AdminStatTiles
        users={overview.data?.users ?? users.data?.length ?? null}
        restaurants={overview.data?.restaurants ?? restaurants.data?.length ?? null}
        activeSessions={overview.data?.activeSessions ?? null}
        online={online}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label={adminTexts.title}>
            <TabsTrigger value="users">{adminTexts.tabUsers}</TabsTrigger>
            <TabsTrigger value="restaurants">{adminTexts.tabRestaurants}</TabsTrigger>
            <TabsTrigger value="analytics">{adminTexts.tabAnalytics}</TabsTrigger>
          </TabsList>
          <TabsContent value="users" className="grid gap-3">
            <h2 className="text-xl font-semibold">{adminTexts.usersTitle}</h2>
            <LoadState loading={users.isPending} error={users.isError} onRetry={() => void users.refetch()}>
              <UserList
                users={users.data ?? []}
                currentUserId={user._id}
                busyUserId={busyUserId}
                onSetDeactivated={(target, deactivated) =>
                  setDeactivated.mutate({ user: target, deactivated })
                }
                onDelete={(target) => removeUser.mutate(target)}
              />
            </LoadState>
          </TabsContent>
          <TabsContent value="restaurants" className="grid gap-3">
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
          </TabsContent>
          <TabsContent value="analytics" className="grid gap-3">
            <h2 className="text-xl font-semibold">{adminTexts.analyticsTitle}</h2>
            <LoadState
              loading={analytics.isPending}
              error={analytics.isError}
              onRetry={() => void analytics.refetch()}
            >
              {analytics.data ? <AnalyticsPanel analytics={analytics.data} /> : null}
            </LoadState>
          </TabsContent>
        </Tabs>
        <aside className="grid gap-4">
          <QuickActions
            onAddUser={() => setNewUserOpen(true)}
            onBackup={() => backup.mutate()}
            onShowLogs={() => setLogsOpen(true)}
            backupRunning={backup.isPending}
            demoData={demoCounts(users.data, restaurants.data)}
            onDeleteDemoData={() => removeDemoData.mutate()}
            demoDeleteRunning={removeDemoData.isPending}
          />
          <AdminAccountCard name={user.name} email={user.email}>
            <PasswordChangePanel
              onChange={async (fields, signal) => {
                await changePassword({ userId: user._id, ...fields }, signal);
              }}
            />
            <LogoutEverywhere onConfirm={logoutEverywhere} />
          </AdminAccountCard>
          <SystemInfo overview={overview.data ?? null} online={online} failed={overview.isError} />
        </aside>
      </div>
      <NewUserDialog open={newUserOpen} onOpenChange={setNewUserOpen} onCreate={createUser} />
      <AuditLogDialog
        open={logsOpen}
        onOpenChange={setLogsOpen}
        entries={logs.data ?? []}
        loading={logs.isPending}
        error={logs.isError}
        onRetry={() => void logs.refetch()}
      />
    </div>
  );
}
