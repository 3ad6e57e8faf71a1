import type { Lexicon } from "./lexicon.ts";

// What the assistant declines, written by hand on purpose (declines and small talk are the
// only hand-written rules): choosing or judging a named share, fund, coin, policy or broker;
// predictions; how to split a particular sum; and chores or topics outside personal finance.
// General questions that name a product type ("should I start with mutual funds or FDs?")
// are answered, with a note that the answer is not personal advice.

/** Words that are neither names nor finance: grammar, and everyday words of Indian questions. */
const everyday = new Set(
  `i me my mine we our us you your he she his her they them their it its a an the this that these those some any all both
  is am are was were be been being do does did have has had will would shall should can could may might must
  and or but if so then than because as at by for from in into of on to with without about after before over under
  what which who whom whose when where why how whether there here not no yes ok okay please pls plz thanks thank hi hello hey
  now today tomorrow yesterday soon later next last this year years month months week day days time age old new good bad better best
  worth worthy right wrong safe risky sure buy sell hold keep switch exit add more less much many invest investing put
  lakh lakhs crore crores thousand rupees rs inr k cr l lpa salary income money savings saving bonus wife husband son daughter
  mother father mom dad parents parent child children kids family friend friends brother sister uncle job office company work
  want wants need needs like get got make made take give say said tell know think feel go going come start started plan planning
  should shall first one two three four five six seven eight nine ten also just only really very still already even again
  jan feb mar apr may jun jul aug sep oct nov dec january february march april june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday india indian indians sir madam bro bhai ji yaar dear
  bunch couple handful lot lots several few number`.split(/\s+/),
);

// A decision on a holding: buy, sell, hold, switch and their Hinglish forms (after language.ts).
const decisionVerb =
  /\b(buy|buying|bought|sell|selling|hold|holding|keep|switch|switching|exit|redeem|add|accumulate|invest in|invest more in|put money in|go for|enter|average out)\b/;
// Nouns that make a name a holding: "Tata Motors shares", "Axis Bluechip fund".
const holdingNoun =
  /^(shares?|stocks?|scrips?|fund|funds|mf|etf|etfs|coin|coins|token|tokens|ipo|ipos|policy|policies|plan|plans|bank|bonds?|ncds?|app|broker|brokers|securities|broking|demat|amc|mutual|insurance|life|capital|finance|calls?|puts?|options?|futures?|results?)$/;

const fillers = new Set([
  "the",
  "a",
  "an",
  "my",
  "our",
  "some",
  "more",
  "these",
  "those",
  "this",
  "that",
  "in",
  "into",
  "of",
  "all",
  "few",
]);

/**
 * Words of the original message that look like the name of a company, fund, coin or broker.
 * `strong` names are written with a capital or are names the site itself uses; an unknown word
 * in lower case may as well be a Hinglish word, so it counts only beside a holding's noun.
 */
export function namedHoldings(
  original: string,
  lexicon: Lexicon,
  knows: (word: string) => boolean,
): string[] {
  return namesIn(original, lexicon, knows).map((name) => name.word);
}

interface Name {
  word: string;
  strong: boolean;
}

function namesIn(original: string, lexicon: Lexicon, knows: (word: string) => boolean): Name[] {
  const names: Name[] = [];
  for (const sentence of original.split(/(?<=[.?!])\s+/)) {
    const words = sentence.split(/[^\p{L}\p{N}&]+/u).filter(Boolean);
    words.forEach((word, position) => {
      const lower = word.toLowerCase();
      if (lower.length < 2 || /^\d/.test(lower) || everyday.has(lower) || lexicon.isSubjectWord(lower))
        return;
      const capital = /^\p{Lu}/u.test(word) && (position > 0 || word === word.toUpperCase());
      const proper = lexicon.isProperName(lower);
      if (proper || (!knows(lower) && (capital || lower.length >= 3)))
        names.push({ word: lower, strong: proper || capital });
    });
  }
  return names;
}

