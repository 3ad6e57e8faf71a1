import { lazy, Suspense, useEffect, useState } from "react";

// Sonner's Toaster is only needed once something toasts; load it after hydration so it
// stays out of the first paint's JavaScript. Brief section 9: 4000 ms, 3 visible, Alt+T.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster duration={4000} visibleToasts={3} hotkey={["altKey", "KeyT"]} closeButton richColors />
    </Suspense>
  );
}
