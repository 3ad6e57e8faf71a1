import {
  changePassword,
  deleteAccount,
  forgotPassword,
  login,
  logout,
  register,
  resetPassword,
  sessionState,
  updateProfile,
} from "~/server/auth/account.server.ts";
import { getConfig } from "~/server/config.server.ts";
import { isSameOrigin, json, readBody } from "~/server/request.server.ts";
import type { Route } from "./+types/account";

const handlers = {
  register,
  login,
  logout: (request: Request) => logout(request),
  "forgot-password": forgotPassword,
  "reset-password": resetPassword,
  password: changePassword,
  profile: updateProfile,
  delete: (request: Request) => deleteAccount(request),
} as const;

// POST /api/account/{register,login,logout,forgot-password,reset-password,password,profile,delete}
export async function action({ request, params }: Route.ActionArgs) {
  const handler = handlers[params.operation as keyof typeof handlers];
  if (!handler) return json({ error: "Not found" }, 404);
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
  if (!isSameOrigin(request, getConfig().site.url)) return json({ error: "Cross-site request refused" }, 403);
  const body = await readBody(request);
  if (body === "too-large") return json({ error: "Request too large" }, 413);
  if (!body) return json({ error: "Send JSON or a form" }, 400);
  return handler(request, body);
}

// GET /api/account/session: the signed-in user, session expiry and profile (or nulls).
export function loader({ request, params }: Route.LoaderArgs) {
  if (params.operation === "session") return sessionState(request);
  return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
}