// Asking for a verdict: "should I", "is it good", "better", "worth it", "buy or sell?".
const verdict =
  /\b(should|shall|must|ought|worth|good time|right time|bad time|better|best|good|safe|reliable|trustworthy|recommend\w*|suggest\w*|advi[cs]e|opinion|view on|thoughts on|any good|multibagger|undervalued|overvalued|target)\b|\b(buy|sell|hold|exit|switch|redeem|add|invest)\b\s*(it|them|this|that|these|now|today|more|or not)?\s*(or|\?|$)/;

function namesAreTheChoice(text: string, strong: readonly string[]): boolean {
  const words = text.split(/[^\p{L}\p{N}&]+/u).filter(Boolean);
  const near = (from: number, to: number) =>
    words.slice(Math.max(0, from), Math.max(0, to)).some((word) => strong.includes(word));
  return words.some((word, index) => {
    if (/^(or|vs|versus)$/.test(word)) return near(index - 3, index) && near(index + 1, index + 4);
    if (/^(compare|compared|comparing|between)$/.test(word)) return near(index + 1, index + 6);
    return false;
  });
}

/** A buy, sell, hold or "which is better" question about a named holding. */
export function asksAboutNamedHolding(
  text: string,
  names: readonly string[],
  strong: readonly string[] = names,
): boolean {
  if (names.length === 0) return false;
  // Two names either side of "or" ask for a choice however it is worded: "zerodha or groww",
  // "kotak vs sbi", "compare HDFC and ICICI". Names elsewhere in a long message ("HR says my HRA
  // ... old or new regime?") are not the choice.
  if (new Set(strong).size >= 2 && namesAreTheChoice(text, strong)) return true;
  if (!verdict.test(text)) return false;
  // "If I sell them now, how is the gain taxed?" asks about tax on a sale, not whether to sell.
  if (
    /\btax(ed|es|able|ation)?\b/.test(text) &&
    !/\b(should|shall|better|best|good|worth|recommend\w*|suggest\w*)\b/.test(text)
  )
    return false;
  const words = text.split(/[^\p{L}\p{N}&]+/u).filter(Boolean);
  const isName = (word: string | undefined) => word !== undefined && names.includes(word);
  for (let i = 0; i < words.length; i++) {
    if (!isName(words[i])) continue;
    // "reliance shares", "axis bluechip fund", "tata motors": a holding by its noun or a second
    // name. Two unknown words side by side are as likely Hinglish ("naukri lagi"): one must be a
    // proper name.
    const following = words.slice(i + 1, i + 6);
    const strongPair =
      isName(words[i + 1]) && (strong.includes(words[i] ?? "") || strong.includes(words[i + 1] ?? ""));
    if (following.some((word) => holdingNoun.test(word)) || strongPair) return true;
    // "buy reliance", "sell my infosys": the verb right before the name.
    const lead = words.slice(Math.max(0, i - 4), i).filter((word) => !fillers.has(word));
    if (decisionVerb.test(lead.slice(-2).join(" "))) return true;
  }
  return false;
}

// Asking for a product to be picked, without naming one: "which fund should I buy", "best stock
// for 2027", "suggest a good broker". Asking which kind of product suits ("which fund category",
// "PPF or ELSS") is education and is answered.
const productNoun =
  "(stocks?|shares?|scrips?|funds?|mfs?|etfs?|coins?|tokens?|brokers?|demat accounts?|trading apps?|apps?|polic(y|ies)|insurance plans?|term plans?|plans?|ipos?|pension fund managers?|fund managers?|fund houses?|amcs?|insurers?|insurance compan(y|ies)|compan(y|ies)|sectors?|banks?)";
