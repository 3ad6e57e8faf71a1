// Writes the nginx configuration that serves a build (docs/deploy.md, issue 28): nginx answers
// the prerendered pages, their .data and the build's files from `build/client` itself, with
// their precompressed .br/.gz forms and exactly the headers the app would send, and proxies
// everything else to the app instances.
//
// Nothing here is a copy of the app's headers: the build is read by the app's own loader
// (host/static-pages.ts) and every header comes from the app's own function
// (staticResponseHeaders in host/static-fast-path.ts), per file. Page CSPs list the hashes of
// each page's inline scripts, so the configuration belongs to one build: write it again after
// every build (tests/e2e/topology.spec.ts compares nginx's headers with the app's).
//
//   node scripts/nginx-config.ts --root build/client --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000 \
//     [--listen 80] [--server-name niveshshala.in] [--real-ip-from 10.0.0.0/8] [--brotli auto|on|off] \
//     [--ssl-certificate FILE --ssl-certificate-key FILE] [--standalone PREFIX] [--out FILE]
//
// Without --standalone the output is one file for nginx's http block (Debian:
// /etc/nginx/conf.d/niveshshala.conf). With it, a whole nginx.conf for
// `nginx -p PREFIX -c nginx.conf`, with its pid, logs and temporary files under PREFIX and
// `daemon off` (what the topology test runs, unprivileged, on a high port).
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { staticResponseHeaders } from "../host/static-fast-path.ts";
import { contentTypes, loadStaticSite } from "../host/static-pages.ts";

/** Debian's package libnginx-mod-http-brotli-static installs it here. */
export const debianBrotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface NginxOptions {
  /** The client build (`build/client`), absolute or relative to the working folder. */
  root: string;
  /** App instances, host:port each. */
  upstreams: string[];
  listen: string;
  serverName: string;
  /** Addresses of a load balancer in front of nginx whose X-Forwarded-For nginx may believe. */
  realIpFrom: string[];
  /** Serve the .br forms (needs the brotli_static module); false: gzip only. */
  brotli: boolean;
  /** TLS at nginx: the certificate chain and key files (with `--listen "443 ssl http2"`). */
  sslCertificate?: string | undefined;
  sslCertificateKey?: string | undefined;
  /** A whole nginx.conf with its files under this folder, instead of an http-block include. */
  standalonePrefix?: string | undefined;
}

/** Upstream failures nginx tolerates before leaving an instance out for `failTimeoutSeconds`. */
export const upstreamMaxFails = 1;
export const failTimeoutSeconds = 2;
/**
 * nginx closes a kept-alive connection to an instance after this long idle: below the app's
 * keep-alive (65 s), so the app never closes one nginx is about to use, and below the wait of
 * a draining instance (host/server.ts), so a draining instance's idle connections are closed
 * by nginx, not under it.
 */
export const upstreamKeepaliveSeconds = 2;

/** A string nginx reads as one literal token. */
function quote(value: string): string {
  if ([...value].some((character) => character < " " || '"\\$'.includes(character)))
    throw new Error(`cannot be written into nginx's configuration: ${value}`);
  return `"${value}"`;
}

/** URL paths nginx can match literally (others are left to the app, which serves them too). */
const plainPath = /^\/[\w\-./~%@+,!:=]*$/;

