// Generated from the API's /api/openapi.json by `pnpm --filter @tischservice/dashboard generate:api`.
// Do not edit by hand: change the API's route schemas and run the command again.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lebenszeichen und Datenbanktyp */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Der Server läuft */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            /** @enum {string} */
                            db: "pglite" | "postgres";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anmelden mit E-Mail oder Benutzername
         * @description Setzt ein httpOnly-Sitzungscookie (`__Host-ts_session` unter https, sonst `ts_session`): 30 Tage mit `rememberMe`, sonst bis zum Schließen des Browsers (serverseitig endet sie nach 24 h ohne Anfrage). Beendet die vorige Sitzung dieses Browsers und setzt ein Gerätecookie (1 Jahr), mit dem das Kontolimit diesen Browser nicht mehr sperrt. Mit richtigem Passwort, aber unbestätigter Adresse 403 mit `code: email_not_verified`; ein deaktiviertes Konto 403 mit `code: account_deactivated`. Zu viele Versuche: 429 mit `code: rate_limited` und `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        /** @default false */
                        rememberMe?: boolean;
                    };
                };
            };
            responses: {
                /** @description Angemeldet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user: components["schemas"]["User"];
                            message?: string;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Abmelden (beendet die Sitzung) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Abgemeldet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Überall abmelden (beendet alle Sitzungen, auch diese)
         * @description Beendet jede Sitzung des Kontos auf jedem Serverprozess: offene Live-Verbindungen schließen sich, weitere Anfragen mit den alten Cookies antworten 401. Entfernt die Push-Abonnements des Kontos und löscht das Cookie.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Überall abgemeldet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Der angemeldete Benutzer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Angemeldet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user: components["schemas"]["User"];
                            message?: string;
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link zum Zurücksetzen anfordern
         * @description Antwortet immer gleich, ob es das Konto gibt oder nicht.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Angenommen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/validate-reset-token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reset-Link prüfen */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gültig */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            valid: boolean;
                            message: string;
                            reason?: string;
                            code?: components["schemas"]["ErrorCode"];
                        };
                    };
                };
                /** @description Ungültig, abgelaufen, verwendet oder ersetzt */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            valid: boolean;
                            message: string;
                            reason?: string;
                            code?: components["schemas"]["ErrorCode"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Neues Passwort mit dem Reset-Link setzen */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        newPassword: string;
                        confirmPassword?: string;
                    };
                };
            };
            responses: {
                /** @description Passwort geändert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Passwort ändern (beendet die anderen Sitzungen) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId?: string;
                        currentPassword: string;
                        newPassword: string;
                        confirmPassword?: string;
                    };
                };
            };
            responses: {
                /** @description Passwort geändert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alle Benutzer (nur Administratoren)
         * @description Ohne Parameter alle Benutzer (für Integrationen). Mit `limit` (1–50, sonst 20), `q` (Suche in Name und E-Mail) oder `cursor` (`nextCursor` der vorigen Seite, stabil, auch wenn inzwischen Benutzer hinzukommen) eine Seite mit `nextCursor` und, auf der ersten Seite, `total`.
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Benutzerliste oder eine Seite */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: components["schemas"]["User"][];
                            nextCursor?: string | null;
                            total?: number | null;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Benutzer anlegen (nur Administratoren; Rolle Gastro oder Admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                        /**
                         * @default Gastro
                         * @enum {string}
                         */
                        role?: "Gastro" | "Admin";
                    };
                };
            };
            responses: {
                /** @description Benutzer angelegt */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/subusers/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unterbenutzer eines Inhabers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unterbenutzer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                _id: string;
                                id: string;
                                name: string;
                                email: string;
                                role: string;
                                /** @enum {boolean} */
                                isSubuser: true;
                                parentUserId: string | null;
                                restaurantId: string | null;
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/subuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unterbenutzer anlegen (Inhaber); Anmeldename benutzername@restaurant */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        password: string;
                        confirmPassword?: string;
                        parentUserId?: string;
                        restaurantId?: string;
                    };
                };
            };
            responses: {
                /** @description Angelegt */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            loginUsername: string;
                            data: {
                                _id: string;
                                id: string;
                                name: string;
                                email: string;
                                role: string;
                                /** @enum {boolean} */
                                isSubuser: true;
                                parentUserId: string | null;
                                restaurantId: string | null;
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/subuser/{subuserId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unterbenutzer löschen (beendet seine Sitzungen) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    subuserId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/subuser/{subuserId}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Passwort eines Unterbenutzers zurücksetzen (Inhaber; beendet seine Sitzungen) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    subuserId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        confirmPassword?: string;
                    };
                };
            };
            responses: {
                /** @description Zurückgesetzt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Partner-Restaurants (öffentliche Felder): nur die gelisteten; Administratoren sehen alle, mit `listed` und dem Inhaber
         * @description Ohne Parameter die ganze Liste (für Integrationen). Mit `limit` (1–50, sonst 20), `q` (Suche in Name, Adresse/Ort und Küche) oder `cursor` (`nextCursor` der vorigen Seite, stabil, auch wenn inzwischen Restaurants hinzukommen) eine Seite mit `nextCursor`; `total` (Anzahl der Treffer) auf der ersten Seite, wenn sie alle Treffer enthält, und für Administratoren, sonst null.
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Liste oder Seite */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            restaurants: components["schemas"]["Restaurant"][];
                            data: components["schemas"]["Restaurant"][];
                            nextCursor?: string | null;
                            total?: number | null;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/owner/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Das Restaurant eines Inhabers (oder des Inhabers eines Unterbenutzers) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Restaurant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            restaurant: components["schemas"]["Restaurant"];
                            data: components["schemas"]["Restaurant"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ein Restaurant (auch ein nicht gelistetes: sein Widget bucht weiter) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Restaurant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            restaurant: components["schemas"]["Restaurant"];
                            data: components["schemas"]["Restaurant"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Restaurant-Informationen ändern (Inhaber)
         * @description Mit `expected` (die gelesenen Werte der geänderten Felder) wird nur gespeichert, wenn niemand diese Felder inzwischen geändert hat; sonst 409 mit dem aktuellen Restaurant unter `restaurant` und den betroffenen Feldern unter `fields`. `slug` ändert die Adresse der Buchungsseite `/r/{slug}` und die Anmeldenamen der Unterbenutzer (`name@slug`); der bisherige Slug leitet weiter und bleibt für die Anmeldung gültig. 409 mit `code: "slug_taken"`, wenn ein anderes Restaurant den Slug hat oder früher hatte.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        name?: string;
                        address?: string;
                        phone?: string;
                        email?: "" | string;
                        website?: string;
                        cuisine?: string;
                        description?: string;
                        slug?: string;
                        expected?: {
                            name?: string | null;
                            address?: string | null;
                            phone?: string | null;
                            email?: string | null;
                            website?: string | null;
                            cuisine?: string | null;
                            description?: string | null;
                            slug?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            restaurant: components["schemas"]["Restaurant"];
                            data: components["schemas"]["Restaurant"];
                            message: string;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debug/create-restaurant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** „Restaurant jetzt erstellen“: legt das Restaurant eines Inhabers an (der Inhaber selbst oder ein Admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                        name: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Angelegt */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            restaurant: components["schemas"]["Restaurant"];
                            data: components["schemas"]["Restaurant"];
                            message: string;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/booking-page-qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR-Code der Buchungsseite /r/{slug} als SVG (Inhaber)
         * @description Der QR-Code enthält die volle Adresse der Buchungsseite (`{öffentlicher Ursprung}/r/{slug}`), immer mit dem aktuellen Slug des Restaurants. Inhaber oder Admin; Unterbenutzer und andere Inhaber 403, ohne Anmeldung 401. Mit `ETag` (304 bei `If-None-Match`) und `Cache-Control: private, no-cache`; `?download=1` setzt `Content-Disposition: attachment`.
         */
        get: {
            parameters: {
                query?: {
                    download?: "1";
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description QR-Code (image/svg+xml) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description Unverändert */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/booking-page-qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR-Code der Buchungsseite /r/{slug} als PNG (Inhaber)
         * @description Der QR-Code enthält die volle Adresse der Buchungsseite (`{öffentlicher Ursprung}/r/{slug}`), immer mit dem aktuellen Slug des Restaurants. Inhaber oder Admin; Unterbenutzer und andere Inhaber 403, ohne Anmeldung 401. Mit `ETag` (304 bei `If-None-Match`) und `Cache-Control: private, no-cache`; `?download=1` setzt `Content-Disposition: attachment`.
         */
        get: {
            parameters: {
                query?: {
                    download?: "1";
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description QR-Code (image/png) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Unverändert */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurantconfigs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Konfigurationen aller Restaurants (Öffnungszeiten sind öffentlich) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Liste */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            configs: components["schemas"]["RestaurantConfig"][];
                            data: components["schemas"]["RestaurantConfig"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurantconfigs/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Konfiguration zum Inhaber (oder Unterbenutzer) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Konfiguration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            config: components["schemas"]["RestaurantConfig"];
                            data: components["schemas"]["RestaurantConfig"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Konfiguration eines Restaurants (Öffnungszeiten sind öffentlich) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Konfiguration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            config: components["schemas"]["RestaurantConfig"];
                            data: components["schemas"]["RestaurantConfig"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Konfiguration speichern (Inhaber): Öffnungszeiten, Dauer, Bestätigung, E-Mails, Zeitzone
         * @description Mit `expectedUpdatedAt` (der gelesene `updatedAt`) wird nur gespeichert, wenn niemand die Konfiguration inzwischen geändert hat; sonst 409 mit der aktuellen Fassung unter `config`.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        userId?: string;
                        restaurantName?: string;
                        openingHours?: {
                            sunday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            monday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            tuesday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            wednesday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            thursday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            friday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            saturday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                        };
                        reservationDuration?: 60 | 90 | 120 | 150 | 180 | 210 | 240;
                        stayDurations?: {
                            maxGuests?: number;
                            minutes: number;
                        }[];
                        maxOnlinePartySize?: number;
                        slotInterval?: 15 | 30 | 60;
                        bookingLeadTime?: number;
                        autoConfirmReservations?: boolean;
                        emailNotificationsEnabled?: boolean;
                        reminderEnabled?: boolean;
                        /** @enum {string} */
                        reminderTiming?: "24h" | "morning";
                        regularGuestVisits?: number;
                        autoBlockNoShows?: number | null;
                        reserveWithGoogle?: boolean;
                        bookingHorizonDays?: number;
                        sameDayCutoff?: "" | string | null;
                        pacing?: {
                            windowMinutes: 15 | 30 | 60;
                            maxGuests: number | null;
                            maxBookings: number | null;
                        } | null;
                        onlineSeatShare?: number;
                        changeCutoffHours?: number;
                        timeZone?: string;
                        reservationRetentionMonths?: number | null;
                        /** Format: date-time */
                        expectedUpdatedAt?: string;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            config: components["schemas"]["RestaurantConfig"];
                            data: components["schemas"]["RestaurantConfig"];
                            message: string;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurantconfigs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Konfiguration nach Konfigurations-, Restaurant- oder Benutzer-ID
         * @description Ältere Adresse, an der `{id}` eine Konfigurations-, Restaurant- oder Benutzer-ID sein kann; eindeutig: `GET /api/restaurants/{restaurantId}/config`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Konfiguration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            config: components["schemas"]["RestaurantConfig"];
                            data: components["schemas"]["RestaurantConfig"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Konfiguration speichern (Inhaber): Öffnungszeiten, Dauer, Bestätigung, E-Mails, Zeitzone
         * @description Mit `expectedUpdatedAt` (der gelesene `updatedAt`) wird nur gespeichert, wenn niemand die Konfiguration inzwischen geändert hat; sonst 409 mit der aktuellen Fassung unter `config`. Ältere Adresse (`{id}`: Konfigurations-, Restaurant- oder Benutzer-ID); eindeutig: `PUT /api/restaurants/{restaurantId}/config`.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        userId?: string;
                        restaurantName?: string;
                        openingHours?: {
                            sunday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            monday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            tuesday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            wednesday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            thursday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            friday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                            saturday?: {
                                /** @default false */
                                isOpen?: boolean;
                                /** @default  */
                                openTime?: "" | string;
                                /** @default  */
                                closeTime?: "" | string;
                                /** @default false */
                                hasLunchBreak?: boolean;
                                /** @default  */
                                lunchBreakStart?: "" | string;
                                /** @default  */
                                lunchBreakEnd?: "" | string;
                            };
                        };
                        reservationDuration?: 60 | 90 | 120 | 150 | 180 | 210 | 240;
                        stayDurations?: {
                            maxGuests?: number;
                            minutes: number;
                        }[];
                        maxOnlinePartySize?: number;
                        slotInterval?: 15 | 30 | 60;
                        bookingLeadTime?: number;
                        autoConfirmReservations?: boolean;
                        emailNotificationsEnabled?: boolean;
                        reminderEnabled?: boolean;
                        /** @enum {string} */
                        reminderTiming?: "24h" | "morning";
                        regularGuestVisits?: number;
                        autoBlockNoShows?: number | null;
                        reserveWithGoogle?: boolean;
                        bookingHorizonDays?: number;
                        sameDayCutoff?: "" | string | null;
                        pacing?: {
                            windowMinutes: 15 | 30 | 60;
                            maxGuests: number | null;
                            maxBookings: number | null;
                        } | null;
                        onlineSeatShare?: number;
                        changeCutoffHours?: number;
                        timeZone?: string;
                        reservationRetentionMonths?: number | null;
                        /** Format: date-time */
                        expectedUpdatedAt?: string;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            config: components["schemas"]["RestaurantConfig"];
                            data: components["schemas"]["RestaurantConfig"];
                            message: string;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/special-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Besondere Zeiten eines Restaurants (öffentlich) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Liste */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["SpecialHour"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Besondere Zeit anlegen (Inhaber); antwortet mit der neuen Liste */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        title: string;
                        startDate: string;
                        endDate: string;
                        /**
                         * @default holiday
                         * @enum {string}
                         */
                        type?: "holiday" | "vacation" | "special_event" | "other" | "closed";
                        /** @default false */
                        isRecurring?: boolean;
                        /** @default false */
                        isClosed?: boolean;
                        customHours?: {
                            openTime: string;
                            closeTime: string;
                        } | null;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Angelegt */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["SpecialHour"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/special-hours/{specialHourId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Besondere Zeit ändern (Inhaber); antwortet mit der neuen Liste */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                    specialHourId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        title: string;
                        startDate: string;
                        endDate: string;
                        /**
                         * @default holiday
                         * @enum {string}
                         */
                        type?: "holiday" | "vacation" | "special_event" | "other" | "closed";
                        /** @default false */
                        isRecurring?: boolean;
                        /** @default false */
                        isClosed?: boolean;
                        customHours?: {
                            openTime: string;
                            closeTime: string;
                        } | null;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["SpecialHour"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Besondere Zeit löschen (Inhaber); antwortet mit der neuen Liste */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                    specialHourId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["SpecialHour"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/special-hours/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Besondere Zeiten eines Restaurants (öffentlich)
         * @description Ältere Adresse mit der ID des Inhabers (oder eines Unterbenutzers); eindeutig: `GET /api/restaurants/{restaurantId}/special-hours`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Liste */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["SpecialHour"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Besondere Zeit anlegen (Inhaber); antwortet mit der neuen Liste
         * @description Ältere Adresse mit der ID des Inhabers (oder eines Unterbenutzers); eindeutig: `POST /api/restaurants/{restaurantId}/special-hours`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        title: string;
                        startDate: string;
                        endDate: string;
                        /**
                         * @default holiday
                         * @enum {string}
                         */
                        type?: "holiday" | "vacation" | "special_event" | "other" | "closed";
                        /** @default false */
                        isRecurring?: boolean;
                        /** @default false */
                        isClosed?: boolean;
                        customHours?: {
                            openTime: string;
                            closeTime: string;
                        } | null;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Angelegt */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["SpecialHour"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/special-hours/{userId}/{specialHourId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Besondere Zeit ändern (Inhaber); antwortet mit der neuen Liste
         * @description Ältere Adresse mit der ID des Inhabers (oder eines Unterbenutzers); eindeutig: `PUT /api/restaurants/{restaurantId}/special-hours/{specialHourId}`.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    specialHourId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        title: string;
                        startDate: string;
                        endDate: string;
                        /**
                         * @default holiday
                         * @enum {string}
                         */
                        type?: "holiday" | "vacation" | "special_event" | "other" | "closed";
                        /** @default false */
                        isRecurring?: boolean;
                        /** @default false */
                        isClosed?: boolean;
                        customHours?: {
                            openTime: string;
                            closeTime: string;
                        } | null;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["SpecialHour"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Besondere Zeit löschen (Inhaber); antwortet mit der neuen Liste
         * @description Ältere Adresse mit der ID des Inhabers (oder eines Unterbenutzers); eindeutig: `DELETE /api/restaurants/{restaurantId}/special-hours/{specialHourId}`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    specialHourId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["SpecialHour"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/combinations/restaurant/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Festgelegte Tischkombinationen eines Restaurants (Personal)
         * @description Sobald eine Kombination festgelegt ist, verbindet die Tischvergabe nur noch festgelegte Kombinationen; ohne eine werden bis zu drei Tische eines Raums automatisch verbunden.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Kombinationen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: components["schemas"]["TableCombination"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/combinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tischkombination festlegen (Inhaber): 2–4 verschiedene Tische des Restaurants */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        restaurantId: string;
                        tableIds: string[];
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Angelegt */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["TableCombination"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/combinations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Tischkombination löschen (Inhaber); bestehende Reservierungen behalten ihre Tische */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tische eines Restaurants (Personal) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tische */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                _id: string;
                                id: string;
                                name: string;
                                seats: number;
                                tableNumber: string;
                                location: string;
                                restaurantId: string;
                                roomId: string | null;
                                position: {
                                    x: number;
                                    y: number;
                                    rotation: number;
                                };
                                /** @description „Nur intern“: online wird der Tisch nie vergeben (auch nicht in einer Kombination). */
                                internal: boolean;
                                /** @description Der Tisch hat Reservierungen, die noch nicht vorbei sind (nicht löschbar). */
                                hasUpcomingReservations: boolean;
                            }[];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/restaurant/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tische eines Restaurants
         * @description Ältere Adresse; gleichbedeutend mit `GET /api/restaurants/{restaurantId}/tables`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tische */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                _id: string;
                                id: string;
                                name: string;
                                seats: number;
                                tableNumber: string;
                                location: string;
                                restaurantId: string;
                                roomId: string | null;
                                position: {
                                    x: number;
                                    y: number;
                                    rotation: number;
                                };
                                /** @description „Nur intern“: online wird der Tisch nie vergeben (auch nicht in einer Kombination). */
                                internal: boolean;
                                /** @description Der Tisch hat Reservierungen, die noch nicht vorbei sind (nicht löschbar). */
                                hasUpcomingReservations: boolean;
                            }[];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tische zum Inhaber (oder Unterbenutzer)
         * @description Ältere Adresse, an der `{userId}` die ID eines Inhabers oder Unterbenutzers ist (unter `/api/tables/{id}` sonst die eines Tisches); eindeutig: `GET /api/restaurants/{restaurantId}/tables`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tische */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                _id: string;
                                id: string;
                                name: string;
                                seats: number;
                                tableNumber: string;
                                location: string;
                                restaurantId: string;
                                roomId: string | null;
                                position: {
                                    x: number;
                                    y: number;
                                    rotation: number;
                                };
                                /** @description „Nur intern“: online wird der Tisch nie vergeben (auch nicht in einer Kombination). */
                                internal: boolean;
                                /** @description Der Tisch hat Reservierungen, die noch nicht vorbei sind (nicht löschbar). */
                                hasUpcomingReservations: boolean;
                            }[];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tisch anlegen (Inhaber) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        restaurantId: string;
                        name?: string;
                        tableNumber: string;
                        seats: number;
                        /** @default Hauptraum */
                        location?: string;
                        roomId?: string | null;
                        position?: {
                            x: number;
                            y: number;
                            rotation: number;
                        };
                        internal?: boolean;
                    };
                };
            };
            responses: {
                /** @description Angelegt */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Table"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Tisch löschen (Inhaber); nicht mit bevorstehenden Reservierungen */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{id}/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Tisch platzieren (Inhaber): x, y, rotation, roomId – einzeln oder zusammen */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        x?: number;
                        y?: number;
                        rotation?: number;
                        roomId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Table"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{id}/number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Tischnummer ändern (Inhaber); eindeutig im Restaurant */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tableNumber: string;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Table"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{id}/internal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** „Nur intern“ setzen (Inhaber): online nie vergeben, das Personal kann ihn belegen */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        internal: boolean;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Table"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/restaurant/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Räume eines Restaurants */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Räume */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            rooms: components["schemas"]["Room"][];
                            data: components["schemas"]["Room"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Raum speichern (Inhaber): Name, Größe, Umriss aus mindestens 3 Punkten, Farbe */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        restaurantId: string;
                        name: string;
                        /** @default 800 */
                        width?: number;
                        /** @default 600 */
                        height?: number;
                        shape: {
                            x: number;
                            y: number;
                        }[];
                        /** @default #e5d3a1 */
                        color?: string;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            room: components["schemas"]["Room"];
                            data: components["schemas"]["Room"];
                            message: string;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Raum löschen (Inhaber); seine Tische behalten ihren Platz ohne Raum */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Menü zum Inhaber (oder Unterbenutzer) – als Liste */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Menü */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MenuItem"][];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu/restaurant/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Menü eines Restaurants */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Menü */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: components["schemas"]["MenuItem"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Menüeintrag anlegen (Inhaber und Unterbenutzer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        name: string;
                        price: number;
                        /**
                         * @default main
                         * @enum {string}
                         */
                        type?: "drink" | "appetizer" | "main" | "dessert";
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Angelegt */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["MenuItem"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Menüeintrag ändern (Inhaber und Unterbenutzer) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        name: string;
                        price: number;
                        /**
                         * @default main
                         * @enum {string}
                         */
                        type?: "drink" | "appetizer" | "main" | "dessert";
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["MenuItem"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Menüeintrag löschen (Inhaber und Unterbenutzer) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/banner/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Banner eines Restaurants entfernen (Restaurant-ID; Inhaber) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entfernt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bild hochladen (multipart/form-data)
         * @description Feld `banner` (mit `restaurantId`, Inhaber) oder `profileImage`. JPEG, PNG, WEBP oder GIF – geprüft an den ersten Bytes der Datei –, höchstens 10 MB. Gespeichert in der Datenbank; `bannerUrl` zeigt darauf. Ein neues Banner ersetzt (löscht) das alte, ein neues Profilbild das vorige des Benutzers. Je Restaurant (Banner und Profilbilder von Inhaber und Unterbenutzern; sonst je Konto) höchstens 25 MB und 20 Bilder: darüber 413 bzw. 409, nichts wird gespeichert.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "banner" | "profileImage";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Hochgeladen */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            bannerUrl?: string;
                            url: string;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu groß */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Falscher Dateityp */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ein hochgeladenes Bild (unveränderlich, lange zwischenspeicherbar) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Das Bild */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/*": string;
                    };
                };
                /** @description Unverändert */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Demo-Termin anfragen: speichert, benachrichtigt den Vertrieb und bestätigt per E-Mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone?: string;
                        restaurantName?: string;
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description Angefragt */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simple-timeslots/{restaurantId}/{date}/{guests}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Zeitslots eines Tages für eine Personenzahl (öffentlich, CORS für das Widget; Personal sieht den laufenden Slot)
         * @description Mit `firstOpen=1` (das Widget beim ersten Laden) antwortet ein geschlossener Tag mit dem nächsten geöffneten Tag der folgenden 90 Tage und ein Tag vor dem heutigen Tag des Restaurants mit diesem; `date.iso` nennt den Tag der Antwort. `today` ist der heutige Tag in der Zeitzone des Restaurants, von dem aus das Widget den Buchungshorizont zählt.
         */
        get: {
            parameters: {
                query?: {
                    firstOpen?: "1";
                };
                header?: never;
                path: {
                    restaurantId: string;
                    date: string;
                    guests: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Zeitslots */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeSlots"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/next-free-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nächste freie Termine ab einem Tag für eine Personenzahl (öffentlich, CORS für das Widget): je Tag die erste freie Zeit, höchstens 14 Tage
         * @description Für das Widget, wenn am gewählten Tag nichts mehr frei ist: sieht die Tage `from` bis `from` + 13 der Reihe nach an und nennt je Tag die erste freie Startzeit, bis `limit` (1 bis 14, sonst 5) Termine gefunden sind. Es gelten dieselben Regeln wie bei `GET /api/simple-timeslots/{restaurantId}/{date}/{guests}`: Öffnungszeiten, besondere Zeiten, Vorlaufzeit, Aufenthaltsdauer nach Personenzahl, bestehende Reservierungen und gehaltene Tische der Warteliste; Personal sieht auch den laufenden Slot. Über der Online-Grenze des Restaurants antwortet es 409 `enquiry_required` wie die Zeitslots. Ein angezeigter Termin kann beim Buchen schon vergeben sein (dann 409 `slot_taken`).
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    guests: string;
                    limit?: string;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Freie Termine (leer, wenn keiner frei ist) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NextFreeTimes"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservation/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reservieren (Widget, CORS; Direktbuchung des Personals mit autoApprove). Optional Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerName: string;
                        customerEmail?: "" | string;
                        customerPhone?: string;
                        numberOfGuests: number;
                        /** Format: date */
                        reservationDate: string;
                        timeSlot: string;
                        specialRequests?: string;
                        /** @enum {string} */
                        language?: "de" | "en";
                        autoApprove?: boolean;
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Wiederholte Anfrage mit demselben Idempotency-Key: die erste Buchung */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Gebucht (bestätigt oder ausstehend) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Online-Reservierung für diesen Gast gesperrt (code online_booking_unavailable; die Nachricht nennt die Telefonnummer des Restaurants) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alle Reservierungen (Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Reservierungen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"][];
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Reservieren als angemeldeter Kunde (mit dem Konto verknüpft) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerName: string;
                        customerEmail: string;
                        customerPhone?: string;
                        numberOfGuests: number;
                        /** Format: date */
                        reservationDate: string;
                        timeSlot: string;
                        specialRequests?: string;
                        /** @enum {string} */
                        language?: "de" | "en";
                        restaurantId: string;
                    };
                };
            };
            responses: {
                /** @description Wiederholte Anfrage mit demselben Idempotency-Key: die erste Buchung */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Gebucht (bestätigt oder ausstehend) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Online-Reservierung für diesen Gast gesperrt (code online_booking_unavailable; die Nachricht nennt die Telefonnummer des Restaurants) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/restaurant/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reservierungen eines Restaurants (Personal), mit ?from=&to= nur die Tage dieses Zeitraums
         * @description Mit `from` und `to` (Datum in Restaurantzeit, beide einschließlich, höchstens 92 Tage) nur die Reservierungen dieser Tage; so lädt das Dashboard Kalender, Startseite und Tischkarte. Ohne beide jede Reservierung des Restaurants, wie bisher, für Anbindungen; das wächst mit jedem Tag. Ausstehende Reservierungen vor heute bestätigt ein Auftrag des Servers, nicht diese Abfrage.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Reservierungen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/user/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eigene Reservierungen (nur die eigene E-Mail-Adresse; Admin jede) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Reservierungen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Status ändern (Personal): pending, confirmed, arrived, seated, completed, cancelled, no_show; erlaubte Wechsel nach core's reservationTransitions, sonst 409
         * @description Erlaubt: ausstehend → bestätigt | storniert | angekommen | platziert; bestätigt → storniert | nicht erschienen (ab 15 Minuten nach Beginn) | angekommen | platziert | abgeschlossen; angekommen → platziert | abgeschlossen | bestätigt (rückgängig); platziert → abgeschlossen | angekommen (rückgängig); abgeschlossen → platziert (rückgängig, nur am Tag des Abschlusses); nicht erschienen → bestätigt (am Tag der Markierung). Ankunft, Platzierung und Abschluss erst am Tag der Reservierung; sie setzen `arrivedAt`, `seatedAt`, `completedAt` (ein Rückgängig löscht den Zeitpunkt seines Schritts) und schreiben den Verlauf. Der Abschluss gibt die Tische ab diesem Moment frei (die Zuordnung bleibt erhalten); sein Rückgängig nimmt sie zurück, 409 `slot_taken`, wenn einer inzwischen vergeben ist. Eine Mail an den Gast nur beim Bestätigen einer ausstehenden und beim Stornieren. Sonst 409 `status_change_not_allowed` mit deutschem Grund; es ändert sich nichts.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "no_show";
                    };
                };
            };
            responses: {
                /** @description Geändert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reservierung ändern (Personal): Datum, Uhrzeit, Personen, Tische, Name, Kontakt, Wünsche
         * @description Jedes Feld ist optional; geprüft wird wie bei einer Direktbuchung (Öffnungszeiten, freie und passende Tische, unter derselben Sperre, nie doppelt belegt). Ohne `tableIds` behält die Reservierung ihre Tische, solange sie frei sind und passen, sonst wählt die Zuweisungsregel neue. Mit `expectedUpdatedAt` (das gelesene `updated_at`) wird nur gespeichert, wenn niemand die Reservierung inzwischen geändert hat; sonst 409 `version_conflict` mit der aktuellen Fassung unter `data`. Stornierte und nicht erschienene Reservierungen: 409. Der Verlauf erhält einen Eintrag `changed` mit den Änderungen; ändern sich Datum, Uhrzeit oder Personenzahl, bekommt der Gast eine neue Bestätigung mit Kalenderdatei.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        reservationDate?: string;
                        timeSlot?: string;
                        numberOfGuests?: number;
                        tableIds?: string[];
                        customerName?: string;
                        customerPhone?: string;
                        customerEmail?: "" | string;
                        specialRequests?: string;
                        /** Format: date-time */
                        expectedUpdatedAt?: string;
                    };
                };
            };
            responses: {
                /** @description Geändert (oder unverändert, wenn nichts anders war) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/timeslots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Freie Zeiten zum Verschieben (Personal): die Zeitslots eines Tages für eine Personenzahl
         * @description Wie `simple-timeslots` für das Personal, nur zählen die Tische dieser Reservierung als frei: so zeigt die Bearbeitung, wohin sie verschoben werden kann (`?date=YYYY-MM-DD&guests=N`).
         */
        get: {
            parameters: {
                query: {
                    date: string;
                    guests: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Zeitslots */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeSlots"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statusverlauf einer Reservierung (Personal): erstellt, bestätigt, storniert – von wem (Personal, Gast, automatisch, System) und wann */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Verlauf, älteste zuerst */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                _id: string;
                                reservationId: string;
                                /** @enum {string} */
                                type: "created" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "no_show" | "changed" | "reminder_sent" | "guest_confirmed";
                                /** @enum {string} */
                                actor: "staff" | "guest" | "auto_confirm" | "system";
                                actorName: string | null;
                                at: string;
                                changes: {
                                    field: string;
                                    from: string;
                                    to: string;
                                }[] | null;
                            }[];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reservierung ansehen über den Link aus der E-Mail (Token; CORS) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Reservierung */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                _id: string;
                                id: string;
                                reference: string;
                                restaurantId: string;
                                restaurantName: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "no_show";
                                reservationDate: string;
                                date: string;
                                timeSlot: string;
                                numberOfGuests: number;
                                customerName: string;
                                customerEmail: string;
                                customerPhone: string;
                                specialRequests: string;
                                tableId: string | null;
                                tableIds: string[];
                                isTableCombination: boolean;
                                tableNumbers: string[];
                                tableName: string | null;
                                tables: {
                                    _id: string;
                                    tableNumber: string;
                                    name: string;
                                    seats: number;
                                }[];
                                startsAt: string;
                                endsAt: string;
                                source: string;
                                created_at: string;
                                updated_at: string;
                                reminderSentAt: string | null;
                                guestConfirmedAt: string | null;
                                arrivedAt: string | null;
                                seatedAt: string | null;
                                completedAt: string | null;
                                /** @enum {string} */
                                language: "de" | "en";
                                restaurant: {
                                    name: string;
                                    address: string;
                                    phone: string;
                                    email: string;
                                };
                                canCancel: boolean;
                                canEraseData: boolean;
                                canChange: boolean;
                                changeCutoffHours: number;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/guest-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reservierung stornieren über den Link aus der E-Mail (Token; CORS); der Tisch ist sofort frei */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Storniert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/guest-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reservierung ändern über den Link aus der E-Mail (Token; Datum, Uhrzeit, Personen): geprüft wie eine neue Online-Buchung
         * @description Bis `changeCutoffHours` vor Beginn (sonst 409 `change_cutoff` mit der Telefonnummer des Restaurants); Verfügbarkeit, Buchungshorizont, Annahmeschluss, Takt und Online-Anteil gelten wie bei einer neuen Buchung. Der alte Tisch wird nur frei, wenn der neue vergeben ist. Der Gast erhält eine neue Bestätigung mit Kalenderdatei.
         */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        reservationDate: string;
                        timeSlot: string;
                        numberOfGuests: number;
                    };
                };
            };
            responses: {
                /** @description Geändert (oder unverändert) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/guest-timeslots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Freie Zeiten zum Ändern über den Link aus der E-Mail (Token; CORS)
         * @description Wie `simple-timeslots` für Online-Buchungen, nur zählen Tische und Gäste dieser Reservierung als frei (`?token=…&date=YYYY-MM-DD&guests=N`).
         */
        get: {
            parameters: {
                query: {
                    date: string;
                    guests: string;
                    token: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Zeitslots */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeSlots"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/seat-now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gast ohne Reservierung sofort an einen Tisch setzen (Personal, Tischkarte: „Gast platzieren“)
         * @description Legt eine Reservierung ab jetzt an (Uhrzeit `timeSlot` die laufende Minute in der Zeitzone des Restaurants), für die Aufenthaltsdauer des Restaurants bei dieser Personenzahl oder für `stayMinutes`, direkt mit dem Status `seated` (platziert), Quelle Personal, ohne Mail. Name und Telefon sind freiwillig; ohne Kontaktdaten entsteht kein Gästebuch-Eintrag. Geprüft wird in einer Transaktion unter derselben Sperre wie bei Buchungen, die Ausschlussbedingung der Tischbelegung verhindert jede Doppelbelegung: der Tisch muss zum Restaurant gehören (400) und genug Plätze haben (409 `no_fitting_tables`). Ist er gerade belegt, antwortet 409 `table_busy` mit `freeFrom` (HH:MM, null wenn ein Gast über die geplante Zeit sitzt); beginnt während des Aufenthalts eine Reservierung, 409 `table_free_until` mit `freeUntil` und `freeMinutes`: ab 15 Minuten kann der Gast mit `stayMinutes` bis dahin platziert werden. Öffnungszeiten und Vorlaufzeit gelten hier nicht: der Gast steht schon im Restaurant. Der Verlauf erhält „Erstellt“ und „Platziert“ (Personal); geöffnete Dashboards erfahren es über das Ereignis.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        restaurantId: string;
                        tableId: string;
                        numberOfGuests: number;
                        customerName?: string;
                        customerPhone?: string;
                        stayMinutes?: number;
                    };
                };
            };
            responses: {
                /** @description Platziert: die neue Reservierung */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Tisch zu klein, gerade belegt (`freeFrom`) oder nur bis zur nächsten Reservierung frei (`freeUntil`, `freeMinutes`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SeatNowRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eine Seite der Reservierungen des Restaurants (Inhaber, Unterbenutzer, Admin): Status, Datum von/bis (Restaurantzeit), Suche in Name, E-Mail, Telefon und Reservierungsnummer, Sortierung nach Datum, Name oder Gästen; cursor: nextCursor der vorigen Seite (stabil, auch wenn inzwischen gebucht wird), limit 1–200 (50); counters (nur auf der ersten Seite): Gesamt, Ausstehend, Bestätigt, Storniert über denselben Filter ohne Status */
        get: {
            parameters: {
                query?: {
                    status?: "all" | "pending" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "no_show";
                    from?: string;
                    to?: string;
                    q?: string;
                    sort?: "date-asc" | "date-desc" | "name-asc" | "guests-desc";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Reservierungen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"][];
                            nextCursor: string | null;
                            counters: {
                                total: number;
                                pending: number;
                                confirmed: number;
                                cancelled: number;
                            } | null;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/reservations/{reservationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eine Reservierung des Restaurants (Inhaber, Unterbenutzer, Admin), mit Tischen und Restaurantname; 404 für eine unbekannte oder die eines anderen Restaurants */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                    reservationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Die Reservierung */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/listen/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-Sent Events (Personal): connected, new_reservation, changed {entity}, keepalive alle 25 s */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ereignisstrom */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/check/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Neue Reservierungen seit `since` (Personal; Rückfall, wenn der Strom ausfällt) */
        get: {
            parameters: {
                query?: {
                    since?: string;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Neue Reservierungen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            newReservations: {
                                reservationId?: string | number;
                                customerName: string;
                                /** @default  */
                                restaurantName: string;
                                date: string;
                                time: string;
                                guests: number;
                                tableNames?: string[] | null;
                            }[];
                            /** @description Zeitpunkt der Abfrage auf der Uhr des Servers: das nächste `since` */
                            serverTime: string;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/test/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Testereignis an alle offenen Dashboards des Restaurants (Personal) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gesendet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/restaurant/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bestellungen eines Restaurants (Personal; Restaurant- oder Inhaber-ID; Unterbenutzer: nur offene)
         * @description Mit `status=open` nur die offenen (unbezahlten) Bestellungen, wie das Dashboard sie zeigt; ohne alle, auch die bezahlten aller Jahre.
         */
        get: {
            parameters: {
                query?: {
                    status?: "open";
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bestellungen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: components["schemas"]["Order"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bestellung aufnehmen (Personal): am Tisch oder Take-Away; Preise und Summe aus der Speisekarte */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        restaurantId: string;
                        tableId?: string | null;
                        tableName?: string;
                        customerName?: string;
                        items: {
                            menuItemId: string;
                            name?: string;
                            price?: number;
                            quantity: number;
                            /** @enum {string} */
                            type?: "drink" | "appetizer" | "main" | "dessert";
                        }[];
                        totalAmount?: number;
                        /** @enum {string} */
                        status?: "pending";
                        /**
                         * @default dine-in
                         * @enum {string}
                         */
                        orderType?: "dine-in" | "takeaway";
                    };
                };
            };
            responses: {
                /** @description Aufgenommen */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/item/{menuItemId}/quantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Menge ändern (nicht unter 0, nicht für gelieferte Artikel, nicht nach der Zahlung) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                    menuItemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/item/{menuItemId}/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Artikel als geliefert markieren (oder zurücknehmen) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                    menuItemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        delivered: boolean;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Order"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Bezahlen (Personal): alle offenen Bestellungen des Tisches zusammen, Trinkgeld anteilig; idempotent per Idempotency-Key */
        put: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        finalAmount: number;
                        /** @default 0 */
                        tip?: number;
                        /** @enum {string} */
                        paymentMethod: "cash" | "card";
                        idempotencyKey?: string;
                    };
                };
            };
            responses: {
                /** @description Bezahlt (auch die Wiederholung mit demselben Schlüssel) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["PaymentResult"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zahlungen und Trinkgelder des Restaurants je Bestellung (Inhaber und Admins; nicht Unterbenutzer) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Zahlungen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: components["schemas"]["PaymentRecord"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sechs Kennzahlen und acht Umsatzwerte eines Zeitraums (Inhaber, Admin); nur die Zeilen des Zeitraums werden gelesen */
        get: {
            parameters: {
                query?: {
                    period?: "today" | "7days" | "30days" | "90days" | "1year" | "all";
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Statistik */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message?: string;
                            data?: {
                                /** @enum {string} */
                                period: "today" | "7days" | "30days" | "90days" | "1year" | "all";
                                from?: string | null;
                                to?: string;
                                summary: {
                                    total: number;
                                    confirmed: number;
                                    guests: number;
                                    /** @default 0 */
                                    seatedGuests: number;
                                    /** @default null */
                                    averageStayMinutes: number | null;
                                    orders: number;
                                    revenue: number;
                                    successRate: number;
                                    averageGuests: number;
                                };
                                revenue: {
                                    totalRevenue: number;
                                    orderCount: number;
                                    orderTotal: number;
                                    averageOrderValue: number;
                                    finalAmountTotal: number;
                                    averageFinalAmount: number;
                                    totalTips: number;
                                    averageTipPercent: number;
                                    tipPerOrder: number;
                                    cash: {
                                        count: number;
                                        amount: number;
                                        sharePercent: number;
                                    };
                                    card: {
                                        count: number;
                                        amount: number;
                                        sharePercent: number;
                                    };
                                } | null;
                                /** @enum {string} */
                                bucket?: "day" | "week";
                                series?: {
                                    date: string;
                                    reservations: number;
                                    guests: number;
                                    cash: number;
                                    card: number;
                                    tips: number;
                                }[];
                                heatmap?: number[][];
                                noShows?: {
                                    expected: number;
                                    noShows: number;
                                    rate: number;
                                    byMonth: {
                                        month: string;
                                        expected: number;
                                        noShows: number;
                                        rate: number;
                                    }[];
                                };
                                guestConfirmed?: {
                                    reminded: number;
                                    confirmed: number;
                                    rate: number;
                                };
                                channels?: {
                                    /** @enum {string} */
                                    source: "widget" | "staff" | "customer" | "demo" | "google";
                                    total: number;
                                    honoured: number;
                                    guests: number;
                                    sharePercent: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push-notifications/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gerät des Personals für Push registrieren (token = PushSubscription, platform); nur Adressen der Push-Dienste der Browser */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: {
                            /** Format: uri */
                            endpoint: string;
                            expirationTime?: number | null;
                            keys: {
                                p256dh: string;
                                auth: string;
                            };
                        } | string;
                        /**
                         * @default web
                         * @enum {string}
                         */
                        platform?: "web" | "ios" | "android";
                    };
                };
            };
            responses: {
                /** @description Registriert */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            publicKey: string;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push-notifications/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Öffentlicher VAPID-Schlüssel für pushManager.subscribe (öffentlich) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Schlüssel */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            publicKey: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push-notifications/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Anzahl Geräte des Restaurants und ob der automatische Test läuft */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success?: boolean;
                            devices: number;
                            scheduler: {
                                isRunning: boolean;
                            };
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push-notifications/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Die eigenen registrierten Geräte (Name, Plattform, hinzugefügt am; nie Adresse oder Schlüssel) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Geräte */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            /** @default [] */
                            devices: {
                                _id: string | number;
                                /** @default  */
                                label: string;
                                platform: string;
                                restaurantId?: string | number | null;
                                created_at?: string | number;
                            }[];
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push-notifications/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Eigenes Gerät entfernen (Admins: jedes); fremde Geräte: 404 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entfernt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push-notifications/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Testnachricht an alle Geräte des Restaurants; tote Abonnements (404/410) werden entfernt */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description Gesendet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            sent: number;
                            removed: number;
                            failed: number;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push-notifications/start-auto-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Automatischer Test: eine Nachricht pro Minute */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gestartet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            scheduler: {
                                isRunning: boolean;
                            };
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push-notifications/stop-auto-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Automatischen Test beenden */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Beendet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            scheduler: {
                                isRunning: boolean;
                            };
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kacheln und System Info: Benutzer, Restaurants, aktive Sitzungen, Laufzeit, Version, letzter Lauf der Aufbewahrungsfristen (nur Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Übersicht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            data: {
                                users: number;
                                restaurants: number;
                                activeSessions: number;
                                uptimeSeconds: number;
                                version: string;
                                /** @enum {string} */
                                db: "pglite" | "postgres";
                                retention?: {
                                    at: string;
                                    counts: {
                                        reservations: number;
                                        /** @default 0 */
                                        enquiries: number;
                                        /** @default 0 */
                                        waitlist: number;
                                        mails: number;
                                        sessions: number;
                                        passwordResetTokens: number;
                                        emailVerificationTokens: number;
                                        trustedDevices: number;
                                        auditIps: number;
                                        demoRequests: number;
                                        /** @default 0 */
                                        orphanMailFiles: number;
                                    };
                                } | null;
                                demo?: {
                                    users: number;
                                    restaurants: number;
                                };
                            };
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Restaurants, Benutzer nach Rolle und Reservierungen pro Woche der letzten 8 Wochen (nur Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Analytics */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            data: {
                                restaurants: number;
                                users: {
                                    total: number;
                                    admins: number;
                                    gastro: number;
                                    subusers: number;
                                    customers: number;
                                };
                                reservationsTotal: number;
                                reservationsPerWeek: {
                                    /** Format: date */
                                    weekStart: string;
                                    count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Die neuesten Einträge des Protokolls: Anmeldungen und administrative Änderungen (nur Admin) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Protokoll */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            data: {
                                _id: string | number;
                                action: string;
                                actorEmail: string;
                                targetId?: string | null;
                                /** @default {} */
                                details: {
                                    [key: string]: string;
                                };
                                /** @default  */
                                ip: string;
                                created_at: string | number;
                            }[];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System-Backup: alle Tabellen als JSON-Download; ohne Passwort-Hashes, Sitzungen, Token-Hashes, Push-Schlüssel und Mail-Warteschlange (nur Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Backup (Content-Disposition: attachment) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            format: "tischservice-backup";
                            version: string;
                            createdAt: string;
                            excluded: {
                                [key: string]: string;
                            };
                            tables: {
                                [key: string]: {
                                    [key: string]: unknown;
                                }[];
                            };
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aufbewahrungsfrist der Plattform für personenbezogene Daten von Reservierungen (Monate nach dem Besuch; nur Admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Aufbewahrungsfrist */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                            data: {
                                reservationMonths: number;
                                defaultReservationMonths: number;
                                maxReservationMonths: number;
                                updatedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Aufbewahrungsfrist der Plattform setzen: ganze Monate von 1 bis 120 (nur Admin). Restaurants können sie nur verkürzen; längere Fristen einzelner Restaurants gelten ab dann als die der Plattform */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reservationMonths: number;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message?: string;
                            data: {
                                reservationMonths: number;
                                defaultReservationMonths: number;
                                maxReservationMonths: number;
                                updatedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Benutzer löschen (nur Admin); bei einem Inhaber auch sein Restaurant mit allen Daten und seine Unterbenutzer */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Benutzer deaktivieren oder wieder aktivieren (nur Admin). Deaktivieren beendet sofort alle Sitzungen und entfernt die Push-Geräte; bei einem Inhaber gilt es auch für seine Unterbenutzer */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        deactivated: boolean;
                    };
                };
            };
            responses: {
                /** @description Geändert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/restaurants/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Restaurant in der öffentlichen Partnerliste zeigen oder ausblenden (nur Admin); sein Widget bucht weiter */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        listed: boolean;
                    };
                };
            };
            responses: {
                /** @description Geändert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            restaurant: components["schemas"]["Restaurant"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/demo-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Alle Demo-Konten und Demo-Restaurants mit ihren Daten löschen (nur Admin mit eigenem, nicht Demo-Konto) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht (mit Anzahl) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            deleted: {
                                users: number;
                                restaurants: number;
                            };
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Eigene Reservierung stornieren (angemeldeter Kunde: gebucht mit seinem Konto oder seiner E-Mail-Adresse; nur vor Beginn) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Storniert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup/restaurant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restaurant registrieren: unbestätigter Inhaber mit Restaurant, Bestätigungslink per E-Mail
         * @description Antwortet immer gleich (201 mit der Bitte, die E-Mail zu prüfen): bei einer schon verwendeten Adresse ändert sich nichts und deren Inhaber bekommt einen Hinweis; bei einer noch unbestätigten Registrierung einen neuen Link; mit ausgefülltem Honeypot-Feld `website` wird nichts gespeichert oder gesendet. Begrenzt je Adresse und Client (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                        restaurantName: string;
                        /** @enum {boolean} */
                        acceptTerms: true;
                        website?: string;
                        /** @enum {string} */
                        plan?: "booking-system" | "all-in-one-monthly" | "all-in-one-yearly";
                    };
                };
            };
            responses: {
                /** @description Angenommen */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup/guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gastkonto anlegen: unbestätigter Kunde, Bestätigungslink per E-Mail
         * @description Antwortet immer gleich (201 mit der Bitte, die E-Mail zu prüfen): bei einer schon verwendeten Adresse ändert sich nichts und deren Inhaber bekommt einen Hinweis; bei einer noch unbestätigten Registrierung einen neuen Link; mit ausgefülltem Honeypot-Feld `website` wird nichts gespeichert oder gesendet. Begrenzt je Adresse und Client (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                        /** @enum {boolean} */
                        acceptTerms: true;
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Angenommen */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-Mail-Adresse bestätigen und anmelden (Sitzungscookie bis zum Schließen des Browsers)
         * @description Das Konto erhält das Passwort (und Namen und Art) der Registrierung, mit der der Link gesendet wurde; ein erneut angeforderter Link trägt kein Passwort, dann ist `password` nötig (sonst 400 `verify_password_required`, der Link bleibt unbenutzt). Ist der Browser mit einem anderen Konto angemeldet, bleibt diese Sitzung: `signedIn: false`, `user: null`. Fehler tragen einen `code`: `verify_invalid` (unbekannt oder durch einen neueren Link ersetzt), `verify_expired` (älter als 24 Stunden), `verify_used` (schon verwendet), `account_deactivated`, `verify_password_required`, `validation`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Bestätigt (angemeldet, außer bei einer Sitzung eines anderen Kontos) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            signedIn: boolean;
                            user: components["schemas"]["User"] & (Record<string, never> | null);
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Link schon verwendet oder ersetzt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Link abgelaufen */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bestätigungslink erneut senden
         * @description Sendet einen neuen Link, wenn es ein unbestätigtes Konto mit der Adresse gibt (ältere Links werden ungültig); antwortet immer gleich. Begrenzt je Adresse und Client (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Angenommen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onboarding/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stand der Onboarding-Checkliste
         * @description Jeder Schritt hakt sich aus seinen eigenen Daten ab: `details` = Adresse und Telefon und (Beschreibung oder Banner), `hours` = Öffnungszeiten vom Inhaber mindestens einmal gespeichert, `tables` = mindestens ein Tisch, `widget` = Widget-Code oder Link zur Buchungsseite kopiert, `testBooking` = mindestens eine Reservierung. Inhaber oder Admin; Unterbenutzer und andere Inhaber 403.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stand */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            data: {
                                steps: {
                                    details?: boolean;
                                    hours?: boolean;
                                    tables?: boolean;
                                    widget?: boolean;
                                    testBooking?: boolean;
                                };
                                dismissed: boolean;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Checkliste schließen (oder wieder zeigen) und das Kopieren des Widget-Snippets vermerken
         * @description Jeder Schritt hakt sich aus seinen eigenen Daten ab: `details` = Adresse und Telefon und (Beschreibung oder Banner), `hours` = Öffnungszeiten vom Inhaber mindestens einmal gespeichert, `tables` = mindestens ein Tisch, `widget` = Widget-Code oder Link zur Buchungsseite kopiert, `testBooking` = mindestens eine Reservierung. Inhaber oder Admin; Unterbenutzer und andere Inhaber 403.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dismissed?: boolean;
                        /** @enum {boolean} */
                        widgetCopied?: true;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            data: {
                                steps: {
                                    details?: boolean;
                                    hours?: boolean;
                                    tables?: boolean;
                                    widget?: boolean;
                                    testBooking?: boolean;
                                };
                                dismissed: boolean;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/restaurant/{restaurantId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alles, was dieses Restaurant über einen Gast speichert (Art. 15 DSGVO): Reservierungen mit Verlauf und E-Mails an ihn (Inhaber, Admin) */
        get: {
            parameters: {
                query?: {
                    email?: string;
                    phone?: string;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Export */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                email: string;
                                phone: string;
                                restaurantId: string | number | null;
                                exportedAt: string | number;
                                reservations: {
                                    _id: string | number;
                                    restaurantId: string | number;
                                    restaurantName: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    numberOfGuests: number;
                                    reservationDate: string;
                                    timeSlot: string;
                                    status: string;
                                    specialRequests: string;
                                    source: string;
                                    tableNames: string[];
                                    createdAt: string | number;
                                    updatedAt: string | number;
                                    history: {
                                        /** @enum {string} */
                                        type: "created" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "reminder_sent" | "guest_confirmed" | "no_show" | "changed";
                                        /** @enum {string} */
                                        actor: "staff" | "guest" | "auto_confirm" | "system";
                                        at: string | number;
                                    }[];
                                }[];
                                mails: {
                                    _id: string | number;
                                    to: string;
                                    subject: string;
                                    text: string;
                                    status: string;
                                    createdAt: string | number;
                                    sentAt: string | number | null;
                                }[];
                                /** @default [] */
                                profiles: {
                                    restaurantId: string | number;
                                    note: string;
                                    tags: string[];
                                    updatedAt: string | number;
                                    /** @default false */
                                    blocked: boolean;
                                    /** @default  */
                                    blockedReason: string;
                                    /** @default null */
                                    blockedAt: string | number | null;
                                }[];
                                /** @default [] */
                                enquiries: {
                                    _id: string | number;
                                    restaurantId: string | number;
                                    restaurantName: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    numberOfGuests: number;
                                    reservationDate: string;
                                    timeSlot: string;
                                    message: string;
                                    status: string;
                                    answerMessage: string;
                                    createdAt: string | number;
                                    answeredAt: string | number | null;
                                }[];
                                /** @default [] */
                                waitlist: {
                                    _id: string | number;
                                    restaurantId: string | number;
                                    restaurantName: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    numberOfGuests: number;
                                    date: string;
                                    from: string;
                                    to: string;
                                    status: string;
                                    createdAt: string | number;
                                    updatedAt: string | number;
                                }[];
                                account: {
                                    _id: string | number;
                                    name: string;
                                    email: string;
                                    createdAt: string | number;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/restaurant/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eine Seite der Gäste des Restaurants (offset, limit; 50 je Seite) mit Besuchen, No-Shows, Stornierungen, Tags und Notiz; Suche nach dem Anfang von Name, Nachname, E-Mail oder Telefonnummer (auch ihren letzten Ziffern), Filter nach Tag, Sortierung nach letztem Besuch oder Besuchen; total: alle Treffer, nextOffset: Beginn der nächsten Seite (Inhaber, Unterbenutzer, Admin) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    tag?: string;
                    sort?: "lastVisit" | "visits";
                    offset?: number | null;
                    limit?: number;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gäste */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                key: string;
                                name: string;
                                email: string;
                                phone: string;
                                visits: number;
                                noShows: number;
                                cancellations: number;
                                reservations: number;
                                firstVisit: string | null;
                                lastVisit: string | null;
                                averagePartySize: number | null;
                                nextReservation: string | null;
                                tags: string[];
                                staffTags: string[];
                                note: string;
                                updatedAt: string | number | null;
                                blocked: boolean;
                                blockedReason: string;
                                blockedAt: string | number | null;
                            }[];
                            total: number;
                            nextOffset: number | null;
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Löscht einen Gast bei diesem Restaurant (Art. 17 DSGVO): Reservierungen bleiben anonym, E-Mails werden gelöscht, ein Kundenkonto nur getrennt (Inhaber, Admin) */
        delete: {
            parameters: {
                query?: {
                    email?: string;
                    phone?: string;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                reservations: number;
                                mails: number;
                                /** @default 0 */
                                enquiries: number;
                                /** @default 0 */
                                waitlist: number;
                                accountUnlinked: boolean;
                                accountDeleted: boolean;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alles, was die Plattform über eine E-Mail-Adresse speichert, in allen Restaurants (Admin) */
        get: {
            parameters: {
                query: {
                    email: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Export */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                email: string;
                                phone: string;
                                restaurantId: string | number | null;
                                exportedAt: string | number;
                                reservations: {
                                    _id: string | number;
                                    restaurantId: string | number;
                                    restaurantName: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    numberOfGuests: number;
                                    reservationDate: string;
                                    timeSlot: string;
                                    status: string;
                                    specialRequests: string;
                                    source: string;
                                    tableNames: string[];
                                    createdAt: string | number;
                                    updatedAt: string | number;
                                    history: {
                                        /** @enum {string} */
                                        type: "created" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "reminder_sent" | "guest_confirmed" | "no_show" | "changed";
                                        /** @enum {string} */
                                        actor: "staff" | "guest" | "auto_confirm" | "system";
                                        at: string | number;
                                    }[];
                                }[];
                                mails: {
                                    _id: string | number;
                                    to: string;
                                    subject: string;
                                    text: string;
                                    status: string;
                                    createdAt: string | number;
                                    sentAt: string | number | null;
                                }[];
                                /** @default [] */
                                profiles: {
                                    restaurantId: string | number;
                                    note: string;
                                    tags: string[];
                                    updatedAt: string | number;
                                    /** @default false */
                                    blocked: boolean;
                                    /** @default  */
                                    blockedReason: string;
                                    /** @default null */
                                    blockedAt: string | number | null;
                                }[];
                                /** @default [] */
                                enquiries: {
                                    _id: string | number;
                                    restaurantId: string | number;
                                    restaurantName: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    numberOfGuests: number;
                                    reservationDate: string;
                                    timeSlot: string;
                                    message: string;
                                    status: string;
                                    answerMessage: string;
                                    createdAt: string | number;
                                    answeredAt: string | number | null;
                                }[];
                                /** @default [] */
                                waitlist: {
                                    _id: string | number;
                                    restaurantId: string | number;
                                    restaurantName: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    numberOfGuests: number;
                                    date: string;
                                    from: string;
                                    to: string;
                                    status: string;
                                    createdAt: string | number;
                                    updatedAt: string | number;
                                }[];
                                account: {
                                    _id: string | number;
                                    name: string;
                                    email: string;
                                    createdAt: string | number;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Löscht eine E-Mail-Adresse in allen Restaurants, mit Demo-Anfragen und dem Kundenkonto (Admin); Konten von Restaurants und Admins bleiben */
        delete: {
            parameters: {
                query: {
                    email: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                reservations: number;
                                mails: number;
                                /** @default 0 */
                                enquiries: number;
                                /** @default 0 */
                                waitlist: number;
                                accountUnlinked: boolean;
                                accountDeleted: boolean;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/guest-data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Der Gast fordert über den Link aus seiner E-Mail seine Daten bei diesem Restaurant an; sie gehen per E-Mail an die Adresse der Reservierung (Token; CORS) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Wird gesendet */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Message"];
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/guest-data-erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Der Gast löscht über den Link aus seiner E-Mail seine Daten bei diesem Restaurant, nach dem Besuch oder nach einer Stornierung (Token; CORS) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                reservations: number;
                                mails: number;
                                /** @default 0 */
                                enquiries: number;
                                /** @default 0 */
                                waitlist: number;
                                accountUnlinked: boolean;
                                accountDeleted: boolean;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Der angemeldete Kunde lädt alles herunter, was die Plattform über ihn speichert (Art. 15 DSGVO) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Export */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                email: string;
                                phone: string;
                                restaurantId: string | number | null;
                                exportedAt: string | number;
                                reservations: {
                                    _id: string | number;
                                    restaurantId: string | number;
                                    restaurantName: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    numberOfGuests: number;
                                    reservationDate: string;
                                    timeSlot: string;
                                    status: string;
                                    specialRequests: string;
                                    source: string;
                                    tableNames: string[];
                                    createdAt: string | number;
                                    updatedAt: string | number;
                                    history: {
                                        /** @enum {string} */
                                        type: "created" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "reminder_sent" | "guest_confirmed" | "no_show" | "changed";
                                        /** @enum {string} */
                                        actor: "staff" | "guest" | "auto_confirm" | "system";
                                        at: string | number;
                                    }[];
                                }[];
                                mails: {
                                    _id: string | number;
                                    to: string;
                                    subject: string;
                                    text: string;
                                    status: string;
                                    createdAt: string | number;
                                    sentAt: string | number | null;
                                }[];
                                /** @default [] */
                                profiles: {
                                    restaurantId: string | number;
                                    note: string;
                                    tags: string[];
                                    updatedAt: string | number;
                                    /** @default false */
                                    blocked: boolean;
                                    /** @default  */
                                    blockedReason: string;
                                    /** @default null */
                                    blockedAt: string | number | null;
                                }[];
                                /** @default [] */
                                enquiries: {
                                    _id: string | number;
                                    restaurantId: string | number;
                                    restaurantName: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    numberOfGuests: number;
                                    reservationDate: string;
                                    timeSlot: string;
                                    message: string;
                                    status: string;
                                    answerMessage: string;
                                    createdAt: string | number;
                                    answeredAt: string | number | null;
                                }[];
                                /** @default [] */
                                waitlist: {
                                    _id: string | number;
                                    restaurantId: string | number;
                                    restaurantName: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    numberOfGuests: number;
                                    date: string;
                                    from: string;
                                    to: string;
                                    status: string;
                                    createdAt: string | number;
                                    updatedAt: string | number;
                                }[];
                                account: {
                                    _id: string | number;
                                    name: string;
                                    email: string;
                                    createdAt: string | number;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Der angemeldete Kunde löscht sein Konto mit allen Daten; seine Reservierungen bleiben anonym (Art. 17 DSGVO; Passwort zur Bestätigung) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Gelöscht */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                reservations: number;
                                mails: number;
                                /** @default 0 */
                                enquiries: number;
                                /** @default 0 */
                                waitlist: number;
                                accountUnlinked: boolean;
                                accountDeleted: boolean;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/restaurant/{restaurantId}/hints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Für jede Reservierung (optional von/bis Datum) die Tags, Besuche, den wievielten Besuch und die Notiz ihres Gastes: eine Anfrage für eine ganze Liste */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gästeinformationen je Reservierung */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                [key: string]: {
                                    key: string;
                                    tags: string[];
                                    visits: number;
                                    visitNumber: number | null;
                                    noShows: number;
                                    note: string;
                                    blocked?: boolean;
                                    blockedReason?: string;
                                };
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/restaurant/{restaurantId}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ein Gastprofil mit allen Reservierungen (per ?email= oder ?phone=) */
        get: {
            parameters: {
                query?: {
                    email?: string;
                    phone?: string;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gastprofil */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                key: string;
                                name: string;
                                email: string;
                                phone: string;
                                visits: number;
                                noShows: number;
                                cancellations: number;
                                reservations: number;
                                firstVisit: string | null;
                                lastVisit: string | null;
                                averagePartySize: number | null;
                                nextReservation: string | null;
                                tags: string[];
                                staffTags: string[];
                                note: string;
                                updatedAt: string | number | null;
                                blocked: boolean;
                                blockedReason: string;
                                blockedAt: string | number | null;
                                history: {
                                    _id: string | number;
                                    /** Format: date */
                                    reservationDate: string;
                                    timeSlot: string;
                                    numberOfGuests: number;
                                    /** @enum {string} */
                                    status: "pending" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "no_show";
                                    tableName: string | null;
                                    specialRequests: string;
                                    source: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Notiz und Tags eines Gastes speichern (per ?email= oder ?phone=); die Zahlen kommen aus den Reservierungen */
        put: {
            parameters: {
                query?: {
                    email?: string;
                    phone?: string;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        note?: string;
                        /** @default [] */
                        tags?: string[];
                        blocked?: boolean;
                        blockedReason?: string;
                    };
                };
            };
            responses: {
                /** @description Gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                key: string;
                                name: string;
                                email: string;
                                phone: string;
                                visits: number;
                                noShows: number;
                                cancellations: number;
                                reservations: number;
                                firstVisit: string | null;
                                lastVisit: string | null;
                                averagePartySize: number | null;
                                nextReservation: string | null;
                                tags: string[];
                                staffTags: string[];
                                note: string;
                                updatedAt: string | number | null;
                                blocked: boolean;
                                blockedReason: string;
                                blockedAt: string | number | null;
                                history: {
                                    _id: string | number;
                                    /** Format: date */
                                    reservationDate: string;
                                    timeSlot: string;
                                    numberOfGuests: number;
                                    /** @enum {string} */
                                    status: "pending" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "no_show";
                                    tableName: string | null;
                                    specialRequests: string;
                                    source: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/guest-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** „Ich komme wie geplant“ über den Link aus der Erinnerung (Token; CORS): das Dashboard zeigt „Vom Gast bestätigt“ mit der Zeit; ein zweiter Klick ändert nichts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Zusage gespeichert */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Reservation"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gruppenanfrage senden (Widget, CORS): über maxOnlinePartySize bis 30 Personen; kleinere Gruppen 409 (online buchen) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerName: string;
                        customerEmail: string;
                        customerPhone?: string;
                        numberOfGuests: number;
                        /** Format: date */
                        reservationDate: string;
                        timeSlot: string;
                        message?: string;
                        /** @enum {string} */
                        language?: "de" | "en";
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Anfrage eingegangen (offen) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Enquiry"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Online-Reservierung für diesen Gast gesperrt (code online_booking_unavailable; die Nachricht nennt die Telefonnummer des Restaurants) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enquiries/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gruppenanfrage senden (Widget, CORS): über maxOnlinePartySize bis 30 Personen; kleinere Gruppen 409 (online buchen)
         * @description Ältere Adresse, an der `{restaurantId}` steht, wo `/api/enquiries/{id}` sonst eine Anfrage meint; eindeutig: `POST /api/restaurants/{restaurantId}/enquiries`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerName: string;
                        customerEmail: string;
                        customerPhone?: string;
                        numberOfGuests: number;
                        /** Format: date */
                        reservationDate: string;
                        timeSlot: string;
                        message?: string;
                        /** @enum {string} */
                        language?: "de" | "en";
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Anfrage eingegangen (offen) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Enquiry"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Online-Reservierung für diesen Gast gesperrt (code online_booking_unavailable; die Nachricht nennt die Telefonnummer des Restaurants) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enquiries/restaurant/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Anfragen eines Restaurants (Personal), neueste zuerst */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Anfragen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: components["schemas"]["Enquiry"][];
                        };
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stand der Anfrage über den Link aus der E-Mail (Token; CORS) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Anfrage */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                _id: string;
                                restaurantId: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "declined";
                                customerName: string;
                                customerEmail: string;
                                customerPhone: string;
                                numberOfGuests: number;
                                reservationDate: string;
                                timeSlot: string;
                                message: string;
                                answerMessage: string;
                                reservationId: string | null;
                                createdAt: string;
                                answeredAt: string | null;
                                /** @enum {string} */
                                language: "de" | "en";
                                restaurant: {
                                    name: string;
                                    address: string;
                                    phone: string;
                                    email: string;
                                };
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Anfrage beantworten (Personal): angenommen mit Uhrzeit und Tischen (bestätigte Reservierung) oder abgelehnt mit Nachricht; nur offene (sonst 409) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "accepted";
                        timeSlot: string;
                        tableIds: string[];
                    } | {
                        /** @enum {string} */
                        status: "declined";
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Beantwortet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Enquiry"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurants/{restaurantId}/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Auf die Warteliste (Widget, CORS): nur wenn im Zeitfenster kein Slot frei ist (sonst 409 slots_available mit times) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerName: string;
                        customerEmail: string;
                        customerPhone?: string;
                        numberOfGuests: number;
                        /** Format: date */
                        date: string;
                        from: string;
                        to: string;
                        /** @enum {string} */
                        language?: "de" | "en";
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Auf der Warteliste (wartet) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["WaitlistEntry"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Online-Reservierung für diesen Gast gesperrt (code online_booking_unavailable; die Nachricht nennt die Telefonnummer des Restaurants) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Auf die Warteliste (Widget, CORS): nur wenn im Zeitfenster kein Slot frei ist (sonst 409 slots_available mit times)
         * @description Ältere Adresse, an der `{restaurantId}` steht, wo `/api/waitlist/{id}` sonst einen Eintrag meint; eindeutig: `POST /api/restaurants/{restaurantId}/waitlist`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customerName: string;
                        customerEmail: string;
                        customerPhone?: string;
                        numberOfGuests: number;
                        /** Format: date */
                        date: string;
                        from: string;
                        to: string;
                        /** @enum {string} */
                        language?: "de" | "en";
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Auf der Warteliste (wartet) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["WaitlistEntry"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Online-Reservierung für diesen Gast gesperrt (code online_booking_unavailable; die Nachricht nennt die Telefonnummer des Restaurants) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Zu viele Versuche */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/restaurant/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Warteliste eines Tages (Personal): aktive zuerst, dann nach Eintragszeit */
        get: {
            parameters: {
                query: {
                    date: string;
                };
                header?: never;
                path: {
                    restaurantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Einträge */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: components["schemas"]["WaitlistEntry"][];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Der Eintrag über den Link aus der E-Mail (Token) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Eintrag */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                _id: string | number;
                                restaurantId: string | number;
                                /** @enum {string} */
                                status: "waiting" | "offered" | "booked" | "left" | "removed" | "expired";
                                customerName: string;
                                customerEmail: string;
                                customerPhone: string;
                                numberOfGuests: number;
                                date: string;
                                from: string;
                                to: string;
                                /** @enum {string} */
                                language: "de" | "en";
                                offer: {
                                    _id: string | number;
                                    timeSlot: string;
                                    tableIds: string[];
                                    tableNumbers: string[];
                                    expiresAt: string;
                                    /** @enum {string} */
                                    offeredBy: "auto" | "staff";
                                } | null;
                                reservationId: string | null;
                                createdAt: string;
                                updatedAt: string;
                                restaurant: {
                                    name: string;
                                    address: string;
                                    phone: string;
                                    email: string;
                                    timeZone: string;
                                };
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Warteliste verlassen (Gast, mit Token) oder Eintrag entfernen (Personal, ohne Token); ein offenes Angebot geht an den nächsten Gast */
        delete: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Verlassen / entfernt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["WaitlistEntry"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Angebot annehmen (Gast, Token): bucht die gehaltenen Tische als bestätigte Reservierung; 409 offer_expired / waitlist_entry_closed */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gebucht */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                entry: components["schemas"]["WaitlistEntry"];
                                reservationId: string;
                            };
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Angebot ablehnen (Gast, Token): der Tisch geht an den nächsten Gast, der Eintrag wartet weiter */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Abgelehnt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["WaitlistEntry"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{id}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tisch anbieten (Personal): Uhrzeit und Tische, 15 Minuten gehalten, per E-Mail angeboten */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        timeSlot: string;
                        tableIds: string[];
                    };
                };
            };
            responses: {
                /** @description Angeboten */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["WaitlistEntry"];
                        };
                    };
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht angemeldet */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Keine Berechtigung (falsche Rolle oder anderes Restaurant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Konflikt */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Inhalt der Buchungsseite /r/{slug} eines Restaurants (öffentlich, zwischenspeicherbar)
         * @description Öffentliche Angaben, Öffnungszeiten (Montag zuerst), besondere Tage der nächsten sechs Wochen und einige Gerichte; `indexable` ist false für ein nicht gelistetes oder ein Demo-Restaurant. Ein Slug, den das Restaurant aufgegeben hat, antwortet 301 auf den aktuellen. 404 für einen unbekannten Slug oder ein Restaurant, dessen Inhaber nicht bestätigt oder deaktiviert ist. Mit `Cache-Control` und `ETag` (304 bei `If-None-Match`).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Die Buchungsseite */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: components["schemas"]["BookingPage"];
                        };
                    };
                };
                /** @description Ein früherer Slug des Restaurants: dauerhaft weitergeleitet (`Location`) auf `/api/booking-pages/{aktueller Slug}` */
                301: {
                    headers: {
                        Location: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Ungültige Eingabe */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Nicht gefunden */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        User: {
            _id: string;
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: "Admin" | "Gastro" | "customer";
            isSubuser: boolean;
            parentUserId: string | null;
            restaurantId: string | null;
            created_at: string;
            emailVerified?: boolean;
            emailVerifiedAt?: string | null;
            deactivated?: boolean;
            isDemo?: boolean;
        };
        Error: {
            /** @enum {boolean} */
            success: false;
            message: string;
            errors?: {
                path: string;
                message: string;
            }[];
            errorCode?: string;
            code: components["schemas"]["ErrorCode"];
        };
        /** @enum {string} */
        ErrorCode: "validation" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "gone" | "payload_too_large" | "unsupported_media_type" | "rate_limited" | "internal" | "slot_taken" | "no_fitting_tables" | "closed" | "slot_past" | "slot_not_offered" | "status_change_not_allowed" | "too_late_to_cancel" | "already_paid" | "not_all_delivered" | "version_conflict" | "reservation_not_editable" | "restaurant_unavailable" | "beyond_horizon" | "same_day_closed" | "pacing_full" | "online_capacity_reached" | "reset_link_invalid" | "enquiry_required" | "book_online" | "enquiry_not_open" | "slots_available" | "offer_expired" | "waitlist_entry_closed" | "online_booking_unavailable" | "table_busy" | "table_free_until" | "change_cutoff" | "verify_invalid" | "verify_expired" | "verify_used" | "email_not_verified" | "account_deactivated" | "verify_password_required" | "push_endpoint_refused" | "upload_quota_bytes" | "upload_quota_files" | "slug_taken" | "not_self" | "last_admin" | "demo_caller" | "erase_not_yet" | "upcoming_reservation";
        Message: {
            success: boolean;
            message: string;
        };
        Restaurant: {
            _id: string;
            id: string;
            name: string;
            slug: string;
            address: string;
            cuisine: string;
            description: string;
            phone: string;
            email: string;
            website: string;
            bannerUrl: string | null;
            ownerId: string;
            user_id: string;
            timeZone: string;
            isDemo: boolean;
            listed?: boolean;
            ownerName?: string;
            ownerEmail?: string;
        };
        RestaurantConfig: {
            _id: string;
            id: string;
            userId: string;
            restaurantId: string;
            restaurantName: string;
            restaurant_name: string;
            openingHours: {
                [key: string]: {
                    isOpen: boolean;
                    openTime: string;
                    closeTime: string;
                    hasLunchBreak: boolean;
                    lunchBreakStart: string;
                    lunchBreakEnd: string;
                };
            };
            reservationDuration: number;
            stayDurations: {
                maxGuests?: number;
                minutes: number;
            }[];
            maxOnlinePartySize: number;
            slotInterval: number;
            bookingLeadTime: number;
            autoConfirmReservations: boolean;
            emailNotificationsEnabled: boolean;
            regularGuestVisits: number;
            autoBlockNoShows: number | null;
            reminderEnabled: boolean;
            reserveWithGoogle: boolean;
            /** @enum {string} */
            reminderTiming: "24h" | "morning";
            bookingHorizonDays: number;
            sameDayCutoff: string | null;
            pacing: {
                windowMinutes: 15 | 30 | 60;
                maxGuests: number | null;
                maxBookings: number | null;
            } | null;
            onlineSeatShare: number;
            changeCutoffHours: number;
            timeZone: string;
            reservationRetentionMonths: number | null;
            platformReservationRetentionMonths: number;
            updatedAt: string;
        };
        SpecialHour: {
            _id: string;
            id: string;
            title: string;
            type: string;
            startDate: string;
            endDate: string;
            isRecurring: boolean;
            isClosed: boolean;
            customHours: {
                openTime: string;
                closeTime: string;
            } | null;
            description: string;
            userId: string;
            restaurantId: string;
        };
        TableCombination: {
            _id: string;
            id: string;
            restaurantId: string;
            name: string;
            tableIds: string[];
            tables: {
                _id: string;
                tableNumber: string;
                name: string;
                seats: number;
                internal: boolean;
            }[];
            /** @description Die Plätze aller Tische zusammen. */
            seats: number;
            /** @description Ein Tisch ist „Nur intern“: online wird die Kombination nie vergeben. */
            internal: boolean;
            createdAt: string;
        };
        Table: {
            _id: string;
            id: string;
            name: string;
            seats: number;
            tableNumber: string;
            location: string;
            restaurantId: string;
            roomId: string | null;
            position: {
                x: number;
                y: number;
                rotation: number;
            };
            /** @description „Nur intern“: online wird der Tisch nie vergeben (auch nicht in einer Kombination). */
            internal: boolean;
        };
        Room: {
            _id: string;
            id: string;
            restaurantId: string;
            name: string;
            width: number;
            height: number;
            shape: {
                x: number;
                y: number;
            }[];
            color: string;
        };
        MenuItem: {
            _id: string;
            id: string;
            name: string;
            price: number;
            /** @enum {string} */
            type: "drink" | "appetizer" | "main" | "dessert";
            userId: string;
            restaurantId: string;
        };
        TimeSlots: {
            /** @enum {boolean} */
            success: true;
            message: string;
            date: {
                formatted: string;
                dayName: string;
                iso: string;
            };
            guests: number;
            today?: string;
            closed: boolean;
            timeSlots: {
                time: string;
                available: boolean;
                status: string;
            }[];
        };
        NextFreeTimes: {
            /** @enum {boolean} */
            success: true;
            message: string;
            from: string;
            until: string;
            guests: number;
            times: {
                date: string;
                time: string;
            }[];
        };
        Reservation: {
            _id: string;
            id: string;
            reference: string;
            restaurantId: string;
            restaurantName: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "arrived" | "seated" | "completed" | "cancelled" | "no_show";
            reservationDate: string;
            date: string;
            timeSlot: string;
            numberOfGuests: number;
            customerName: string;
            customerEmail: string;
            customerPhone: string;
            specialRequests: string;
            tableId: string | null;
            tableIds: string[];
            isTableCombination: boolean;
            tableNumbers: string[];
            tableName: string | null;
            tables: {
                _id: string;
                tableNumber: string;
                name: string;
                seats: number;
            }[];
            startsAt: string;
            endsAt: string;
            source: string;
            created_at: string;
            updated_at: string;
            reminderSentAt: string | null;
            guestConfirmedAt: string | null;
            arrivedAt: string | null;
            seatedAt: string | null;
            completedAt: string | null;
            /** @enum {string} */
            language: "de" | "en";
        };
        SeatNowRefusal: {
            /** @enum {boolean} */
            success: false;
            code: string;
            message: string;
            freeFrom?: string | null;
            freeUntil?: string;
            freeMinutes?: number;
        };
        Order: {
            _id: string;
            id: string;
            restaurantId: string;
            tableId: string | null;
            tableName: string;
            customerName: string;
            /** @enum {string} */
            orderType: "dine-in" | "takeaway";
            items: {
                menuItemId: string;
                name: string;
                price: number;
                quantity: number;
                type: string;
                delivered: boolean;
            }[];
            totalAmount: number;
            status: string;
            created_at: string;
            updated_at: string;
            payment: {
                paidAt: string;
                finalAmount: number;
                tip: number;
                /** @enum {string} */
                paymentMethod: "cash" | "card";
                paymentId: string;
            } | null;
        };
        PaymentResult: {
            paymentId: string;
            paidAt: string;
            finalAmount: number;
            tip: number;
            /** @enum {string} */
            paymentMethod: "cash" | "card";
            orders: {
                orderId: string;
                amount: number;
                tip: number;
            }[];
        };
        PaymentRecord: {
            _id: string;
            orderId: string;
            restaurantId: string;
            tableName: string;
            totalAmount: number;
            paidAt: string;
            finalAmount: number;
            tip: number;
            /** @enum {string} */
            paymentMethod: "cash" | "card";
            created_at: string;
        };
        Enquiry: {
            _id: string;
            restaurantId: string;
            /** @enum {string} */
            status: "open" | "accepted" | "declined";
            customerName: string;
            customerEmail: string;
            customerPhone: string;
            numberOfGuests: number;
            reservationDate: string;
            timeSlot: string;
            message: string;
            answerMessage: string;
            reservationId: string | null;
            createdAt: string;
            answeredAt: string | null;
            /** @enum {string} */
            language: "de" | "en";
        };
        WaitlistEntry: {
            _id: string | number;
            restaurantId: string | number;
            /** @enum {string} */
            status: "waiting" | "offered" | "booked" | "left" | "removed" | "expired";
            customerName: string;
            customerEmail: string;
            customerPhone: string;
            numberOfGuests: number;
            date: string;
            from: string;
            to: string;
            /** @enum {string} */
            language: "de" | "en";
            offer: {
                _id: string | number;
                timeSlot: string;
                tableIds: string[];
                tableNumbers: string[];
                expiresAt: string;
                /** @enum {string} */
                offeredBy: "auto" | "staff";
            } | null;
            reservationId: string | null;
            createdAt: string;
            updatedAt: string;
        };
        BookingPage: {
            restaurantId: string;
            slug: string;
            name: string;
            cuisine: string;
            description: string;
            address: string;
            phone: string;
            website: string;
            bannerUrl: string | null;
            url: string;
            indexable: boolean;
            timeZone: string;
            openingHours: {
                /** @enum {string} */
                weekday: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                periods: {
                    start: string;
                    end: string;
                }[];
            }[];
            specialDays: {
                title: string;
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                closed: boolean;
                periods: {
                    start: string;
                    end: string;
                }[];
            }[];
            menuHighlights: {
                name: string;
                priceCents: number;
                /** @enum {string} */
                type: "drink" | "appetizer" | "main" | "dessert";
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
