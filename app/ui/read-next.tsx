import { Link } from "react-router";

/** "Read next": the pages a calculator or tool page suggests, as a grid of cards. */
export function ReadNext({ links }: { links: readonly { path: string; title: string }[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="related-heading" className="mt-10">
      <h2 id="related-heading" className="text-xl font-bold">
        Read next
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="block h-full rounded-xl border border-border p-4 font-medium hover:border-brand"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