const pickOne = new RegExp(
  `\\b(which|what|best|top|good|suggest|recommend|tell me|name)\\b[^.?]{0,30}\\b${productNoun}\\b(?!\\s+(categor|type|kind|option|way))[^.?]{0,40}\\b(buy|invest in|choose|pick|should|recommend|go for|20\\d\\d|for me|best|top)\\b|(?<!\\b(do|does|would|will|can) (you|u|the site|niveshshala) )\\b(best|top( \\d+)?|suggest( me)?( a| some)?|recommend( me)?( a| some)?)\\s+([\\w-]+\\s+){0,3}${productNoun}\\b(?!\\s+(categor|type|kind|option|way))`,
);

// Asking where prices or markets will go.
const prediction =
  /\b(will|would|going to|gonna|can)\b.{0,40}\b(go up|go down|rise|fall|crash|jump|rally|recover|touch|cross|reach|double|bounce|correct|boom)\b|\b(touch|cross|reach|double|rise|fall|crash|go up|go down)\s+will\b|\b(target price|price target|price prediction|forecast|predict\w*|next multibagger|stock tips?|tips for (today|tomorrow|intraday)|intraday calls?|sure.?shot|jackpot)\b|\b(nifty|sensex|market|markets|gold|silver|bitcoin|crypto|share price|stock price|price)\b.{0,30}\b(next (week|month|year)|tomorrow|by 20\d\d|in 20(2[7-9]|[3-9]\d)|this (week|month|year)|kitna jayega|how much will it be)\b|\bwhere will (the )?(nifty|sensex|market|gold|bitcoin)\b|\b(which|what) (share|stock|sector|fund|coin)s? will\b/;

// How to spend a particular sum of one's own.
const amount = "(₹|rs\\.?)?\\s*\\d[\\d,.]*\\s*(k|lakh|lakhs|lac|lacs|crore|crores|cr|thousand)?\\b";
const splitSum = new RegExp(
  [
    // "how should I split my 3 lakh bonus", "what do I do with this 5 lakh"
    `\\b(how|what)\\b(?! much)[^.?]{0,25}\\b(split|divide|allocate|distribute|deploy|invest|put|park|do with|use)\\b[^.?]{0,20}\\b(my|this|these|our)\\s+${amount}`,
    // "where should I put 5 lakh", "5 lakh kahan invest karu"
    `\\bwhere\\b[^.?]{0,25}\\b(invest|put|park|keep|deploy)\\b[^.?]{0,25}${amount}`,
    `${amount}[^.?]{0,30}\\bwhere\\b[^.?]{0,15}\\b(invest|put|park|keep)\\b`,
    // "I have 10 lakh, where should I invest it?"
    `\\b(i have|i got|got|received|have|mere paas|i've)\\b[^.?]{0,25}${amount}[^?]{0,80}\\b(where|what(?! is)|how(?! much))\\b[^.?]{0,20}\\b(invest|put|park|do|split|allocate)\\b`,
    // "how much in the index fund and how much in FD?" (not "how much interest does it save and
    // how much earlier will I be done?", nor "how much can I take out and how much goes to an annuity?")
    `\\bhow much\\b[^?]{0,25}\\b(in|into)\\b[^?]{0,40}\\band how much\\b[^?]{0,15}\\b(in|into)\\b`,
    // "tell me how much to put where", "how much of it should I put in FD, gold and equity funds":
    // amounts for one's own money across places or several products.
    `\\bhow much\\b(?: of (?:it|this|that|the money|my money))?\\s+(?:to|should i|should we|do i|can i)\\s+(?:put|invest|keep|park|allocate)\\s+(?:where|in each|in what|[^?.]{0,30}\\b\\w+,\\s*\\w+[^?.]{0,20}\\b(?:and|or)\\b)`,
    // "make me a portfolio", "build me a plan": a plan for one person's money
    `\\b(make|build|create|design|suggest|give)\\s+(me|us)\\s+(a |an )?(portfolio|plan|allocation)\\b`,
    // "give me a % split", "suggest an allocation"
    `\\b(give|suggest|tell|make|recommend)\\b[^.?]{0,12}\\b(%|percent|percentage)?\\s*(split|allocation|breakup|break-up|mix|plan with amounts)\\b`,
    // "suggest a portfolio for ₹20 lakh"
    `\\b(suggest|recommend|give|make|build)\\b[^.?]{0,20}\\b(portfolio|allocation|investment plan)\\b[^.?]{0,30}\\b(for|with)\\b[^.?]{0,10}\\d`,
  ].join("|"),
);

