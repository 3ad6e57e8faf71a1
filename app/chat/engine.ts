import type { SearchIndex } from "~/content/search/engine.ts";
import {
  askedRegime,
  buildCalculation,
  type CalculationRequest,
  type CalculatorRunner,
  clarification,
  describeCalculation,
  detectCalculation,
  isFollowUp,
} from "./calculations.ts";
import {
  comparedSubjects,
  createGlossaryNames,
  definitionSubject,
  describeTerm,
  findTerm,
} from "./definitions.ts";
import { isOffTopic, isOutsideScope, isProductAdviceRequest } from "./guards.ts";
import { answerNavigation } from "./navigation.ts";
import type { Passage, PassageIndex } from "./passages.ts";
import {
  buildSimulation,
  describeSimulation,
  isSimulationRequest,
  type SimulationRunner,
} from "./simulation.ts";
import { normalise } from "./text.ts";
import { answerTopic, joinWords } from "./topics.ts";

// The assistant's answer engine: plain TypeScript over the site's own content and calculators,
// no network. Each message is read in order of how sure we can be: small talk, requests we
// must decline, calculations, navigation, topics, definitions, then retrieval from the pages.

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export type ChatIntent =
  | "greeting"
  | "thanks"
  | "goodbye"
  | "capabilities"
  | "advice"
  | "off-topic"
  | "calculation"
  | "clarify"
  | "navigation"
  | "definition"
  | "answer"
  | "unknown";

export interface ChatReply {
  text: string;
  intent: ChatIntent;
  /** The passages the answer was drawn from, for grounding an optional language model. */
  sources?: { title: string; url: string; text: string }[];
}

export interface ChatEngineOptions {
  siteName: string;
  passages: readonly Passage[];
  index: PassageIndex;
  /** The site search over pages and glossary terms (for navigation). */
  search: SearchIndex;
  calculate: CalculatorRunner;
  /** The SIP market simulation, for questions about the range of outcomes. */
  simulate: SimulationRunner;
}

const notAdvice =
  "Note: this is general education, not advice for your situation. For personal advice, talk to a SEBI-registered investment adviser.";

