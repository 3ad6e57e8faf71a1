// The yardstick for `npm run bench`: a bare Node server that answers each URL with bytes and
// headers recorded from our server, and 304 when If-None-Match holds the recorded ETag. No
// routing, no logging, no negotiation: what sending the same bytes costs at least.
// Usage: node scripts/bare-static-server.ts <port> <responses.json>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

interface Recorded {
  headers: string[];
  notModifiedHeaders: string[];
  etag: string;
  body: string;
}

const [portText = "0", file = ""] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file, "utf8")) as Record<string, Recorded>;
const responses = new Map(
  Object.entries(recorded).map(([url, response]) => [
    url,
    { ...response, body: Buffer.from(response.body, "base64") },
  ]),
);

createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
  const response = responses.get(req.url ?? "");
  if (!response) {
    res.writeHead(404);
    res.end();
    return;
  }
  if (req.headers["if-none-match"] === response.etag) {
    res.writeHead(304, response.notModifiedHeaders);
    res.end();
    return;
  }
  res.writeHead(200, response.headers);
  res.end(response.body);
}).listen(Number(portText), "127.0.0.1", () => process.stdout.write("ready\n"));
