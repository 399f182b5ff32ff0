import type { User } from "@tischservice/core";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { RestaurantScope } from "../live/invalidation.ts";

export interface GastroScope extends RestaurantScope {
  user: User;
  isSubuser: boolean;
}

const GastroContext = createContext<GastroScope | null>(null);

/** The signed-in owner or sub-user and the ids their restaurant's data is read with. */
export function GastroProvider({
  user,
  restaurantId,
  children,
}: {
  user: User;
  restaurantId: string;
  children: ReactNode;
}) {
  const value = useMemo<GastroScope>(
    () => ({
      user,
      isSubuser: user.isSubuser,
      restaurantId,
      userId: user._id,
      ownerId: user.isSubuser && user.parentUserId ? user.parentUserId : user._id,
    }),
    [user, restaurantId],
  );
  return <GastroContext.Provider value={value}>{children}</GastroContext.Provider>;
}

export function useGastro(): GastroScope {
  const scope = useContext(GastroContext);
  if (!scope) throw new Error("useGastro() braucht einen <GastroProvider> darüber.");
  return scope;
}