export function createChatEngine(options: ChatEngineOptions) {
  const { siteName, index, search, calculate, simulate } = options;
  const names = createGlossaryNames(options.passages);
  // Every word the site's pages use; a capitalised word outside it is probably a product's name.
  const knownWords = new Set<string>();
  for (const passage of options.passages)
    for (const word of `${passage.heading} ${passage.text}`.toLowerCase().split(/[^a-z&]+/))
      knownWords.add(word);

  function answer(message: string, history: readonly ChatTurn[] = []): ChatReply {
    const text = normalise(message);
    const words = text.split(/\s+/).filter(Boolean).length;

    const smallTalk = answerSmallTalk(text, words, siteName);
    if (smallTalk) return smallTalk;

    if (isProductAdviceRequest(text, message, knownWords)) return declineProductAdvice();

    if (isSimulationRequest(text)) {
      const request = buildSimulation(text);
      return { intent: "calculation", text: describeSimulation(request, simulate(request.values)) };
    }

    const calculation = answerCalculation(text, history);
    if (calculation) return calculation;

    const navigation = answerNavigation(text, search);
    if (navigation) return { intent: "navigation", text: navigation };

    if (isOffTopic(text)) return declineOffTopic();

    const explained = answerEachPart(text, history) ?? answerAbout(text, history);
    if (explained) return withAdviceNote(explained, text);

    if (isOutsideScope(text)) return declineOffTopic();
    return {
      intent: "unknown",
      text: `I'm not sure about that one, and I'd rather not guess. Try the [site search](/search?q=${encodeURIComponent(message.trim().slice(0, 80))}), or ask me about investing, taxes, NPS, calculators or where to find something on ${siteName}.`,
    };
  }

  /** Topics, then definitions, then the pages' own passages. */
  function answerAbout(text: string, history: readonly ChatTurn[]): ChatReply | null {
    const query = withContext(text, history);
    const topic = answerTopic(query, index);
    if (topic) return { intent: "answer", text: topic };
    // A follow-up about the conversation's product ("what is the minimum?") asks about that
    // product, not what a word means.
    const definition = query === text ? answerDefinition(text) : null;
    return definition ?? answerFromContent(query);
  }

  /**
   * "What rate does SCSS pay and what's the limit?": each part answered on its own, the later
   * parts reading the earlier ones as the conversation (so "the limit" is SCSS's), and the
   * answers put together. Null for a question with one part, or when only one part is answered.
   */
  function answerEachPart(text: string, history: readonly ChatTurn[]): ChatReply | null {
    const parts = questionParts(text);
    if (parts.length < 2) return null;
    const replies: ChatReply[] = [];
    parts.forEach((part, position) => {
      const earlier = parts.slice(0, position).map((content) => ({ role: "user" as const, content }));
      const reply = answerAbout(part, [...history, ...earlier]);
      // Two parts about one thing often find the same passage: say it once.
      if (reply && !replies.some((other) => other.text.includes(reply.text.split("\n")[0] ?? "")))
        replies.push(reply);
    });
    const [first] = replies;
    if (!first || replies.length < 2) return null;
    return {
      intent: first.intent,
      text: replies.map((reply) => reply.text).join("\n\n"),
      sources: replies.flatMap((reply) => reply.sources ?? []),
    };
  }

  function answerCalculation(text: string, history: readonly ChatTurn[]): ChatReply | null {
    const previous = lastCalculation(history);
    let slug = detectCalculation(text);
    let base: CalculationRequest | undefined;
    if (!slug && previous && isFollowUp(text, previous.slug)) {
      slug = previous.slug;
      base = previous;
    } else if (slug && previous?.slug === slug && isFollowUp(text, slug)) {
      base = previous;
    }
    if (!slug) return null;
    const request = buildCalculation(text, slug, base);
    if (request.question) return { intent: "clarify", text: clarification(request) };
    const regime = askedRegime(text) ?? (base ? askedRegime(lastUserText(history)) : undefined);
    const withoutInflation = request.withoutInflation
      ? calculate(request.slug, request.withoutInflation)
      : undefined;
    return {
      intent: "calculation",
      text: describeCalculation(request, calculate(request.slug, request.values), regime, withoutInflation),
    };
  }

  /** The calculation the conversation is about: replays the user's earlier turns in order. */
  function lastCalculation(history: readonly ChatTurn[]): CalculationRequest | undefined {
    let current: CalculationRequest | undefined;
    for (const turn of history) {
      if (turn.role !== "user") continue;
      const text = normalise(turn.content);
      const slug = detectCalculation(text);
      if (slug)
        current = buildCalculation(
          text,
          slug,
          current?.slug === slug && isFollowUp(text, slug) ? current : undefined,
        );
      else if (current && isFollowUp(text, current.slug))
        current = buildCalculation(text, current.slug, current);
    }
    return current;
  }

  function answerDefinition(text: string): ChatReply | null {
    const pair = comparedSubjects(text);
    if (pair) {
      const [first, second] = pair.map((subject) => findTerm(names, index, subject));
      if (first && second && first !== second) {
        const lines = [first, second].map(
          (term) =>
            `- **${term.heading}**: ${describeTerm(term, term.text.split(/(?<=\.)\s/)[0] ?? term.text)}`,
        );
        return {
          intent: "definition",
          text: `${lines.join("\n")}\n\nMore: [${first.heading}](${first.url}) and [${second.heading}](${second.url}).`,
          sources: [first, second].map((term) => ({ title: term.heading, url: term.url, text: term.text })),
        };
      }
    }
    const subject = definitionSubject(text) ?? pair?.[0];
    if (!subject) return null;
    const term = findTerm(names, index, subject);
    if (!term) return null;
    const hit = index.search(`${subject} ${term.heading}`, 1, (passage) => passage === term)[0];
    const related = index
      .search(term.heading, 6, (passage) => passage.kind !== "glossary")
      .find((candidate) => candidate.coverageShare >= 0.6);
    const body = describeTerm(term, hit?.extract ?? term.text);
    const relatedLink = related
      ? ` and [${related.passage.pageTitle}](${related.passage.url.split("#")[0]})`
      : "";
    return {
      intent: "definition",
      sources: [{ title: term.heading, url: term.url, text: term.text }],
      text: `**${term.heading}**: ${body}\n\nMore: [${term.heading} in the glossary](${term.url})${relatedLink}.`,
    };
  }

  function answerFromContent(query: string): ChatReply | null {
    const extra = questionShapes.filter(([pattern]) => pattern.test(query)).map(([, words]) => words);
    const hits = index.search(`${query} ${extra.join(" ")}`, 10);
    const best = hits[0];
    if (!best || best.coverageShare < 0.34) return null;
    const links = hits
      .filter((hit) => hit === best || hit.coverage >= best.coverage * 0.7)
      .map((hit) => ({
        url: hit.passage.url,
        title: hit.passage.kind === "glossary" ? hit.passage.heading : hit.passage.pageTitle,
      }))
      .filter(
        (link, position, all) =>
          all.findIndex((other) => other.url.split("#")[0] === link.url.split("#")[0]) === position,
      )
      .slice(0, 3);
    return {
      intent: "answer",
      text: `${best.extract}\n\nRead more: ${joinWords(links.map((link) => `[${link.title}](${link.url})`))}.`,
      sources: hits
        .slice(0, 4)
        .map((hit) => ({ title: hit.passage.pageTitle, url: hit.passage.url, text: hit.passage.text })),
    };
  }

  return { answer };
}
export type ChatEngine = ReturnType<typeof createChatEngine>;

