import { adminTexts, formatDate, type User, userRoleLabel } from "@tischservice/core";
import { Badge, EmptyState } from "@tischservice/ui";
import { Users } from "lucide-react";

export interface UserListProps {
  users: User[];
}

/** "Benutzerverwaltung": every account with name, e-mail, role and creation date. */
export function UserList({ users }: UserListProps) {
  if (users.length === 0) {
    return <EmptyState icon={<Users aria-hidden="true" />} title={adminTexts.noUsers} />;
  }
  return (
    <ul className="grid gap-2" aria-label={adminTexts.usersTitle}>
      {users.map((user) => (
        <li
          key={user._id}
          className="grid gap-1 rounded-lg border border-border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div className="min-w-0">
            <p className="m-0 truncate font-medium">{user.name || user.email}</p>
            <p className="m-0 truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={user.role === "Admin" ? "default" : "secondary"}>
              {userRoleLabel(user.role, user.isSubuser)}
            </Badge>
            {user.created_at ? (
              <span>
                {adminTexts.userColumnCreated} {formatDate(user.created_at)}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
