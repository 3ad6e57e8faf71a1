import { describe, expect, test } from "vitest";
import { defaultSiteIdentity } from "#app/config/site.ts";
import { SourceList } from "#app/ui/article-body.tsx";
import { RichText } from "#app/ui/rich-text.tsx";
import { renderStaticIsland } from "./static-island.server.tsx";

describe("static HTML islands from React components", () => {
  const site = { ...defaultSiteIdentity, name: "Test Shala", city: "Kochi" };

  test("render links, bold text and the configured site identity", () => {
    const html = renderStaticIsland(
      <RichText text="**{siteName}** in {city}: see the [SIP calculator](/calculators/sip) or [RBI](https://rbi.org.in)." />,
      site,
    );
    expect(html).toContain("<strong>Test Shala</strong> in Kochi");
    expect(html).toMatch(/<a href="\/calculators\/sip"[^>]*>SIP calculator<\/a>/);
    expect(html).toMatch(
      /<a href="https:\/\/rbi\.org\.in" rel="noopener noreferrer" target="_blank">RBI<\/a>/,
    );
  });

  test("render translated labels in English and escape content", () => {
    const html = renderStaticIsland(
      <SourceList sources={[{ title: "Tax <rules> & you", url: "https://x.in" }]} />,
      site,
    );
    expect(html).toContain(">Sources</h2>");
    expect(html).toContain("Tax &lt;rules&gt; &amp; you");
  });
});
