// Where the screens import the API's errors from; the calls themselves go through `client.ts`.
export { ApiError, NetworkError, serverMessageOr } from "./api-errors.ts";
