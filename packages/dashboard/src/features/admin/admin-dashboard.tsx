import { useNavigate, useSearch } from "@tanstack/react-router";
import { adminTexts } from "@tischservice/core";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@tischservice/ui";
import { useState } from "react";
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

/** The admin area below the header: tiles, the three tabs, Quick Actions and System Info. */
export function AdminDashboard() {
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
              <UserList users={users.data ?? []} />
            </LoadState>
          </TabsContent>
          <TabsContent value="restaurants" className="grid gap-3">
            <h2 className="text-xl font-semibold">{adminTexts.restaurantsTitle}</h2>
            <LoadState
              loading={restaurants.isPending}
              error={restaurants.isError}
              onRetry={() => void restaurants.refetch()}
            >
              <RestaurantList restaurants={restaurants.data ?? []} users={users.data ?? []} />
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
          />
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
