import { getSitePage, sitePages } from "#app/content/site-pages.ts";
import type { SiteIndex } from "#app/features/search/index.ts";
import { pageKind } from "#app/features/search/index.ts";
import {
  type Calculation,
  type CalculationState,
  chooseCalculation,
  describeCalculation,
  explicitlyComputing,
  type Runnable,
} from "./calculate.ts";
import { declineKind, declineText, isOutsideScope, notAdvice, personalQuestion } from "./declines.ts";
import { asksAboutChange, type FactMatcher, factLine } from "./facts-answer.ts";
import { createSpeller, type Speller, tidy, words } from "./language.ts";
import type { Lexicon, Subject } from "./lexicon.ts";
import { extractQuantities } from "./quantities.ts";
import {
  concepts,
  createPageMatcher,
  type PassageAnswer,
  rankPassages,
  sentences,
  taxWords,
} from "./retrieve.ts";
import { greeting, smallTalk } from "./small-talk.ts";
import { keepTraceable, statedNumbers } from "./trace.ts";

// The assistant's answer engine: plain TypeScript over the site's own index, lexicon and
// calculators, no network. A message is read in this order: small talk; the conversation's
// thread (what "it" and "that" refer to); declines; navigation; a calculation; a definition;
// then the passage of the top pages that covers the question. Every figure in the reply is
// checked against where it came from before the reply leaves (trace.ts).

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
  /** Sentences dropped because a figure in them had no known source (should never happen). */
  untraced?: string[];
}

export interface ChatEngineOptions {
  siteName: string;
  index: SiteIndex;
  lexicon: Lexicon;
  /** Finds the registry figure a question asks for. */
  factMatcher: FactMatcher;
  /** The calculators and tools the assistant can run, each with its own chat declaration. */
  runnables: readonly Runnable[];
  /** Figures of the facts registry (display forms), a source a reply may quote. */
  facts: readonly string[];
}

// Words that point back at the conversation ("is it taxed?", "what about for my wife?").
const pointsBack =
  /\b(it|its|this|that|these|those|them|they|their|same|there|such|one|ones)\b|^(and|also|what about|how about|but|and what|what if|if|then|so)\b/;
// Asking where something is on the site, or how to do something on it.
const navigationWords =
  /\b(where (is|are|can i|do i|to|will i)|find|show me|take me|go to|link (to|for)|open the|page (for|on|about)|(is there|do you have|any|a) (an? |any )?(page|calculator|tool|course|lesson|glossary|quiz|guide|section|class)e?s? (on|for|about|to|that|which)|is there (an? |any )?(page|calculator|tool|course|lesson|glossary|quiz|guide|section)|do you have (an? |any )?(page|calculator|tool|course|lesson|glossary|quiz|guide)|(do you have|is there|have you got) (anything|something|a place|somewhere) (that|which|to|for|where)|where (on|in) (the|this|your) (site|website)|how (do|can) i (reset|change|delete|create|sign|log|register|verify|download|get my|find|see|open|take|start|update|search)|where is)\b/;
