import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

// The client auth context of the brief (section 3): user, session, profile, isLoading and
// login, register, resetPassword, updateProfile, logout. Anonymous visitors make no request:
// the session is only fetched when this browser signed in before (a local flag).
export interface AuthUser {
  id: string;
  email: string;
}
export interface AuthProfile {
  id: string;
  username: string;
  updated_at: string;
  /** "Name on certificates" (null: the username is printed). */
  certificate_name?: string | null;
}
export interface AuthSession {
  expires_at: string;
}
export interface AuthResult {
  ok: boolean;
  error?: string;
  issues?: { field: string; message: string }[];
  message?: string;
}

interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  profile: AuthProfile | null;
  isLoading: boolean;
  login(email: string, password: string): Promise<AuthResult>;
  /**
   * Sends the confirmation link; the password is chosen on the page it opens. `next`: where
   * that page goes once the account is made (default the account page).
   */
  register(email: string, username?: string, next?: string): Promise<AuthResult>;
  resetPassword(password: string, token?: string): Promise<AuthResult>;
  updateProfile(username: string, certificateName?: string): Promise<AuthResult>;
  logout(): Promise<void>;
  refresh(): Promise<void>;
}

const signedInFlag = "signedIn";
const AuthContext = createContext<AuthContextValue | null>(null);

export async function postAccount(
  operation: string,
  body: Record<string, unknown>,
): Promise<AuthResult & Record<string, unknown>> {
  try {
    const response = await fetch(`/api/account/${operation}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { ...data, ok: response.ok };
  } catch {
    return { ok: false, error: "" };
  }
}

function setFlag(on: boolean) {
  // The header's first paint reads this attribute (lib/theme.ts sets it from the flag).
  document.documentElement.toggleAttribute("data-signed-in", on);
  try {
    if (on) window.localStorage.setItem(signedInFlag, "1");
    else window.localStorage.removeItem(signedInFlag);
  } catch {
    // Without storage the session is still fetched on account pages.
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [session, setSession] = useState<AuthSession | null>(null);
  const [profile, setProfile] = useState<AuthProfile | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const sessionRef = useRef<AuthSession | null>(null);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/account/session", { credentials: "same-origin" });
      const data = (await response.json()) as {
        user: AuthUser | null;
        session: AuthSession | null;
        profile: AuthProfile | null;
      };
      setUser(data.user);
      setSession(data.session);
      sessionRef.current = data.session;
      setProfile(data.user ? data.profile : null);
      setFlag(Boolean(data.user));
    } catch {
      // Offline: keep what we had.
    } finally {
      setIsLoading(false);
    }
  }, []);

  useEffect(() => {
    let flagged = false;
    try {
      flagged = window.localStorage.getItem(signedInFlag) === "1";
    } catch {
      flagged = false;
    }
    const accountPage = /^\/(account|reset-password|login|register|confirm-email)/.test(
      window.location.pathname,
    );
    if (flagged || accountPage) void refresh();
    else setIsLoading(false);
    // Brief section 9: check every 30 s and refresh when 90 s of the session remain.
    const timer = window.setInterval(() => {
      const expires = sessionRef.current ? Date.parse(sessionRef.current.expires_at) : Number.NaN;
      if (Number.isFinite(expires) && expires - Date.now() < 90_000) void refresh();
    }, 30_000);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      session,
      profile,
      isLoading,
      refresh,
      async login(email, password) {
        const result = await postAccount("login", { email, password });
        if (result.ok) await refresh();
        else if (!result.error) result.error = "Login failed. Please try again.";
        return result;
      },
      async register(email, username, next) {
        // Nobody is signed in by registering: the emailed link confirms the address first.
        const result = await postAccount("register", {
          email,
          username: username ?? "",
          ...(next ? { next } : {}),
        });
        if (!result.ok && !result.error) result.error = "Registration failed";
        return result;
      },
      async resetPassword(password, token) {
        if (!token)
          return { ok: false, error: user ? "Use the link from your reset email" : "No user logged in" };
        const result = await postAccount("reset-password", { password, token });
        if (!result.ok && !result.error) result.error = "Password reset failed";
        return result;
      },
      async updateProfile(username, certificateName) {
        if (!user) return { ok: false, error: "No user logged in" };
        const result = await postAccount(
          "profile",
          certificateName === undefined ? { username } : { username, certificateName },
        );
        if (result.ok) setProfile((result as { profile?: AuthProfile }).profile ?? null);
        else if (!result.error) result.error = "Profile update failed";
        return result;
      },
      async logout() {
        await postAccount("logout", {});
        setUser(null);
        setSession(null);
        sessionRef.current = null;
        setProfile(null);
        setFlag(false);
      },
    }),
    [user, session, profile, isLoading, refresh],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
