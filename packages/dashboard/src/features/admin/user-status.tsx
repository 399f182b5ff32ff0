import { adminAccountTexts, formatDate, type User } from "@tischservice/core";
import { Badge } from "@tischservice/ui";

/**
 * The account's state for the admin: Deaktiviert; Unbestätigt with the sign-up date; or Bestätigt with
 * the confirmation date (accounts from before sign-up existed carry no flag and count as confirmed).
 */
export function UserStatus({ user }: { user: User }) {
  if (user.deactivated) return <Badge variant="destructive">{adminAccountTexts.statusDeactivated}</Badge>;
  if (user.emailVerified === false) {
    return (
      <span className="grid justify-items-start gap-0.5">
        <Badge variant="warning">{adminAccountTexts.statusUnverified}</Badge>
        {user.created_at ? (
          <span className="text-xs text-muted-foreground">
            {adminAccountTexts.signedUpOn(formatDate(user.created_at))}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span className="grid justify-items-start gap-0.5">
      <Badge variant="success">{adminAccountTexts.statusVerified}</Badge>
      {user.emailVerifiedAt ? (
        <span className="text-xs text-muted-foreground">
          {adminAccountTexts.verifiedOn(formatDate(user.emailVerifiedAt))}
        </span>
      ) : null}
    </span>
  );
}
