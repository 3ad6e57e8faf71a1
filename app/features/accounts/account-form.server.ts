import { type ActionFunctionArgs, data, redirect } from "react-router";
import { defaultApiMessages, failureStatus, prepareCall } from "#app/platform/api.server.ts";
import { servicesOf } from "#app/platform/context.server.ts";
import { readBody } from "#app/platform/request.server.ts";
import type { Client, Outcome } from "./account.server.ts";
import { type AccountOperation, accountOperations, failureAnswer } from "./account-operations.server.ts";
import { ReturnPathSchema } from "./schema.ts";

// The account pages' own form posts. With JavaScript the forms call /api/account/*; before
// the scripts have loaded, or without JavaScript, the browser posts the same form to the page
// (method="post", so a password never goes into an address) and this runs the same operation:
// the same checks, limits and messages, then a redirect (signed in, changed) or the page again
// with the message and what was typed, passwords excepted.

/** What the page shows after a post that did not redirect. */
export interface AccountFormResult {
  /** Which form on the page answered ("login", "password"...). */
  form: string;
  error?: string;
  issues?: { field: string; message: string }[];
  /** What was typed, to put back in the form; never a password. */
  values?: Record<string, string>;
  /** The confirmation to show instead of the form (a mail was sent, the password was set). */
  done?: string;
}

/** The forms each page may post (the account page has several, told apart by `intent`). */
const pageForms = new Map<string, readonly string[]>([
  ["/login", ["login"]],
  ["/register", ["register"]],
  ["/confirm-email", ["confirm-email"]],
  ["/forgot-password", ["forgot-password"]],
  ["/reset-password", ["reset-password"]],
  ["/account", ["profile", "password", "delete", "logout"]],
]);

/** Fields put back into the form after a refusal: anything but a password. */
const keptFields = ["email", "username", "certificateName", "next", "token"];

function keptValues(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    keptFields.flatMap((name) => (typeof fields[name] === "string" ? [[name, fields[name] as string]] : [])),
  );
}

/** A path on this site to go to after signing in, from the form or the page's address. */
function nextPath(fields: Record<string, unknown>, url: URL, fallback: string): string {
  const candidate = typeof fields.next === "string" ? fields.next : (url.searchParams.get("next") ?? "");
  const parsed = ReturnPathSchema.safeParse(candidate);
  return parsed.success ? parsed.data : fallback;
}

function withCookies(response: Response, outcome: Outcome<Record<string, unknown>>): Response {
  const headers = (outcome as { headers?: Headers }).headers;
  for (const cookie of headers?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** Where a success goes: a redirect (sessions changed), or the page with its confirmation. */
function succeed(
  form: string,
  outcome: Outcome<Record<string, unknown>>,
  fields: Record<string, unknown>,
  url: URL,
) {
  const message = (outcome as { message?: unknown }).message;
  switch (form) {
    case "login":
      return withCookies(redirect(nextPath(fields, url, "/account"), 303), outcome);
    case "confirm-email":
      return withCookies(redirect(nextPath(fields, url, "/account"), 303), outcome);
    case "register":
    case "forgot-password":
      return data<AccountFormResult>({ form, done: typeof message === "string" ? message : "" });
    case "reset-password":
      return data<AccountFormResult>({ form, done: "Your password has been changed." });
    case "logout":
      return withCookies(redirect("/", 303), outcome);
    case "delete":
      return withCookies(redirect("/account?done=deleted", 303), outcome);
    default:
      // Profile and password: back to the account page, which says what changed.
      return withCookies(redirect(`/account?done=${form}`, 303), outcome);
  }
}

function refuse(
  form: string,
  status: number,
  answer: Omit<AccountFormResult, "form">,
  headers: Record<string, string> = {},
) {
  return data<AccountFormResult>({ form, ...answer }, { status, headers });
}

/** The action of an account page (`path` is the page-table path: /login, /account...). */
export async function accountFormAction(args: ActionFunctionArgs, path: string) {
  const { request, context } = args;
  const url = new URL(request.url);
  // The account page's forms are told apart by the body's `intent`, so the body (at most
  // 16 KiB, as for the API) is read before the chosen form's checks.
  const body = request.method === "POST" ? await readBody(request) : undefined;
  const intent = body?.kind === "ok" && typeof body.fields.intent === "string" ? body.fields.intent : "";
  const forms = pageForms.get(path) ?? [];
  const form = forms.length === 1 ? forms[0] : forms.includes(intent) ? intent : undefined;
  const operation: AccountOperation | undefined = form ? accountOperations.get(form) : undefined;
  if (!form || !operation) return refuse(intent, 400, { error: "This form cannot be sent here." });
  const messages = { ...defaultApiMessages, ...operation.messages };
  let prepared: Awaited<ReturnType<typeof prepareCall>> | undefined;
  try {
    prepared = await prepareCall(operation, args, body);
    if (!prepared.ok) {
      const { status, error, issues, headers } = prepared;
      return refuse(
        form,
        status,
        { error, ...(issues ? { issues } : {}), values: keptValues(prepared.fields) },
        headers,
      );
    }
    const { call, fields } = prepared;
    const client: Client = { ip: call.clientIp, headers: request.headers };
    const outcome = await operation.run(call.services, call.input, client);
    if (outcome.ok) return succeed(form, outcome, fields, url);
    const answer = failureAnswer(outcome);
    return refuse(
      form,
      answer.status,
      {
        error: answer.error,
        ...(answer.issues ? { issues: answer.issues } : {}),
        values: keptValues(fields),
      },
      answer.retryAfterSeconds ? { "Retry-After": String(answer.retryAfterSeconds) } : {},
    );
  } catch (error) {
    const services = servicesOf(context);
    const log = prepared?.ok ? prepared.call.log : services.logger;
    const failed = failureStatus(error, request, log, messages);
    const values = prepared ? keptValues(prepared.fields) : {};
    return refuse(form, failed.status, { error: failed.error, values }, failed.headers);
  }
}