// Everything, or most, of one's savings into one thing: "put all my savings in bitcoin".
const allIn =
  /\b(put|invest|move|park|shift|transfer)\b.{0,12}\b(all|most|everything|entire|whole|half|all of)\b.{0,20}\b(savings|money|salary|pf|epf|corpus|bonus|emergency fund|retirement)\b/;

// Chores and topics outside personal finance, even when they mention money.
// "nifty dec end tak 28000 jayega kya?": where an index or a price will go, in Hinglish (read
// before the Hinglish verbs become "will", which would also catch "how much will it be").
const hinglishPrediction =
  /\b(nifty|sensex|bank nifty|gold|silver|bitcoin|share|stock|price|rate|bhav)\b[^.?!]{0,40}\b(jayega|jaega|jaayega|jaegi|jayegi|jaayegi|girega|giregi|badhega|badhegi|chadhega|chadhegi|tootega|tutega|upar jayega|neeche jayega)\b/;
// Planning a trip or an event is a chore even with a budget in rupees.
const planningChore =
  /\b(plan|book|suggest|organi[sz]e|arrange)\b.{0,30}\b(trip|tour|holiday|vacation|itinerary|honeymoon|party|wedding|outing)\b|\bitinerary\b/;
const chore =
  /\b(write|draft|compose|prepare|create|make|generate|translate|proofread|rewrite|format)\b.{0,40}\b(letter|email|e-mail|mail|application|essay|poem|story|speech|cover letter|resume|cv|code|program|script|song|tweet|post|caption|message|messages|msg|text message|sms|whatsapp|complaint letter|notice|assignment|homework|report for (my|the) (boss|school|college|class))\b/;
const offTopicWords =
  /\b(weather|rain|cricket|ipl|football|movie|movies|film|song|music|lyrics|joke|jokes|recipe|recipes|cook|cooking|biryani|poem|poetry|python|javascript|typescript|java|sql|html|css|code|coding|program|programming|debug|compile|compiler|syntax|exception|nullpointerexception|homework|election|elections|politics|minister|president|governor|mla|girlfriend|boyfriend|dating|horoscope|astrology|symptoms|disease|medicine|doctor|hotel|flight|train ticket|laptop|smartphone|phone|mobile|iphone|android|tv|television|fridge|camera|headphones|wifi|celebrity|capital of|who won|translate)\b/;
const financeWords =
  /\b(invest\w*|money|fund\w*|stock\w*|share\w*|market\w*|tax\w*|sip|ppf|nps|fd|emi|xirr|cagr|irr|nav|loan\w*|interest|inflation|return\w*|saving\w*|bank\w*|gold|bond\w*|insurance|pension|retire\w*|salary|income|crypto\w*|portfolio|diversif\w*|calculat\w*|elss|scss|ulip|etf\w*|nifty|sensex|rupee\w*|lakh\w*|crore\w*|₹|budget\w*|wealth|financ\w*|debt|equity|dividend\w*|broker\w*|demat|kyc|course\w*|glossary|guide\w*|account|password|login|quiz|certificate\w*|lesson\w*|tool\w*|simulation|allocation|capital|gains?|regime|deduction\w*|premium|expense\w*|goal\w*|property|rent\w*|deposit\w*|credit|card|upi|cibil)\b/;

export type Decline = "advice" | "off-topic";

