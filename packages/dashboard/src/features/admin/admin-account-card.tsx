import { adminAccountDialogTexts } from "@tischservice/core";
import { Card, CardContent, CardHeader, CardTitle } from "@tischservice/ui";
import type { ReactNode } from "react";

export interface AdminAccountCardProps {
  name: string;
  email: string;
  /** The settings' password-change panel. */
  children: ReactNode;
}

/** "Ihr Konto": who is signed in, and the same password-change panel the owners use in their settings. */
export function AdminAccountCard({ name, email, children }: AdminAccountCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{adminAccountDialogTexts.ownAccountTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid min-w-0 gap-0.5 text-sm">
          <p className="m-0 truncate font-medium">{name || email}</p>
          {name ? <p className="m-0 truncate text-muted-foreground">{email}</p> : null}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
