import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The page is complete HTML already; hydrate when the browser is idle (or after 1 ms where
// requestIdleCallback is missing) so the first paint and input are never delayed.
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (typeof window.requestIdleCallback === "function") {
  window.requestIdleCallback(hydrate);
} else {
  window.setTimeout(hydrate, 1);
}
