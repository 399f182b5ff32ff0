import {
  adminAccountDialogTexts,
  adminAccountTexts,
  adminTexts,
  formatDate,
  type User,
  userRoleLabel,
} from "@tischservice/core";
import { Badge, EmptyState } from "@tischservice/ui";
import { Users } from "lucide-react";
import { DemoBadge } from "../shared/demo-badge/demo-badge.tsx";
import { UserActions } from "./user-actions.tsx";
import { UserStatus } from "./user-status.tsx";

export interface UserListProps {
  /** The loaded pages' accounts. */
  users: readonly User[];
  /** The signed-in admin: their own row offers no actions. */
  currentUserId: string;
  /** The user whose action is being saved. */
  busyUserId: string | null;
  onSetDeactivated: (user: User, deactivated: boolean) => void;
  onDelete: (user: User) => void;
}

const cell = "border-b border-border px-3 py-2 align-top max-sm:border-0 max-sm:py-1";
/** On a phone each account is a small card: name across, role and date side by side, then state and actions. */
const wide = "max-sm:col-span-2";

/** "Benutzerverwaltung": the accounts with role, creation date, state and the admin's actions. */
export function UserList({ users, currentUserId, busyUserId, onSetDeactivated, onDelete }: UserListProps) {
  if (users.length === 0) {
    return <EmptyState icon={<Users aria-hidden="true" />} title={adminTexts.noUsers} />;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-sm max-sm:block" aria-label={adminTexts.usersTitle}>
        <thead className="text-start text-muted-foreground max-sm:hidden">
          <tr>
            <th scope="col" className={`${cell} text-start font-medium`}>
              {adminTexts.userColumnName}
            </th>
            <th scope="col" className={`${cell} text-start font-medium`}>
              {adminTexts.userColumnRole}
            </th>
            <th scope="col" className={`${cell} text-start font-medium`}>
              {adminTexts.userColumnCreated}
            </th>
            <th scope="col" className={`${cell} text-start font-medium`}>
              {adminAccountTexts.columnStatus}
            </th>
            <th scope="col" className={`${cell} text-start font-medium`}>
              {adminAccountTexts.columnActions}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {users.map((user) => (
            <tr
              key={user._id}
              className="max-sm:grid max-sm:grid-cols-2 max-sm:border-b max-sm:border-border max-sm:py-2 max-sm:last:border-b-0"
            >
              <th scope="row" className={`${cell} ${wide} text-start font-normal`}>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{user.name || user.email}</span>
                  {user.isDemo ? <DemoBadge withHint={false} /> : null}
                </span>
                <span className="block break-all text-muted-foreground">{user.email}</span>
              </th>
              <td className={cell}>
                <Badge variant={user.role === "Admin" ? "default" : "secondary"}>
                  {userRoleLabel(user.role, user.isSubuser)}
                </Badge>
              </td>
              <td className={`${cell} whitespace-nowrap text-muted-foreground`}>
                {user.created_at ? formatDate(user.created_at) : null}
              </td>
              <td className={`${cell} ${wide}`}>
                <UserStatus user={user} />
              </td>
              <td className={`${cell} ${wide}`}>
                {user._id === currentUserId ? (
                  <span className="text-muted-foreground">{adminAccountDialogTexts.ownRow}</span>
                ) : (
                  <UserActions
                    user={user}
                    busy={busyUserId === user._id}
                    onSetDeactivated={onSetDeactivated}
                    onDelete={onDelete}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
