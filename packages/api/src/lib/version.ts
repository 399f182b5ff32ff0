/** The release of the API and dashboard, shown in the admin's System Info and the OpenAPI document. */
export const appVersion = "1.0.0";
