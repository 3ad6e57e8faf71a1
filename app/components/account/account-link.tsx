import { CircleUser, LogIn } from "lucide-react";
import { Link } from "react-router";
import { useT } from "~/i18n/language.tsx";
import { useAuth } from "./auth-context.tsx";

/** Header entry: 'Sign in' for visitors, the account page when signed in. */
export function AccountLink() {
  const t = useT();
  const { user, profile } = useAuth();
  if (user) {
    return (
      <Link to="/account" className="icon-button gap-1 px-2 text-sm font-medium" data-testid="account-link">
        <CircleUser aria-hidden="true" className="size-5" />
        <span className="hidden max-w-28 truncate xl:inline">{profile?.username ?? t("nav.account")}</span>
        <span className="sr-only xl:hidden">{t("nav.account")}</span>
      </Link>
    );
  }
  return (
    <Link to="/login" className="icon-button gap-1 px-2 text-sm font-medium" data-testid="sign-in-link">
      <LogIn aria-hidden="true" className="size-5" />
      <span className="hidden xl:inline">{t("nav.signIn")}</span>
      <span className="sr-only xl:hidden">{t("nav.signIn")}</span>
    </Link>
  );
}
