import {
  AccountManager,
  ForgotPasswordForm,
  LoginForm,
  RegisterForm,
  ResetPasswordForm,
} from "~/components/account/account-forms.tsx";
import { PageHeader } from "~/components/content/page-header.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { siteFromMatches } from "~/lib/site.ts";
import { requirePage } from "~/server/page-loader.server.ts";
import type { Route } from "./+types/page";

// Sign-in, registration, password and account screens (rendered per request, not indexed).
export function loader({ url }: Route.LoaderArgs) {
  return requirePage(url);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return pageMeta(siteFromMatches(matches), loaderData.page);
};

const forms: Record<string, () => React.ReactNode> = {
  "/login": () => <LoginForm />,
  "/register": () => <RegisterForm />,
  "/forgot-password": () => <ForgotPasswordForm />,
  "/reset-password": () => <ResetPasswordForm />,
  "/account": () => <AccountManager />,
};

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const form = forms[loaderData.page.path];
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <PageHeader page={loaderData.page} trail={loaderData.trail} />
      {form ? form() : null}
    </div>
  );
}
