import { createHash, randomBytes } from "node:crypto";

// The quiz visitor cookie: a random token given to a browser that starts a quiz while signed
// out. Its hash is stored with the draw, so only that browser can later claim a pass for the
// account it signs in to (a shared result link is not enough).
export const visitorCookieName = "niveshshala.quiz_visitor";
const maxAgeSeconds = 30 * 24 * 60 * 60;

export function readVisitorToken(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === visitorCookieName) {
      const value = rest.join("=");
      return /^[0-9a-f]{32}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function newVisitorToken(): string {
  return randomBytes(16).toString("hex");
}

export function visitorHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function visitorCookie(token: string, secure: boolean): string {
  return `${visitorCookieName}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