// Pages about the site itself rather than a topic: named, they are where to go.
const siteSections = new Set(["account", "about", "legal", "search", "courses", "calculators"]);
const definitionLead =
  /^(what (exactly|actually|really|basically) is|what is|what are|what's|whats|what do you mean by|what does|define|definition of|meaning of|explain|tell me about|kya hota)\s+(an?\s+|the\s+)?/;
const comparing =
  /\b(difference between|differences between|difference|differences|different from|differ from|differs from|vs\.?|versus|compared to|compared with|comparison of)\b/;
// Whether a rule allows something ("can I set it off", "is it allowed"), and asking for an amount.
const asksRule =
  /\b(can|could|may) (i|we|he|she|they|you) (adjust|set|claim|carry|use|deduct|offset|count|show|get|avail|switch|withdraw|combine|reduce|lower|cut|knock)\b|\bis (it|that|this) (allowed|possible|permitted)\b/;
const asksAmount =
  /\b(how much|how many|what (is|will be|would be|are) (my|the)|which (regime|is (cheaper|better|lower))|old or new|new or old|kitna|left|total|calculate|work out|save|saves|saving)\b/;
// Asking where to start investing at all, and words of someone starting from nothing.
const asksWhereToStart =
  /\b(what (should|do|must|can) i do first|what to do first|first steps?|where (do|should|can) i (start|begin)|where to (start|begin)|where start|how (do|should|can) i (start|begin)|(start|begin) from (scratch|zero))\b/;
const beginnerContext =
  /\b(know nothing|(do not|dont|don't) know (anything|much)|no idea|new to (investing|this|all this)|beginner|first (job|salary)|just (joined|started|got a job)|no savings|never invested|samajh not)\b/;
const beginnersGuide = "/guides/beginners";
const definitionTail = /\s+(meaning|means|definition|what is|what are|explain|\?)+$/;

const pageKinds: [RegExp, string[]][] = [
  [/\b(course|courses|lesson|lessons|class|classes)\b/, ["Course", "Lesson"]],
  [/\b(calculator|calculators|calculate)\b/, ["Calculator"]],
  [/\b(tool|tools|simulation|simulator)\b/, ["Tool"]],
  [/\b(guide|guides)\b/, ["Guide", "Resource", "Strategy"]],
  [/\b(glossary|glossaries|dictionary)\b/, ["Resource"]],
];

function lastUser(history: readonly ChatTurn[]): ChatTurn | undefined {
  return [...history].reverse().find((turn) => turn.role === "user");
}

export function createChatEngine(options: ChatEngineOptions) {
  const { siteName, index, lexicon, runnables } = options;
  const factFigures = new Set(options.facts.flatMap(statedNumbers));
  const frequencies = new Map<string, number>();
  for (const word of index.vocabulary) frequencies.set(word, index.passageFrequency(word));
  const calculatorWords = new Set<string>();
  for (const runnable of runnables)
    for (const phrase of [
      ...runnable.chat.asks,
      ...Object.values(runnable.chat.inputs).flatMap((input) => (input && "near" in input ? input.near : [])),
    ])
      for (const word of words(phrase)) calculatorWords.add(word);
  for (const word of calculatorWords) frequencies.set(word, Math.max(frequencies.get(word) ?? 0, 1));
  // A slip is corrected only to a word the site uses often, a name of one of its subjects or a
  // word a calculator asks with: correcting to rare words turned "forgot" into "forget".
  const speller: Speller = createSpeller(
    frequencies,
    (word) => (frequencies.get(word) ?? 0) >= 8 || lexicon.isSubjectWord(word) || calculatorWords.has(word),
    gluedPairs(index, frequencies),
  );
  const knows = (word: string) => speller.correct(word) !== null;
  // The investment categories: a sentence about one of them is not about another. Only by their
  // specific names: "equity" names shares but is how the NPS page speaks of its own equity part.
  const categorySubjects = lexicon.subjects
    .filter((subject) => subject.kind === "category")
    .map((subject) => ({
      ...subject,
      names: subject.names.filter(
        (name) =>
          Math.min(...name.split(" ").map((word) => index.passageFrequency(word))) <
          index.passages.length * 0.12,
      ),
    }));
  const matchPages = createPageMatcher(
    index,
    sitePages
      .filter((entry) => !entry.canonicalPath)
      .map((entry) => ({
        url: entry.path,
        title: entry.title,
        text: [entry.description, entry.summary, ...(entry.aliases ?? []), ...(entry.keywords ?? [])].join(
          " ",
        ),
        section: entry.section,
      })),
  );

  /** The message as the engine reads it: tidied, then each unknown word corrected if it is a slip. */
  function read(message: string): string {
    // A word repeated over and over says nothing more: "tax tax tax" is read once, and a message
    // is read to its first 120 words, so no message costs more than a normal one.
    let list = tidy(message.slice(0, 1000))
      .replace(/\b(\S+)(\s+\1\b)+/g, "$1")
      .split(/\s+/)
      .slice(0, 120);
    // A long message made of the same few words over and over is read as those words once.
    if (list.length > 40 && new Set(list).size < list.length / 2) list = [...new Set(list)];
    const tidied = list.join(" ");
    return tidied.replace(/[\p{L}]{5,}/gu, (word) => speller.correct(word) ?? word);
  }

  /** The specific subjects a text names (not "tax" or "return", which half the site mentions). */
  function subjectsIn(text: string): Subject[] {
    const mentions = lexicon.find(text);
    const specific = mentions.filter((mention) => mention.spread < index.passages.length * 0.12);
    return [...new Set(specific.flatMap((mention) => mention.subjects))];
  }

  interface Thread {
    subjects: Subject[];
    calculation?: CalculationState & { stated: string[] };
    /** The user's last message, as written. */
    lastMessage?: string;
  }

  /** What the conversation is on: its latest specific subjects and its latest calculation. */
  function threadOf(history: readonly ChatTurn[]): Thread {
    let subjects: Subject[] = [];
    let calculation: Thread["calculation"];
    for (const turn of history.slice(-12)) {
      const text = read(turn.content);
      const named = subjectsIn(text);
      if (turn.role === "user") {
        if (named.length > 0) subjects = named;
        const chosen = chooseCalculation(
          text,
          runnables,
          calculation,
          calculation !== undefined && isFollowUp(text, named),
        );
        if (chosen && chosen.missing.length === 0)
          calculation = { runnableId: chosen.runnable.id, values: chosen.values, stated: [...chosen.stated] };
      } else if (subjects.length === 0 && named.length > 0) subjects = named;
    }
    return { subjects, calculation, lastMessage: lastUser(history)?.content };
  }

  function isFollowUp(text: string, named: readonly Subject[]): boolean {
    const count = words(text).length;
    return named.length === 0 && (pointsBack.test(text) || count <= 7);
  }

  function reply(
    intent: ChatIntent,
    text: string,
    sources: string[],
    extra: Partial<ChatReply> = {},
  ): ChatReply {
    // Content names the site with a token ("{siteName} does not recommend..."): quoted, it is the name.
    const traced = keepTraceable(text.replaceAll("{siteName}", siteName), sources, factFigures);
    return {
      intent,
      text: traced.text,
      ...extra,
      ...(traced.dropped.length > 0 ? { untraced: traced.dropped } : {}),
    };
  }

  function answer(message: string, history: readonly ChatTurn[] = []): ChatReply {
    const text = read(message);
    const userWords = [
      message,
      ...history.filter((turn) => turn.role === "user").map((turn) => turn.content),
    ];

    const talk = smallTalk(tidy(message.slice(0, 1000)), siteName);
    if (talk) return { intent: talk.intent, text: talk.text };

    const thread = threadOf(history);
    const named = subjectsIn(text);
    const followUp = history.length > 0 && isFollowUp(text, named);

    // "Should I buy it?" after a named share is about that share. Read with the message before
    // it, a follow-up is checked only for that: "what is a liquid fund" + "bought one in 2024..."
    // is not a request to pick a fund.
    const declined =
      declineKind(text, message, lexicon, knows) ??
      (followUp && pointsBack.test(text) && thread.lastMessage
        ? declineKind(
            `${read(thread.lastMessage)} ${text}`,
            `${thread.lastMessage} ${message}`,
            lexicon,
            knows,
            true,
          )
        : null);
    if (declined) return { intent: declined, text: declineText(declined) };

    // "I'm 23, 45k in hand, I know nothing. What should I do first?": where to start investing at
    // all, with a person's circumstances around it, is answered with the general order of steps
    // the beginner's guide sets out (never a sum from the figures, never a refusal).
    const products = named.filter((subject) => subject.kind === "category");
    if (asksWhereToStart.test(text) && (beginnerContext.test(text) || products.length === 0)) {
      const steps = firstSteps();
      if (steps) return reply("answer", steps.text, [...userWords, ...steps.sources], { sources: [] });
    }

    // "I forgot my password", "who runs this site", "the portfolio management exam": a page of
    // the site itself (not a topic) named in the question is where to send the asker.
    // "Where can I see my certificates after I pass a course quiz?": the clause saying when is
    // context, not the page asked for.
    const placeText = withoutWhenClause(text);
    const siteMention = lexicon
      .find(placeText)
      .find((mention) =>
        mention.subjects.some(
          (subject) =>
            subject.kind === "course" || (subject.section !== undefined && siteSections.has(subject.section)),
        ),
      );
    const sitePage = siteMention?.subjects.find(
      (subject) =>
        subject.kind === "course" || (subject.section !== undefined && siteSections.has(subject.section)),
    );
    // A section's index page named in passing ("is there a quiz after the courses? what is the
    // pass mark?") is not a request for that page: a question asking more than its name is
    // answered, or sent to the page its words describe.
    const asksMore =
      siteMention !== undefined &&
      sitePage !== undefined &&
      // A course named with a question about it ("the portfolio management course's final test:
      // how many questions?") is answered too, unless the question asks where something is.
      (sitePage.url === `/${sitePage.section}` ||
        (siteMention.subjects.some((subject) => subject.kind === "course") &&
          !navigationWords.test(placeText))) &&
      concepts(index, placeText).length - (siteMention.end - siteMention.start) > 3;
    // "Passed the portfolio management quiz yesterday. Where do I see my certificate?": a page named
    // only in a sentence that tells the story is not the page asked for; the asking sentence says.
    const asking = askingSentence(placeText);
    const namedInStory = siteMention !== undefined && asking !== undefined && siteMention.end <= asking.start;
    if (namedInStory && asking) {
      const navigation = answerNavigation(asking.text);
      if (navigation) {
        const described = [...navigation.matchAll(/\]\((\/[^)\s]*)\)/g)].map((link) =>
          pageDescription(link[1] ?? ""),
        );
        return reply("navigation", navigation, [...userWords, ...described]);
      }
    }
    // "Is there a course on options trading?": a page of a kind, on a topic, is asked for, not
    // the section's index that the kind names.
    const asksForKindOnTopic =
      sitePage !== undefined &&
      sitePage.url === `/${sitePage.section}` &&
      /\b(course|calculator|tool|lesson|guide|quiz)s? (on|for|about|to|that|which)\b/.test(placeText);
    if (
      sitePage &&
      !asksMore &&
      !asksForKindOnTopic &&
      !namedInStory &&
      extractQuantities(text).length === 0 &&
      !definitionLead.test(text)
    )
      return reply("navigation", describePage(sitePage.url, sitePage.label), [
        ...userWords,
        pageDescription(sitePage.url),
      ]);
    // Figures in a request for a page ("how a 60/40 portfolio did") are part of its description,
    // unless they are a sum a calculator is asked for.
    // "Where do I keep it?" after a question on emergency funds asks where to keep the money,
    // not where a page is: a pronoun for the conversation's subject, and no page asked for.
    const asksAboutThreadPlace =
      history.length > 0 &&
      thread.subjects.length > 0 &&
      /\b(it|them|that|this|those|these)\b/.test(text) &&
      !/\b(page|calculator|tool|course|lesson|section|site|website|link|quiz|glossary|guide)\b/.test(text);
    if (
      navigationWords.test(text) &&
      !asksAboutThreadPlace &&
      (extractQuantities(text).length === 0 || chooseCalculation(text, runnables) === undefined)
    ) {
      const navigation = answerNavigation(text);
      if (navigation) {
        // The pages' own descriptions are quoted, so their figures have a source.
        const described = [...navigation.matchAll(/\]\((\/[^)\s]*)\)/g)].map((link) =>
          pageDescription(link[1] ?? ""),
        );
        return reply("navigation", navigation, [...userWords, ...described]);
      }
    }

    // A short follow-up ("and for 15 years?", "what about the old regime?") continues the sum.
    const continuesSum =
      thread.calculation !== undefined && (followUp || pointsBack.test(text) || words(text).length <= 10);
    const calculation = chooseCalculation(
      text,
      runnables,
      thread.calculation,
      continuesSum,
      thread.lastMessage ? read(thread.lastMessage) : undefined,
    );
    if (calculation) {
      // Offering a calculator for a question with no figures fits "how much has my portfolio
      // returned?", not a question the named product's own pages answer ("how much of my NPS
      // corpus can I take as a lump sum?" is about NPS, not the Lumpsum calculator).
      const offerOnly =
        calculation.missing.length > 0 &&
        extractQuantities(text).length === 0 &&
        !explicitlyComputing.test(text);
      const products = named.filter((subject) => subject.kind === "category");
      // And a question with no figures that a passage covers ("how much do I need to score to
      // pass the final test?") is answered from it rather than with a calculator to fill in.
      const best = offerOnly ? rankPassages(index, text, { about: products })[0] : undefined;
      const productAnswers =
        offerOnly &&
        best !== undefined &&
        best.share >= 0.8 &&
        (products.length > 0 || !best.passage.documentId.startsWith("/calculators/"));
      // "I booked an 80k loss. Can I set it off against my salary?" asks whether a rule allows
      // something, not for a sum: the rule's passage answers, when one covers the question.
      const ruleOnly = asksRule.test(text) && !asksAmount.test(text) && !explicitlyComputing.test(text);
      if (ruleOnly) {
        const rule = answerQuestion(text, named, false, thread);
        if (rule && rule.intent === "answer" && (rule.sources ?? []).length > 0)
          return reply(
            "answer",
            rule.text,
            [...userWords, ...(rule.sources ?? []).map((source) => source.text)],
            { sources: rule.sources },
          );
      }
      if (!productAnswers) return answerCalculation(calculation, text, userWords);
    }

    // A question that names no subject of its own, in a conversation that has one, is asked about
    // it even when long and without "it" ("can I take the money out before the 5 years are over?"),
    // unless the subject's passages have nothing on it.
    const inherits = history.length > 0 && named.length === 0 && thread.subjects.length > 0;
    // "Is that lump sum taxed?" after NPS, "if I stop the SIP, can I withdraw?" after ELSS: a
    // follow-up that names no product of its own, only a thing products have, is still about
    // the conversation's product.
    const widens =
      history.length > 0 &&
      named.length > 0 &&
      pointsBack.test(text) &&
      thread.subjects.length > 0 &&
      !named.some((subject) => subject.kind === "category" || thread.subjects.includes(subject));
    const focus = widens
      ? [...thread.subjects, ...named]
      : named.length > 0
        ? named
        : inherits
          ? thread.subjects
          : [];
    const parts = questionParts(text);
    let partAnswers: ChatReply[] = [];
    if (parts.length > 1) {
      const answers = parts.map((part) =>
        answerQuestion(part, focus.length > 0 ? focus : subjectsIn(part), inherits, thread),
      );
      const found = answers.filter((item): item is ChatReply => item !== null && item.intent !== "unknown");
      partAnswers = found;
      if (found.length > 1) {
        const texts = [...new Set(found.map((item) => item.text))];
        return reply(
          found[0]?.intent ?? "answer",
          texts.join("\n\n"),
          [...userWords, ...found.flatMap((item) => (item.sources ?? []).map((source) => source.text))],
          { sources: found.flatMap((item) => item.sources ?? []) },
        );
      }
    }
    // When only one of several questions has an answer, that answer beats none for the whole.
    let answered = answerQuestion(text, focus, inherits, thread) ?? partAnswers[0] ?? null;
    if (inherits && !followUp && (answered === null || (answered.sources ?? []).length === 0))
      answered = answerQuestion(text, [], false, thread) ?? answered;
    if (answered && answered.intent !== "unknown") {
      const withNote = personalQuestion.test(text) ? `${answered.text}\n\n${notAdvice}` : answered.text;
      return reply(
        answered.intent,
        withNote,
        [...userWords, ...(answered.sources ?? []).map((source) => source.text)],
        {
          sources: answered.sources,
        },
      );
    }
    if (isOutsideScope(text) && named.length === 0)
      return { intent: "off-topic", text: declineText("off-topic") };
    return reply("unknown", unsure(text, message), userWords);
  }

  function answerCalculation(calculation: Calculation, text: string, userWords: string[]): ChatReply {
    const described = describeCalculation(calculation, text);
    const intent: ChatIntent = calculation.missing.length > 0 ? "clarify" : "calculation";
    return reply(intent, described.text, [...userWords, ...described.figures]);
  }

  /** A definition, or the passage that answers; null when nothing answers well enough. */
  function answerQuestion(
    text: string,
    focus: readonly Subject[],
    inherited: boolean,
    thread: Thread,
  ): ChatReply | null {
    if (!inherited) {
      const definition = answerDefinition(text);
      if (definition) return definition;
    }
    const context = inherited ? focus.map((subject) => subject.label).join(" ") : "";
    const previous = inherited ? thread.lastMessage : undefined;
    // "Tax on equity funds after 2 years?" then "and on gold coins I bought 18 months back?": the
    // second asks the same thing (tax) of another product.
    const asksSameOfAnother =
      !taxWords.test(text) &&
      thread.lastMessage !== undefined &&
      /^(and|also|what about|how about|same for|and what about)\b/.test(text) &&
      taxWords.test(read(thread.lastMessage));
    const question = asksSameOfAnother ? `${text} tax` : text;
    let ranked = rankPassages(index, question, { about: focus, context, previous, rivals: categorySubjects });
    // The subject's own passages may not cover the point ("is a corporate bond fund taxed?"):
    // the subjects its content names as related (debt fund taxation) may.
    // Asked how a product is taxed, its own passages may not speak of tax at all ("conservative
    // hybrid fund"): the subjects its content names as related (hybrid and debt funds) may.
    const asksTax = taxWords.test(question);
    const saysNoTax = (answer: PassageAnswer | undefined) =>
      asksTax && answer !== undefined && !taxWords.test(answer.extract);
    if (focus.length > 0 && ((ranked[0]?.share ?? 0) < 0.5 || saysNoTax(ranked[0]))) {
      const related = focus
        .flatMap((subject) => subject.related)
        .flatMap((id) => lexicon.get(id) ?? [])
        .filter((subject) => !focus.includes(subject));
      if (related.length > 0) {
        const wider = rankPassages(index, question, {
          about: [...focus, ...related],
          context,
          previous,
          rivals: categorySubjects,
        });
        if (
          (wider[0]?.share ?? 0) > (ranked[0]?.share ?? 0) ||
          (saysNoTax(ranked[0]) && wider[0] !== undefined && !saysNoTax(wider[0]))
        )
          ranked = wider;
      }
    }
    const best = ranked[0];
    const mentions = inherited
      ? [{ subjects: [...focus], spread: 0, start: 0, end: 0 }]
      : lexicon.find(text).filter((mention) => mention.subjects.some((subject) => focus.includes(subject)));
    const facts = options.factMatcher.match(text, mentions, inherited ? context : "");
    if (facts.length > 0) {
      const lines = facts.map((fact) => factLine(fact, asksAboutChange.test(text)));
      const passage = best && best.share >= 0.3 ? [best] : [];
      const reply = passage[0] ? passageReply(passage[0], ranked) : null;
      const [subject] = focus;
      const more = reply ? "" : subject ? `\n\nRead more: [${subject.label}](${subject.url}).` : "";
      return {
        intent: "answer",
        text: `${lines.join("\n")}\n\n${reply ? reply.text : ""}${more}`.trim(),
        sources: [
          ...facts.map((fact) => ({ title: fact.label, url: fact.source.url, text: factLine(fact) })),
          ...(reply?.sources ?? []),
        ],
      };
    }
    // A long question covers less of itself in any one passage: a lower bar past eight words.
    // Asked how a product is taxed, a passage of that product on its tax answers, however little
    // of the question's story (dates, amounts) it shares.
    const taxAnswer = asksTax && focus.length > 0 && best !== undefined && !saysNoTax(best);
    const bar = taxAnswer ? 0.15 : concepts(index, text).length > 8 ? 0.22 : 0.3;
    if (!best || best.share < bar) {
      // About a product the site covers, but nothing on this point: its page, not another product's rules.
      const [subject] = focus;
      if (subject && focus.length > 0 && (inherited || best === undefined))
        return {
          intent: "answer",
          text: `I don't have a clear answer to that for ${subject.label}. Its page covers what the site says about it: [${subject.label}](${subject.url}).`,
          sources: [],
        };
      return null;
    }
    return passageReply(best, ranked);
  }

  function passageReply(best: PassageAnswer, ranked: readonly PassageAnswer[]): ChatReply {
    const links: { title: string; url: string }[] = [];
    for (const candidate of [best, ...ranked.slice(1, 6)]) {
      if (candidate !== best && candidate.rank < best.rank * 0.85) continue;
      const page = candidate.passage.url.split("#")[0] ?? "";
      if (links.some((link) => link.url.split("#")[0] === page)) continue;
      const title =
        candidate.passage.kind === "glossary" ? candidate.passage.heading : candidate.passage.pageTitle;
      links.push({ title, url: candidate.passage.url });
      if (links.length === 3) break;
    }
    return {
      intent: "answer",
      text: `${best.extract}\n\nRead more: ${joinWords(links.map((link) => `[${link.title}](${link.url})`))}.`,
      sources: ranked
        .slice(0, 4)
        .map((hit) => ({ title: hit.passage.pageTitle, url: hit.passage.url, text: hit.passage.text })),
    };
  }

  /** The opening sentences of a subject's own entry (its glossary definition, or its page's overview). */
  function describe(subject: Subject, sentenceCount: number): { text: string; passageText: string } | null {
    const passage = index.passagesOf(subject.documentIds[0] ?? "")[0];
    if (!passage) return null;
    return { text: sentences(passage.text).slice(0, sentenceCount).join(" "), passageText: passage.text };
  }

  /** "Difference between X and Y", "X vs Y": each one's definition side by side. */
  function answerComparison(text: string): ChatReply | null {
    if (!comparing.test(text)) return null;
    const mentions = lexicon.find(text.replace(comparing, " "), { loose: true });
    const picked: Subject[] = [];
    for (const mention of mentions) {
      const subject = mention.subjects.find((candidate) => candidate.kind === "term") ?? mention.subjects[0];
      if (subject && !picked.some((other) => other.id === subject.id)) picked.push(subject);
    }
    if (picked.length < 2) return null;
    const described = picked.slice(0, 3).flatMap((subject) => {
      const entry = describe(subject, 2);
      return entry ? [{ subject, ...entry }] : [];
    });
    if (described.length < 2) return null;
    return {
      intent: "definition",
      text: [
        ...described.map((entry) => `- **${entry.subject.label}**: ${entry.text}`),
        "",
        `More: ${joinWords(described.map((entry) => linkTo(entry.subject)))}.`,
      ].join("\n"),
      sources: described.map((entry) => ({
        title: entry.subject.label,
        url: entry.subject.url,
        text: entry.passageText,
      })),
    };
  }

  /** "What is X?", "X meaning", "X kya hai": X is a subject the site defines. */
  function answerDefinition(text: string): ChatReply | null {
    const comparison = answerComparison(text);
    if (comparison) return comparison;
    const trimmed = text.replace(/[?.!]+$/g, "").trim();
    const lead = definitionLead.exec(trimmed);
    const tail = definitionTail.exec(` ${trimmed}`);
    if (!lead && !tail) return null;
    const asked = trimmed
      .replace(definitionLead, "")
      .replace(definitionTail, "")
      // "What is X in simple words?", "X for a beginner": how to say it, not part of the name.
      .replace(
        /\s+(in (very )?(simple|plain|easy|layman'?s?|short|brief) (words|terms|language|english)|in (short|brief|simple)|simply|briefly|for (a )?(beginners?|layman|newbie|dummies|kids?)|like i am (5|five)|exactly|actually|please)$/,
        "",
      )
      .replace(/^(an?|the)\s+/, "")
      .trim();
    if (!asked || words(asked).length > 6) return null;
    // The whole question is the name: "put" alone means the put option here.
    const mentions = lexicon.find(asked, { loose: true });
    const covered = mentions.reduce((sum, mention) => sum + (mention.end - mention.start), 0);
    if (mentions.length !== 1 || covered < words(asked).length) return null;
    const subjects = mentions[0]?.subjects ?? [];
    const term = subjects.find((subject) => subject.kind === "term");
    const page = subjects.find((subject) => subject.kind !== "term");
    const main = term ?? page;
    if (!main) return null;
    const entry = describe(main, 3);
    if (!entry) return null;
    const links = [main, ...(page && page !== main ? [page] : [])].map((subject) => linkTo(subject));
    return {
      intent: "definition",
      text: `**${main.label}**: ${entry.text}\n\nMore: ${joinWords(links)}.`,
      sources: [{ title: main.label, url: main.url, text: entry.passageText }],
    };
  }

  /** "Here it is: [Title](/path): what the page is for." The page table's own description. */
  function describePage(url: string, label: string): string {
    const description = pageDescription(url);
    return `Here it is: [${label}](${url})${description ? `. ${description}` : "."}`;
  }

  /** The beginner's guide's steps, by their own headings, as the general order of starting out. */
  function firstSteps(): { text: string; sources: string[] } | null {
    const passages = index.passagesOf(beginnersGuide);
    const headings = [
      ...new Set(passages.map((passage) => passage.heading).filter((heading) => /^Step \d+:/.test(heading))),
    ].slice(0, 6);
    const title = passages[0]?.pageTitle;
    if (headings.length < 3 || !title) return null;
    return {
      text: [
        `Where to start is much the same for everyone beginning to invest; the [${title}](${beginnersGuide}) sets out the order:`,
        ...headings.map((heading) => `- ${heading}`),
        "",
        `Each step, with how much and where to keep it, is explained in the [${title}](${beginnersGuide}).`,
        "",
        notAdvice,
      ].join("\n"),
      sources: headings,
    };
  }

  /** The last sentence of a longer message that asks for a place on the site, with its offset. */
  function askingSentence(text: string): { text: string; start: number } | undefined {
    const parts = [...text.matchAll(/[^.?!]+[.?!]*/g)];
    if (parts.length < 2) return undefined;
    for (const part of parts.reverse())
      if (navigationWords.test(part[0])) return { text: part[0].trim(), start: part.index ?? 0 };
    return undefined;
  }

  function answerNavigation(question: string): string | null {
    const text = withoutWhenClause(question);
    // "A course on options", "the EMI calculator", "a tool to plan...": only pages of that kind.
    const kind = pageKinds.find(([pattern]) => pattern.test(text))?.[1];
    // "Open the income tax guide": a page named by its title or another name (of the kind asked for).
    const named = lexicon
      .find(text)
      .flatMap((mention) => mention.subjects)
      .find(
        (subject) =>
          (subject.kind === "page" || subject.kind === "calculator" || subject.kind === "course") &&
          (!kind || kind.includes(documentKind(subject))),
      );
    const asked = text
      .replace(navigationWords, " ")
      // Verbs of looking ("where can I see / view / check my certificates") say nothing of the page.
      .replace(
        /\b(the|a|an|me|page|section|on this site|website|site|here|please|see|view|check|look at)\b/g,
        " ",
      );
    // A page named outright is the answer, unless the question says much more than its name:
    // then the page whose own description covers the question is.
    const namedMention = named
      ? lexicon.find(text).find((mention) => mention.subjects.includes(named))
      : undefined;
    const saysMore =
      namedMention !== undefined &&
      concepts(index, asked).length - (namedMention.end - namedMention.start) > 2;
    // "A course on options trading": the section's index is not the course asked for.
    const indexOfKind =
      named !== undefined &&
      named.url === `/${named.section}` &&
      /\b(course|calculator|tool|lesson|guide|quiz)s? (on|for|about|to|that|which)\b/.test(text);
    if (named && !saysMore && !indexOfKind) return describePage(named.url, named.label);
    // The kind of page asked for is a filter, not words its description must have ("any tool on
    // the site for that?"); and "my certificate" is kept on a page about "your" things.
    const kindWords = kind ? pageKinds.find(([pattern]) => pattern.test(text))?.[0] : undefined;
    const wanted = kindWords ? asked.replace(new RegExp(kindWords.source, "g"), " ") : asked;
    const mine = /\b(my|mine)\b/.test(text);
    const described = matchPages(wanted.trim() || asked.trim() || text)
      .filter((match) => !kind || kind.includes(pageKind(match.page.url, match.page.section)))
      .map((match) =>
        mine && /\byour\b/i.test(pageDescription(match.page.url))
          ? { ...match, share: match.share + 0.02 }
          : match,
      )
      // A kind asked for on a topic ("a calculator for SIP"): the page itself before the index
      // listing every page of that kind, which names every topic.
      .map((match) =>
        kind && match.page.url === `/${match.page.section}` ? { ...match, share: match.share - 0.05 } : match,
      )
      .sort((a, b) => b.share - a.share);
    const [closest] = described;
    // A kind of page asked for ("any tool for that?") narrows the pages enough for a lower bar.
    if (closest && closest.share >= (kind ? 0.3 : 0.6)) {
      const close = described
        .slice(1)
        .filter((match) => match.share >= closest.share * 0.9)
        .slice(0, 2);
      const more =
        close.length > 0
          ? ` Also close: ${joinWords(close.map((match) => `[${match.page.title}](${match.page.url})`))}.`
          : "";
      return `${describePage(closest.page.url, closest.page.title)}${more}`;
    }
    if (named) return describePage(named.url, named.label);
    const hits = index.pages.search(asked.trim() || text, 12);
    const ofKind = kind ? hits.filter((hit) => kind.includes(hit.kind)) : [];
    const pages = ofKind.length > 0 ? ofKind : hits.filter((hit) => !hit.id.startsWith("term:"));
    const top = (pages.length > 0 ? pages : hits).slice(0, 3);
    if (top.length === 0) return null;
    const [first, ...rest] = top;
    if (!first) return null;
    const others = rest.filter((hit) => hit.score >= first.score * 0.5);
    return others.length === 0
      ? `Here it is: [${first.title}](${first.url}).`
      : `Here you go: [${first.title}](${first.url}). Also close: ${joinWords(others.map((hit) => `[${hit.title}](${hit.url})`))}.`;
  }

  function unsure(text: string, message: string): string {
    const hits = index.pages.search(text, 3);
    if (hits.length === 0)
      return `I'm not sure about that one, and I'd rather not guess. Try the [site search](/search?q=${encodeURIComponent(message.trim().slice(0, 80))}), or ask me about investing, taxes, NPS, calculators or finding something on ${siteName}.`;
    return [
      "I'm not sure I have a direct answer to that, and I'd rather not guess. These pages look closest:",
      ...hits.map((hit) => `- [${hit.title}](${hit.url})`),
    ].join("\n");
  }

  return { answer, greeting: () => greeting(siteName) };
}
export type ChatEngine = ReturnType<typeof createChatEngine>;

/** A question without its clause saying when ("after I pass the quiz"), if anything is left. */
function withoutWhenClause(text: string): string {
  const main = text.replace(/\b(after|once|when|as soon as|now that) (i|we|you) [^?.,]*/g, " ");
  return /\p{L}{3,}/u.test(main) ? main.replace(/\s+/g, " ").trim() : text;
}

/** A link to a subject's page; a glossary entry says where it is ("LTCG in the glossary"). */
function linkTo(subject: Subject): string {
  return subject.kind === "term"
    ? `[${subject.label} in the glossary](${subject.url})`
    : `[${subject.label}](${subject.url})`;
}

/** The search result kind of a subject's page, to match "a calculator", "a tool", "a course". */
function documentKind(subject: Subject): string {
  if (subject.kind === "calculator") return "Calculator";
  if (subject.kind === "course") return "Course";
  return pageKind(subject.url, subject.section ?? "");
}

function pageDescription(url: string): string {
  return getSitePage(url.split("#")[0] ?? "")?.description ?? "";
}

/**
 * Two words the site often writes side by side ("long term", "lock in", "tax free"), by their
 * glued form: typed as one word, or one word with a slip ("lonterm"), they are read as the two.
 */
function gluedPairs(index: SiteIndex, frequencies: ReadonlyMap<string, number>) {
  const counts = new Map<string, number>();
  for (const passage of index.passages) {
    const list = passage.text.toLowerCase().split(/[^\p{L}]+/u);
    for (let position = 1; position < list.length; position++) {
      const first = list[position - 1] ?? "";
      const second = list[position] ?? "";
      if (first.length < 3 || second.length < 3) continue;
      const key = `${first} ${second}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const pairs = new Map<string, { phrase: string; count: number }>();
  for (const [phrase, count] of counts) {
    if (count < 8) continue;
    const glued = phrase.replace(" ", "");
    if (frequencies.has(glued)) continue;
    const known = pairs.get(glued);
    if (!known || known.count < count) pairs.set(glued, { phrase, count });
  }
  return pairs;
}

export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// Where a message starts a second question: after a question mark, or at "and" followed by a
// question word ("... and what's the limit").
const nextQuestion =
  /[,;]?\s+(?:and|also|plus)\s+(?:also\s+)?(?=(?:what|how|is|are|can|could|do|does|when|where|which|who|why|will|would|should)\b(?:\s+\S+){2})/;

export function questionParts(text: string): string[] {
  return (
    text
      .split(/\?\s+(?=\S)/)
      .flatMap((sentence) => sentence.split(nextQuestion))
      .map((part) => part.trim())
      .filter((part) => words(part).length >= 2)
      // Three parts at most: a message that repeats itself is not three hundred questions.
      .slice(0, 3)
  );
}
