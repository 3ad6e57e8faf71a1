// One Content-Security-Policy for every response. Scripts run only from our origin or when
// they carry this response's nonce (server-rendered pages) or match a hash of their text
// (prerendered pages, whose HTML cannot carry a fresh nonce). No 'unsafe-inline' scripts.
export interface CspOptions {
  nonce?: string;
  /** Base64 sha256 digests of inline scripts, without the 'sha256-' prefix. */
  scriptHashes?: readonly string[];
  /** Adds upgrade-insecure-requests when the site is served over https. */
  https?: boolean;
}

export function contentSecurityPolicy({ nonce, scriptHashes = [], https = false }: CspOptions): string {
  const scriptSources = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...scriptHashes.map((hash) => `'sha256-${hash}'`),
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    // Radix and Sonner position popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Headers every response carries, HTML or not. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
