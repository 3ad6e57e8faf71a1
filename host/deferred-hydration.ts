// Prerendered pages are complete HTML, so their JavaScript only adds interactivity. React
// Router's output preloads every module from <head> and imports them as soon as the parser
// reaches the end of <body>; on a slow phone those downloads compete with the page's own
// bytes and the first paint. This rewrite starts the same downloads once the first
// contentful paint is on screen instead, all at once (no request waterfall), and then hydrates as before.

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

  const preloads = [...html.matchAll(modulePreloadPattern)]
    .map((match) => match[0].match(hrefPattern)?.[1])
    .filter((href): href is string => Boolean(href));

  const loader = [
    `const preload=${JSON.stringify(preloads)};`,
    "let started=false;",
    "const load=()=>{if(started)return;started=true;",
    'for(const href of preload){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}',
    `Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(",")}]).then(([${imports.map(({ name }) => name).join(",")}])=>{${rest.trim()}});`,
    "};",
    // The paint entry is delivered once the first contentful frame is on screen. A hidden tab
    // never paints, and an old browser may lack the entry type: the timeout covers both.
    'try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();setTimeout(load,0);}}).observe({type:"paint",buffered:true});}catch{load();}',
    `setTimeout(load,${fallbackMs});`,
  ].join("");

  return html.replace(modulePreloadPattern, "").replace(wholeScript, `${openTag}${loader}${closeTag}`);
}