// --- Conversation -------------------------------------------------------------------------

function lastUserText(history: readonly ChatTurn[]): string {
  const turn = [...history].reverse().find((item) => item.role === "user");
  return turn ? normalise(turn.content) : "";
}

// Words that point back at the previous question ("which one", "it", "when I sell").
const pointsBack =
  /\b(it|its|it's|this|that|these|those|them|they|their|one|ones|the same|there|here|such|when i sell|every year|each year|per year|a year)\b|^(and|also|what about|how about|but)\b/;

// Things a conversation can be about; a follow-up without one inherits the previous question's.
const subjects =
  /\b(ppf|nps|scss|ssy|sukanya samriddhi|nsc|kvp|pomis|post office (monthly income|deposits?|schemes?)|elss|sgbs?|sovereign gold bonds?|fds?|fixed deposits?|recurring deposits?|gold|silver|crypto\w*|bitcoin|etfs?|index funds?|equity (mutual )?funds?|debt (mutual )?funds?|liquid funds?|hybrid funds?|mutual funds?|sips?|stocks?|shares?|bonds?|ulips?|annuit(y|ies)|term (insurance|plan)|health insurance|emergency fund|us stocks|real estate|reits?|invits?|epf|vpf|tier (1|2|i|ii))\b/g;

function subjectsIn(text: string): string[] {
  // Singular abbreviations, as the pages write them: "SGBs" are found under "SGB".
  return [...text.matchAll(subjects)].map((match) =>
    match[0].replace(/^(sgb|fd|etf|reit|invit|ulip|sip)s$/, "$1"),
  );
}

// What a follow-up asks about a product it does not name again ("how long is it locked in?").
const productAttribute =
  /\b(lock\w*|rates?|interest|returns?|tax\w*|limit|max\w*|min|minimum|how much|how long|withdraw\w*|take (\w+ )?out|early|exit|matur\w*|safe\w*|risk\w*|eligib\w*|who can|open|close|premature|penalty|nominee|tenure|period|duration|charges?|fees?|deductions?|benefits?)\b/;

/**
 * What the conversation is on: the products named by the latest user turn that names any, or
 * failing that the term the previous turn asked about ("what is XIRR?").
 */
function conversationSubjects(history: readonly ChatTurn[]): string[] {
  const asked = [...history].reverse().filter((turn) => turn.role === "user");
  for (const turn of asked) {
    const named = subjectsIn(normalise(turn.content));
    if (named.length > 0) return [...new Set(named)];
  }
  const defined = asked[0] ? definitionSubject(normalise(asked[0].content)) : null;
  return defined && defined.split(" ").length <= 4 ? [defined] : [];
}

/**
 * A short question that names no product but points back ("and the limit?") or asks about a
 * product's attribute ("how long is my money locked in?") is about the conversation's product.
 */
function withContext(text: string, history: readonly ChatTurn[]): string {
  if (text.split(/\s+/).length > 12 || subjectsIn(text).length > 0) return text;
  if (!pointsBack.test(text) && !productAttribute.test(text)) return text;
  const previous = conversationSubjects(history);
  return previous.length ? `${text} ${previous.join(" ")}` : text;
}

// Where a message starts a second question: after a question mark, or at "and" followed by a
// question word ("... and what's the limit") or, after a named product, by an attribute of it
// ("SCSS rate and limit"), unless two things are being compared ("difference between X and Y").
const nextQuestion =
  /[,;]?\s+(?:and|also|plus)\s+(?:also\s+)?(?=(?:what|how|is|are|can|could|do|does|when|where|which|who|why|will|would|should)\b(?:\s+\S+){2})/;
const nextAttribute =
  /\s+and\s+(?:the\s+|its\s+|their\s+|what about\s+)?(?=(?:limit|max\w*|min\w*|rates?|interest|lock.?in|tax\w*|eligibility|returns?|maturity|withdrawals?|penalty|tenure)\b)/;
const comparing = /\b(between|difference|differ\w*|compar\w*|vs|versus)\b/;

export function questionParts(text: string): string[] {
  return text
    .split(/\?\s+(?=\S)/)
    .flatMap((sentence) => sentence.split(nextQuestion))
    .flatMap((part) =>
      subjectsIn(part).length > 0 && !comparing.test(part) ? part.split(nextAttribute) : [part],
    )
    .map((part) => part.trim())
    .filter(Boolean);
}

function answerSmallTalk(text: string, words: number, siteName: string): ChatReply | null {
  const bare = text
    .replace(/[!.?,]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (
    words <= 5 &&
    /^(hi+|hello+|hey+|hiya|namaste|namaskar|good (morning|afternoon|evening)|greetings|yo|hola)\b/.test(bare)
  )
    return { intent: "greeting", text: greeting(siteName) };
  if (
    words <= 8 &&
    /^((ok(ay)?|great|cool|nice|perfect|awesome|got it|super) )?(thanks|thank you|thank u|thx|ty|dhanyavaa?d|shukriya|that helps|that helped|got it)\b/.test(
      bare,
    )
  )
    return {
      intent: "thanks",
      text: "You're welcome! Ask me anything else about investing, taxes or the calculators whenever you like.",
    };
  if (
    words <= 5 &&
    /^((ok(ay)?|thanks|thank you|alright|fine) )?(bye|goodbye|good bye|see you|see ya|alvida|tata|cya)\b/.test(
      bare,
    )
  )
    return {
      intent: "goodbye",
      text: "Goodbye, and happy learning! The chat stays here if you need it again.",
    };
  if (
    /\b(what can you do|what do you do|who are you|what are you|how can you help|what can i ask|what all can you|are you a bot|are you human|your capabilities|what topics|which topics|topics can you|what (kind|sort|type) of questions|what can you help|what do you know)\b/.test(
      bare,
    ) ||
    /^(help|help me|menu|options)$/.test(bare)
  )
    return { intent: "capabilities", text: capabilities(siteName) };
  return null;
}

export function greeting(siteName: string): string {
  return `Namaste! I'm the ${siteName} assistant. I can help with investing, diversification, stock market learning, NPS tiers, income tax in India and finding your way around this website. I can also run our calculators for you: try "SIP of 5000 a month for 10 years at 12%".`;
}

function capabilities(siteName: string): string {
  return [
    `I answer from ${siteName}'s own pages and calculators. I can:`,
    "- explain investing ideas, terms and products (SIP, PPF, NPS tiers, ELSS, bonds, gold...)",
    '- run calculations: "50 lakh home loan at 8.5% for 20 years", "tax on 15 lakh salary in the new regime"',
    "- explain tax rules for tax year 2026-27, such as capital gains and the rebate",
    '- help you find pages: "where is the EMI calculator?", "how do I reset my password?"',
    "",
    "I don't recommend specific stocks, funds or brokers. Start with the [beginner's guide](/guides/beginners) if you are new.",
  ].join("\n");
}

function declineProductAdvice(): ChatReply {
  return {
    intent: "advice",
    text: [
      "I can't recommend or judge a specific stock, fund, coin, broker or policy, or say where to put a particular sum: that depends on your goals, your other money and your tax, and personal recommendations are for a SEBI-registered investment adviser. What I can do is show you how to decide for yourself:",
      "- [How to pick mutual funds](/guides/picking-mutual-funds): category, costs, consistency",
      "- [How to pick stocks](/guides/picking-stocks): business quality, valuation, risk",
      "- [Diversification](/diversification) and the [asset allocation tool](/tools/asset-allocation)",
      "- [Comparing brokers](/guides/brokers-comparison) and the [risk-tolerance check](/calculators/risk-tolerance)",
      "",
      notAdvice,
    ].join("\n"),
  };
}

function declineOffTopic(): ChatReply {
  return {
    intent: "off-topic",
    text: "Sorry, that's outside what I can help with. I'm here for investing and personal finance in India: investing basics, diversification, the stock market, NPS, income tax, our calculators and finding your way around this site.",
  };
}

// What a question is after, in the words the pages use for it.
const questionShapes: [RegExp, string][] = [
  [
    /\bhow much (can|may|should|do) (i|you|one|we) (invest|put|deposit|keep)\b|\b(max|maximum|upper) (limit|amount|investment|deposit)\b|\bhow much\b.*\b(every|each|per|a) year\b/,
    "maximum limit",
  ],
  [/\bminimum\b|\bhow much (do i need|is needed) to (start|open)\b/, "minimum"],
  [/\block.?in\b|\blocked\b|\bwithdraw\w* (before|early)\b/, "lock-in years withdraw"],
  [/\bhow (to|do i|can i) (open|start|buy|apply|invest in)\b/, "open start steps"],
  [/\b(safe|safety|risky)\b/, "risk safety guarantee"],
  [/\b(return|returns|interest) (rate|on)\b|\bhow much (interest|return)\b/, "rate a year"],
  [/\b(tax|taxed|taxable|taxation)\b/, "tax"],
];

const personalAdvice =
  /\b(should i|shall i|is it (good|wise|right|better) (for me|to)|which is better for me|am i|do i need|my portfolio|my money|my savings|for me)\b/;

function withAdviceNote(reply: ChatReply, text: string): ChatReply {
  return personalAdvice.test(text) ? { ...reply, text: `${reply.text}\n\n${notAdvice}` } : reply;
}
