import { accountAction, accountLoader } from "#app/features/accounts/account-api.server.ts";

// /api/account/{operation}: POST for changes, GET for the session and the confirmation link.
export const action = accountAction;
export const loader = accountLoader;