export function declineKind(
  text: string,
  original: string,
  lexicon: Lexicon,
  knows: (word: string) => boolean,
  /** Only a verdict on a named holding: for a follow-up read with the message before it. */
  holdingOnly = false,
): Decline | null {
  if (holdingOnly) return asksAboutHolding(text, original, lexicon, knows);
  if (chore.test(text) || planningChore.test(text)) return "off-topic";
  if (
    (prediction.test(text) || hinglishPrediction.test(original.toLowerCase())) &&
    !checksTheSource(text) &&
    !statesItsOwnAssumptions(text)
  )
    return "advice";
  if (offTopicWords.test(text) && !financeWords.test(text)) return "off-topic";
  if (splitSum.test(text) || allIn.test(text)) return "advice";
  if (pickOne.test(text)) return "advice";
  return asksAboutHolding(text, original, lexicon, knows);
}

/**
 * The sentences that ask, when a message also tells a story: "A telegram group sells 'sure shot'
 * stock tips. How do I check the man is SEBI registered?" asks how to check, not for a tip.
 */
function askedPart(text: string): string {
  const sentences = text.match(/[^.?!]+[.?!]*/g) ?? [text];
  const questions = sentences.filter((sentence) => sentence.trim().endsWith("?"));
  return sentences.length > 1 && questions.length > 0 ? questions.join(" ") : text;
}

/**
 * A sum with its own rate and period ("10k a month in gold for 10 years at 10%, how much will
 * it be?") asks for arithmetic on the asker's assumption, not for a forecast.
 */
function statesItsOwnAssumptions(text: string): boolean {
  return /\d+(\.\d+)?\s*(%|percent)/.test(text) && /\b\d+(\.\d+)?\s*(years?|yrs?|months?)\b/.test(text);
}

/** Asking how to check, report or avoid a tip or its seller, not for the tip itself. */
function checksTheSource(text: string): boolean {
  const asked = askedPart(text);
  return (
    asked !== text &&
    !prediction.test(asked) &&
    /\b(check|verify|report|complain|genuine|legit|fraud|scam|registered|registration)\b/.test(asked)
  );
}

function asksAboutHolding(
  text: string,
  original: string,
  lexicon: Lexicon,
  knows: (word: string) => boolean,
): Decline | null {
  const names = namesIn(original, lexicon, knows);
  const strong = names.filter((name) => name.strong).map((name) => name.word);
  if (
    asksAboutNamedHolding(
      text,
      names.map((name) => name.word),
      strong,
    )
  )
    return "advice";
  return null;
}

/** A question with no word of finance or of this site in it. */
export function isOutsideScope(text: string): boolean {
  return !financeWords.test(text);
}

// A question about the asker's own choices: answered, with the note that it is not advice.
export const personalQuestion =
  /\b(should i|shall i|is it (good|wise|right|better|safe) (for me|to)|which is better|better for me|am i|do i need|my portfolio|my money|my savings|for me|what should i do|where should i start|what to do first|i am \d+|i'm \d+)\b/;

export const notAdvice =
  "Note: this is general education, not advice for your situation. For personal advice, talk to a SEBI-registered investment adviser.";

export function declineText(kind: Decline): string {
  if (kind === "off-topic")
    return "Sorry, that's outside what I can help with. I'm here for investing and personal finance in India: investing basics, diversification, the stock market, NPS, income tax, our calculators and finding your way around this site.";
  return [
    "I can't recommend or judge a specific stock, fund, coin, broker or policy, predict prices, or say where to put a particular sum: that depends on your goals, your other money and your tax, and personal recommendations are for a SEBI-registered investment adviser. What I can do is show you how to decide for yourself:",
    "- [How to pick mutual funds](/guides/picking-mutual-funds): category, costs, consistency",
    "- [How to pick stocks](/guides/picking-stocks): business quality, valuation, risk",
    "- [Diversification](/diversification) and the [asset allocation tool](/tools/asset-allocation)",
    "- [Comparing brokers](/guides/brokers-comparison) and the [risk-tolerance check](/calculators/risk-tolerance)",
    "",
    notAdvice,
  ].join("\n");
}
