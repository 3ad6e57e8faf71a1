// Prerendered pages are complete HTML, so their JavaScript only adds interactivity. React
// Router's output preloads every module from <head> and imports them as soon as the parser
// reaches the end of <body>; on a slow phone those downloads compete with the page's own
// bytes and the first paint. This rewrite starts the same downloads once the first
// contentful paint is on screen instead, all at once (no request waterfall), and then
// hydrates as before.

const modulePreloadPattern = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefPattern = /\bhref="([^"]+)"/;
const routeModulesScriptPattern = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** Starts the modules anyway if no paint has been reported by then (a background tab). */
const fallbackMs = 3000;
// `import * as route0 from "…";` for route modules, `import "…";` for the route manifest.
const staticImportPattern = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/gm;

/** The page's HTML with module loading moved after first paint, or the HTML unchanged. */
export function deferHydration(html: string): string {
  const scriptMatch = html.match(routeModulesScriptPattern);
  if (!scriptMatch) return html;
  const [wholeScript, openTag, body, closeTag] = scriptMatch;
  const imports = [...(body ?? "").matchAll(staticImportPattern)].map((match) => ({
    name: match[1] ?? "",
    specifier: match[2] ?? "",
  }));
  // Anything else (an import map, HMR) means this is not the shape we know: leave it alone.
  const rest = (body ?? "").replace(staticImportPattern, "");
  if (imports.length === 0 || /^\s*import\s/m.test(rest.replace(/^\s*import\(/gm, ""))) return html;

  // The entry module must run last (it hydrates), so it stays where React Router put it; the
  // other preloaded modules (React, the router, shared chunks) are fetched alongside the routes.
  const specifiers = new Set(imports.map(({ specifier }) => specifier));
  const dependencies = [...html.matchAll(modulePreloadPattern)]
    .map((match) => JSON.stringify(match[0].match(hrefPattern)?.[1] ?? ""))
    .filter(
      (specifier) =>
        specifier !== '""' && !specifiers.has(specifier) && !rest.includes(`import(${specifier})`),
    );
  const modules = [...imports, ...dependencies.map((specifier) => ({ name: "", specifier }))];

  const loader = [
    "let started=false;",
    "const load=()=>{if(started)return;started=true;",
    `Promise.all([${modules.map(({ specifier }) => `import(${specifier})`).join(",")}]).then(([${imports.map(({ name }) => name).join(",")}])=>{${rest.trim()}});`,
    "};",
    // The paint entry is delivered once the first contentful frame is on screen. A browser
    // without paint timing loads just after its first frame instead; a hidden tab never
    // paints, and the timeout covers it.
    'if(globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")){new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();setTimeout(load,0);}}).observe({type:"paint",buffered:true});}else requestAnimationFrame(()=>setTimeout(load,0));',
    `setTimeout(load,${fallbackMs});`,
  ].join("");

  // A replacer function, so that "$" in the script is never read as a replacement pattern.
  return html.replace(modulePreloadPattern, "").replace(wholeScript, () => `${openTag}${loader}${closeTag}`);
}
