import { data } from "react-router";
import { NotFound } from "#app/shell/not-found.tsx";
import type { Route } from "./+types/not-found";

// Every path the route table does not know: HTTP 404 with the brief's not-found screen.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