function headerValue(headers: [string, string][], name: string): string | undefined {
  return headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

/** nginx's map hashes need room for the longest key. */
function powerOfTwoAtLeast(value: number): number {
  let size = 64;
  while (size < value) size *= 2;
  return size;
}

export async function nginxConfig(options: NginxOptions): Promise<string> {
  const root = path.resolve(options.root);
  const site = await loadStaticSite(root);
  if (site.size === 0) throw new Error(`no build at ${root}: run "npm run build" first`);
  if (options.upstreams.length === 0) throw new Error("give at least one --upstream host:port");

  // Headers that are the same for every file, written once for the whole location; the
  // others come per file from the maps below. A header the app adds later must be added here
  // too, not silently left out, so any other name stops the generator.
  const sharedNames = new Set([
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "permissions-policy",
    "vary",
  ]);
  const perFileNames = new Set([
    "etag",
    "content-type",
    "cache-control",
    "content-security-policy",
    "content-encoding",
  ]);
  const sharedOf = (headers: [string, string][]) =>
    headers.filter(([name]) => sharedNames.has(name.toLowerCase()));
  const [first] = site.all();
  if (!first) throw new Error(`no build at ${root}`);
  const shared = sharedOf(staticResponseHeaders(first, "identity", false));
  const secureHeaders = staticResponseHeaders(first, "identity", true);

  const fileByUrl: string[] = [];
  const cacheControl: string[] = [];
  const csp: string[] = [];
  const seen = new Set<string>();
  let longestKey = 0;
  let pages = 0;
  // In URL order, so two builds' configurations can be compared line by line.
  const entries = [...site.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [urlPath, file] of entries) {
    if (!plainPath.test(urlPath)) continue;
    const served = `/${file.source}`;
    fileByUrl.push(`    ${quote(`1${urlPath}`)} ${quote(served)};`);
    longestKey = Math.max(longestKey, urlPath.length + 8);
    if (seen.has(served)) continue;
    seen.add(served);
    const plain = staticResponseHeaders(file, "identity", false);
    const secure = staticResponseHeaders(file, "identity", true);
    const unknown = plain.find(
      ([name]) => !sharedNames.has(name.toLowerCase()) && !perFileNames.has(name.toLowerCase()),
    );
    if (unknown) throw new Error(`nginx-config does not know the app's header ${unknown[0]}`);
    if (JSON.stringify(sharedOf(plain)) !== JSON.stringify(shared))
      throw new Error(
        `the app's shared headers differ for ${served}: nginx-config sends them for every file`,
      );
    // nginx types files by extension, from the app's own table (below).
    if (file.contentType !== (contentTypes[path.extname(served)] ?? "application/octet-stream"))
      throw new Error(`the app's content type for ${served} is not its extension's`);
    cacheControl.push(`    ${quote(served)} ${quote(headerValue(plain, "Cache-Control") ?? "")};`);
    const policy = headerValue(plain, "Content-Security-Policy");
    const securePolicy = headerValue(secure, "Content-Security-Policy");
    if (policy && securePolicy) {
      pages++;
      csp.push(`    ${quote(`http:${served}`)} ${quote(policy)};`);
      csp.push(`    ${quote(`https:${served}`)} ${quote(securePolicy)};`);
    }
  }
  const hsts = headerValue(secureHeaders, "Strict-Transport-Security");
  if (!hsts) throw new Error("the app sends no Strict-Transport-Security over https: update nginx-config");

  const types = Object.entries(
    Object.entries(contentTypes).reduce<Record<string, string[]>>((byType, [extension, type]) => {
      byType[type] = [...(byType[type] ?? []), extension.slice(1)];
      return byType;
    }, {}),
  ).map(([type, extensions]) => `    ${quote(type)} ${extensions.join(" ")};`);

  const bucket = powerOfTwoAtLeast(longestKey + 64);
  const hashSize = powerOfTwoAtLeast(Math.max(fileByUrl.length, csp.length) * 16);
  const staticHeaders = [
    ...shared.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`),
    "    add_header Strict-Transport-Security $niveshshala_hsts always;",
    "    add_header Cache-Control $niveshshala_cache_control always;",
    "    add_header Content-Security-Policy $niveshshala_csp always;",
    "    add_header X-Request-Id $request_id always;",
  ];

  const site_ = `# Generated by scripts/nginx-config.ts from ${root}
# (${seen.size} files, ${pages} pages with their own CSP). Do not edit: write it again after every build.

map_hash_bucket_size ${bucket};
map_hash_max_size ${hashSize};

# Served from the build only for GET and HEAD without a query string (React Router's own
# _routes aside), as the app does: a query can change a page (calculator inputs), so the app
# renders those.
map $args $niveshshala_static_query {
    "" 1;
    "~^_routes=[^&]*(&_routes=[^&]*)*$" 1;
    default 0;
}
map "$request_method:$niveshshala_static_query" $niveshshala_static_ok {
    "GET:1" 1;
    "HEAD:1" 1;
    default 0;
}
# URL path -> file in the build. Anything not listed goes to the app.
map "$niveshshala_static_ok$uri" $niveshshala_static_file {
    default "";
${fileByUrl.join("\n")}
}
map $niveshshala_static_file $niveshshala_cache_control {
    default "";
${cacheControl.join("\n")}
}
# Each page's policy lists the sha256 of its inline scripts (docs/decisions/001).
map "$scheme:$niveshshala_static_file" $niveshshala_csp {
    default "";
${csp.join("\n")}
}
map $scheme $niveshshala_hsts {
    https ${quote(hsts)};
    default "";
}

upstream niveshshala_app {
    # Shared by nginx's workers: which instance failed, and since when. Without it each worker
    # keeps its own, and a worker that has not tried a restarted instance yet still leaves it
    # out, so stopping the next instance in a rolling restart leaves that worker none (502s).
    zone niveshshala_app 64k;
${options.upstreams.map((upstream) => `    server ${upstream} max_fails=${upstreamMaxFails} fail_timeout=${failTimeoutSeconds}s;`).join("\n")}
    keepalive 32;
    keepalive_timeout ${upstreamKeepaliveSeconds}s;
}

server {
    listen ${options.listen};
    server_name ${options.serverName};
    server_tokens off;
    root ${quote(root)};${options.sslCertificate ? `\n    ssl_certificate ${quote(options.sslCertificate)};` : ""}${options.sslCertificateKey ? `\n    ssl_certificate_key ${quote(options.sslCertificateKey)};` : ""}
${options.realIpFrom.map((address) => `    set_real_ip_from ${address};`).join("\n")}${options.realIpFrom.length > 0 ? "\n    real_ip_header X-Forwarded-For;\n    real_ip_recursive on;" : ""}

    # The app's content types, exactly (charset included), for the files nginx serves.
    types {
${types.join("\n")}
    }
    default_type application/octet-stream;

    # The .br and .gz files npm run build writes beside each file; never compressed here.
    gzip off;
    gzip_static on;
    gzip_proxied any;
    gzip_vary off;
${options.brotli ? "    brotli_static on;\n" : ""}
    # The app answers bodies over 1 MiB with its own 413.
    client_max_body_size 2m;
    # The app serves no byte ranges (nor says it does).
    max_ranges 0;

    location / {
        error_page 418 = @app;
        if ($niveshshala_static_file = "") {
            return 418;
        }
        try_files $niveshshala_static_file @app;
${staticHeaders.map((line) => `    ${line}`).join("\n")}
    }

    location @app {
        proxy_pass http://niveshshala_app;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Request-Id $request_id;
        # A refused connection, a reset or a 502/503 sends the request to the next instance;
        # nginx never sends a POST again once it reached an instance (it may have been done).
        proxy_next_upstream error timeout http_502 http_503;
        proxy_next_upstream_tries ${options.upstreams.length};
        proxy_connect_timeout 2s;
        # The chat's language model may take up to 60 s (LLM_TIMEOUT_MS).
        proxy_read_timeout 65s;
        proxy_send_timeout 35s;
    }
}
`;
  if (!options.standalonePrefix) return site_;
  const prefix = path.resolve(options.standalonePrefix);
  return `# Standalone: nginx -p ${prefix} -c nginx.conf
${options.brotli ? `load_module ${debianBrotliModule};\n` : ""}daemon off;
worker_processes auto;
worker_rlimit_nofile 16384;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events {
    worker_connections 8192;
}

http {
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/client-body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;

${site_
  .split("\n")
  .map((line) => (line ? `    ${line}` : line))
  .join("\n")}
}
`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: "string", default: "build/client" },
      upstream: { type: "string", multiple: true, default: [] },
      listen: { type: "string", default: "80" },
      "server-name": { type: "string", default: "_" },
      "real-ip-from": { type: "string", multiple: true, default: [] },
      brotli: { type: "string", default: "auto" },
      standalone: { type: "string" },
      "ssl-certificate": { type: "string" },
      "ssl-certificate-key": { type: "string" },
      out: { type: "string" },
    },
  });
  if (!["auto", "on", "off"].includes(values.brotli)) throw new Error("--brotli must be auto, on or off");
  // Debian's nginx loads the module from /etc/nginx/modules-enabled; standalone loads it itself.
  const brotli = values.brotli === "on" || (values.brotli === "auto" && existsSync(debianBrotliModule));
  const config = await nginxConfig({
    root: values.root,
    upstreams: values.upstream,
    listen: values.listen,
    serverName: values["server-name"],
    realIpFrom: values["real-ip-from"],
    brotli,
    sslCertificate: values["ssl-certificate"],
    sslCertificateKey: values["ssl-certificate-key"],
    standalonePrefix: values.standalone,
  });
  if (values.out) await writeFile(values.out, config);
  else process.stdout.write(config);
  if (!brotli)
    console.error(
      "nginx-config: no brotli_static module (apt-get install libnginx-mod-http-brotli-static): nginx sends gzip where the app sends brotli",
    );
}

if (import.meta.main) await main();
