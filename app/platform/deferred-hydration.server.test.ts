import { describe, expect, test } from "vitest";
import { deferHydration } from "./deferred-hydration.server.ts";

// The shape React Router 8's <Scripts> writes into a prerendered page.
const routerOutput = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/react-D.js" nonce="n"/>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  "</head><body><main>Page</main>",
  '<script nonce="n">window.__reactRouterContext = {};</script>',
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root-B.js";',
  'import * as route1 from "/assets/home-C.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("\n");

describe("deferred hydration of prerendered pages", () => {
  const output = deferHydration(routerOutput);
  const loader = output.match(/<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

  test("removes the module preloads from the head and keeps the stylesheet", () => {
    expect(output).not.toMatch(/<link[^>]*modulepreload/);
    expect(output).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  test("loads the same modules together, the entry last, once the first contentful paint is shown", () => {
    expect(loader).not.toMatch(/^\s*import \* as/m);
    expect(loader).toContain(
      'Promise.all([import("/assets/root-B.js"),import("/assets/home-C.js"),import("/assets/react-D.js")])',
    );
    expect(loader).toContain("then(([route0,route1])=>{");
    expect(loader).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(loader).toContain('import("/assets/entry.client-A.js");');
    expect(loader).toContain('observe({type:"paint",buffered:true})');
    expect(loader).toContain("else requestAnimationFrame(()=>setTimeout(load,0))");
    expect(loader).toContain("setTimeout(load,3000)");
  });

  test("the rewritten loader is valid JavaScript", () => {
    // Module syntax aside (there is none left), the loader must parse as a script body.
    expect(() => new Function(loader.replaceAll(/\bimport\(/g, "load_("))).not.toThrow();
  });

  test("loads a route manifest module first when the manifest is not inline", () => {
    const withManifest = routerOutput.replace(
      '<script nonce="n" type="module" async="">',
      '<script nonce="n" type="module" async="">import "/assets/manifest-D.js";\n',
    );
    const rewritten = deferHydration(withManifest);
    expect(rewritten).toContain(
      'Promise.all([import("/assets/manifest-D.js"),import("/assets/root-B.js"),import("/assets/home-C.js"),import("/assets/react-D.js")]).then(([,route0,route1])=>',
    );
  });

  test("copies the script's text literally, dollar signs included", () => {
    const withDollar = routerOutput.replace('{"root":route0', () => '{"$&root":route0');
    const rewritten = deferHydration(withDollar);
    expect(rewritten.split('{"$&root":route0').length - 1).toBe(1);
    expect(rewritten).not.toContain("import * as route0");
  });

  test("leaves pages it does not recognise unchanged", () => {
    const withImportMap = routerOutput.replace(
      'import * as route1 from "/assets/home-C.js";',
      'import * as route1 from "/assets/home-C.js";\nimport { hmr } from "/hmr.js";',
    );
    expect(deferHydration(withImportMap)).toBe(withImportMap);
    expect(deferHydration("<html><body>No scripts</body></html>")).toBe(
      "<html><body>No scripts</body></html>",
    );
  });
});
