import { CircleUser, LogIn } from "lucide-react";
import { Link } from "react-router";
import { useT } from "#app/i18n/language.tsx";
import { useAuth } from "#app/ui/auth-context.tsx";

/**
 * Header entry: 'Sign in' for visitors, the account page when signed in. Prerendered pages are
 * the same for everyone, so until the session is known both are rendered and CSS shows the one
 * this browser's flag predicts (html[data-signed-in], set before the first paint): a signed-in
 * visitor never sees "Sign in" flash, and nothing moves when the session arrives.
 */
export function AccountLink() {
  const t = useT();
  const { user, profile, isLoading } = useAuth();
  const account = (
    <Link
      to="/account"
      className={`icon-button gap-1 px-2 text-sm font-medium ${isLoading ? "when-signed-in" : ""}`}
      data-testid="account-link"
    >
      <CircleUser aria-hidden="true" className="size-5" />
      <span className="hidden max-w-28 truncate xl:inline">{profile?.username ?? t("nav.account")}</span>
      <span className="sr-only xl:hidden">{t("nav.account")}</span>
    </Link>
  );
  const signIn = (
    <Link
      to="/login"
      className={`icon-button gap-1 px-2 text-sm font-medium ${isLoading ? "when-signed-out" : ""}`}
      data-testid="sign-in-link"
    >
      <LogIn aria-hidden="true" className="size-5" />
      <span className="hidden xl:inline">{t("nav.signIn")}</span>
      <span className="sr-only xl:hidden">{t("nav.signIn")}</span>
    </Link>
  );
  if (isLoading)
    return (
      <>
        {signIn}
        {account}
      </>
    );
  return user ? account : signIn;
}
