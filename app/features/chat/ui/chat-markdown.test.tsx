import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { ChatMarkdown, chatBlocks } from "./chat-markdown.tsx";

function render(text: string) {
  const Stub = createRoutesStub([
    { path: "/*", Component: () => <ChatMarkdown text={text} onNavigate={() => {}} /> },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("chat replies", () => {
  test("site paths become links; other links are plain text", () => {
    const html = render("See [PPF](/investments/ppf), [RBI](https://rbi.org.in) and [x](//evil.example).");
    expect(html).toContain('<a class="font-medium underline underline-offset-2" href="/investments/ppf"');
    expect(html).not.toContain("rbi.org.in");
    expect(html).not.toContain("evil.example");
    expect(html).toContain("RBI");
  });

  test("bold, lists and paragraphs", () => {
    const html = render("**Total**: ₹10\n\n- one\n- two\n\n1. first\n2. second");
    expect(html).toContain("<strong>Total</strong>");
    expect(html).toMatch(/<ul[^>]*><li>one<\/li><li>two<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li>first<\/li><li>second<\/li><\/ol>/);
    expect(chatBlocks("a\nb\n\nc").map((block) => block.kind)).toEqual(["p", "p"]);
  });

  test("HTML in a reply is shown as text, never parsed", () => {
    const html = render('<img src=x onerror="alert(1)"> <script>alert(1)</script> [a](javascript:alert(1))');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).not.toContain('href="javascript');
    expect(html).toContain("&lt;img");
  });
});
