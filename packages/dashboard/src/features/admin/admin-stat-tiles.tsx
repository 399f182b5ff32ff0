import { adminTexts } from "@tischservice/core";
import { StatTile } from "@tischservice/ui";
import { Activity, KeyRound, Store, Users } from "lucide-react";

export interface AdminStatTilesProps {
  /** `null` while unknown (loading or failed). */
  users: number | null;
  restaurants: number | null;
  activeSessions: number | null;
  /** `true` when /api/health answers, `false` when it fails, `null` while asking. */
  online: boolean | null;
}

/** The four tiles: total users, restaurants, active sessions and system status, all measured. */
export function AdminStatTiles({ users, restaurants, activeSessions, online }: AdminStatTilesProps) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label={adminTexts.tileUsers} value={users} icon={<Users />} />
      <StatTile label={adminTexts.tileRestaurants} value={restaurants} icon={<Store />} />
      <StatTile label={adminTexts.tileActiveSessions} value={activeSessions} icon={<KeyRound />} />
      <StatTile
        label={adminTexts.tileSystemStatus}
        value={online === null ? null : online ? adminTexts.statusOnline : adminTexts.statusDegraded}
        icon={<Activity />}
      />
    </div>
  );
}
