export type Theme = "light" | "dark";
/** localStorage key holding the visitor's theme, as the brief specifies. */
export const themeStorageKey = "theme";

/**
 * Runs in <head> before the body paints: a stored theme wins, otherwise the system
 * preference. It also marks a browser that signed in before (the account context's flag), so
 * the shared prerendered header shows the account entry, not "Sign in", until the session is
 * known (components/account/account-link.tsx). Kept tiny and dependency-free because it is inlined (and hashed for the CSP).
 */
export const themeInitScript = `(function(){try{var t=localStorage.getItem("${themeStorageKey}");if(t!=="light"&&t!=="dark"){t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}var r=document.documentElement;r.classList.toggle("dark",t==="dark");r.style.colorScheme=t;var l=localStorage.getItem("language");if(l==="hi"||l==="en")r.lang=l;if(localStorage.getItem("signedIn")==="1")r.setAttribute("data-signed-in","")}catch(e){}})();`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage can be unavailable; the theme still applies for this page view.
  }
}
