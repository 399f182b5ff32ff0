import { settingsTexts } from "@tischservice/core";
import { Avatar, Badge } from "@tischservice/ui";
import type { ReactNode } from "react";

export interface AccountSectionProps {
  name: string;
  email: string;
  /** The password panel. */
  children: ReactNode;
}

/** Account-Verwaltung: who is signed in, labelled 'Verwalter', and the password panel. */
export function AccountSection({ name, email, children }: AccountSectionProps) {
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <Avatar name={name || email} />
        <div className="grid min-w-0 gap-0.5">
          <p className="m-0 text-sm text-muted-foreground">{settingsTexts.accountSignedInAs}</p>
          <p className="m-0 truncate font-medium">{name || email}</p>
          {name ? <p className="m-0 truncate text-sm text-muted-foreground">{email}</p> : null}
        </div>
        <Badge className="ms-auto">{settingsTexts.ownerLabel}</Badge>
      </div>
      {children}
    </div>
  );
}
