// Requests the assistant declines: recommendations of a specific product, and questions that
// have nothing to do with personal finance or this site.

const productWords =
  "(stocks?|shares?|funds?|mutual funds?|mf|etfs?|brokers?|broking|demat|ipos?|coins?|crypto(currenc(y|ies))?|bitcoin|insurance (policy|plan)|policy|policies|small.?cap|mid.?cap|large.?cap|penny|scheme)";

const recommendationPatterns: RegExp[] = [
  new RegExp(
    `\\b(which|what|best|top|good|right|safest)\\b[^.?]{0,30}\\b${productWords}\\b[^.?]{0,40}\\b(buy|invest|choose|pick|should|recommend|go for|take|now|today|2026|2027)\\b`,
  ),
  new RegExp(`\\b(best|top \\d*|top|good)\\s+(\\w+\\s+){0,2}${productWords}\\b`),
  new RegExp(`\\b(recommend|suggest|tell)\\b[^.?]{0,25}\\b${productWords}\\b`),
  /\b(stock tips?|tips? for (today|tomorrow|intraday)|multibagger|target price|intraday calls?|which share will|will (the )?(market|nifty|sensex|it|price|shares?|stocks?) (go up|rise|fall|crash)|sure.?shot|guaranteed returns? stocks?)\b/,
  // Personal allocation of a specific sum or of everything: that is an adviser's job.
  /\bwhere (exactly |should i|do i|can i|to)\b.{0,30}\binvest\b.{0,30}\b(now|today|my|it|this|lakh|crore)\b|\b(i have|got) \S+ (lakh|crore|k)\b.{0,40}\b(where|what) should i (invest|put|do)\b/,
  /\b(put|invest|move) (all|most|everything|my entire|my whole|all of) (of )?(my )?(savings|money|pf|salary|corpus|emergency fund)\b/,
  /\b(is it|is this|now|right now) (a )?(good|right|best) time to (buy|sell|invest)\b/,
  /\bshould i (buy|sell|invest in|pick|hold|exit|switch to)\b.{0,40}\b(shares?|stocks?|funds?|coins?|ipos?|etfs?|bees)\b/,
  /\bwhich (one|of these|of the two)\b.{0,20}\b(should i|to) (pick|choose|buy|take|go for)\b/,
  /\b(which|what)\b.{0,30}\b(funds?|stocks?|shares?|etfs?|schemes?|coins?|sectors?)\b.{0,40}\b(highest|best|most|maximum|top|biggest)\b.{0,20}\b(returns?|gains?|profits?)\b/,
  /\b(next year|this year|in 2027|next month|tomorrow)\b.{0,30}\b(highest|best|top) (returns?|performer|performing)\b|\b(highest|best|top) (returns?|performer|performing)\b.{0,30}\b(next year|this year|in 2027|next month|tomorrow)\b/,
];

/** Words people write with capitals that are not the name of a company or a fund. */
const commonCapitalised = new Set(
  `i india indian indians sebi rbi nps ppf sip sips elss etf etfs fd fds rd scss sgb sgbs ulip ulips nsc kvp epf vpf hra lta
  ltcg stcg tds gst stt nav cagr xirr nifty sensex bse nse amc amcs amfi pfrda irdai dicgc lrs tcs nri nris huf kyc ckyc pan
  upi tier ii iii us usa uk emi emis cibil mf mfs gdp cpi mpc budget act section sections hindi english niveshshala
  january february march april may june july august september october november december ok okay hi hello thanks
  what which who where when why how is are can could should would will do does did my me the a an and or if
  tax taxes income new old regime senior citizen citizens savings scheme gold bond bonds reit reits invit invits
  f&o fno ipo ipos demat ai q1 q2 q3 q4 fy ay ty dear sir madam please`.split(/\s+/),
);

/**
 * Capitalised names in the original message that look like a company, fund or broker: words
 * the site's own pages never use (they name no company or fund), other than common ones.
 */
export function namedProducts(original: string, knownWords: ReadonlySet<string>): string[] {
  const names: string[] = [];
  for (const sentence of original.split(/(?<=[.?!])\s+/)) {
    const words = sentence.split(/[\s,;:()"]+/).filter(Boolean);
    words.forEach((word, index) => {
      const bare = word.replace(/[^A-Za-z&]/g, "");
      if (bare.length < 3 || !/^[A-Z]/.test(bare)) return;
      if (commonCapitalised.has(bare.toLowerCase()) || knownWords.has(bare.toLowerCase())) return;
      // The first word of a sentence is capitalised anyway unless it is all capitals.
      if (index === 0 && bare !== bare.toUpperCase()) return;
      names.push(bare);
    });
  }
  return names;
}

/**
 * Brokers, investing apps, fund houses, banks and insurers that people type in lower case
 * ("zerodha or upstox"): the capital-letter test misses them, and the broker guide names
 * some of them, so they are not unknown words either.
 */
const brandNames =
  /\b(zerodha|groww|upstox|angel ?(one|broking)|dhan|fyers|5paisa|paytm money|icici ?direct|hdfc ?(securities|sky)|kotak ?(securities|neo)|sharekhan|motilal oswal|iifl|sbi ?securities|axis ?direct|kuvera|et ?money|indmoney|smallcase|scripbox|hdfc|sbi|icici|axis|kotak|nippon|mirae|parag parikh|ppfas|uti|dsp|tata|aditya birla|franklin|edelweiss|canara robeco|bandhan|hsbc|invesco|lic|max life|bajaj|star health|niva bupa)\b/g;

const decisionWords =
  /\b(buy|buying|sell|selling|invest|investing|pick|choose|hold|exit|switch|redeem|good time|better|should i|shall i|worth it|go for)\b/;

/**
 * Judging or choosing between named brands: "groww vs angel one", "zerodha or upstox, which
 * one", "is kotak any good". Narrower than `decisionWords`, since "can I open PPF in SBI or a
 * post office?" names a bank without asking anyone to judge it.
 */
const choosingBetween =
  /\b(better|best|should i|shall i|pick|choose|prefer|go with|go for|recommend|suggest|worth it|any good|good (for|to|enough)|reliable|trustworthy|vs|versus|compared (to|with))\b|\b(which|where do i)\b.*\bor\b|\bor\b.*\b(which|where do i)\b/;

export function isProductAdviceRequest(
  text: string,
  original: string,
  knownWords: ReadonlySet<string>,
): boolean {
  if (recommendationPatterns.some((pattern) => pattern.test(text))) return true;
  if (namedProducts(original, knownWords).length > 0 && decisionWords.test(text)) return true;
  // Two brands set side by side ("parag parikh or mirae?") ask for a choice however it is worded.
  const brands = text.match(brandNames) ?? [];
  return (brands.length > 0 && choosingBetween.test(text)) || (brands.length > 1 && /\b(or|vs)\b/.test(text));
}

export const financeWords =
  /\b(invest\w*|money|fund\w*|stock\w*|share\w*|market\w*|tax\w*|sip|ppf|nps|fd|emi|loan\w*|interest|inflation|return\w*|saving\w*|bank\w*|gold|bond\w*|insurance|pension|retire\w*|salary|income|crypto\w*|bitcoin|portfolio|diversif\w*|calculat\w*|elss|scss|sgb|ulip|etf\w*|nifty|sensex|rupee\w*|lakh\w*|crore\w*|₹|budget|wealth|financ\w*|debt|equity|dividend\w*|broker\w*|demat|kyc|course\w*|glossary|guide\w*|account|password|login|register|page|website|site|feedback|quiz|certificate\w*|lesson\w*|tool\w*|simulation|allocation|rebalanc\w*|capital|gains?|slab|regime|deduction\w*|rebate|hra|80c|80d|87a|senior|mutual|trading|options?|futures?|derivative\w*|margin|ipo|nav|cagr|xirr|stt|sebi|rbi|pfrda|amfi|irda\w*|premium|term|health|emergency|expense\w*|goal\w*|plan\w*|property|home|house|rent\w*|car|deposit\w*|maturity|lock|withdraw\w*|nominee|profile|search|help|topics?|learn\w*|beginner\w*|basics)\b/;

const offTopicWords =
  /\b(weather|rain|cricket|ipl|football|movie|film|song|music|lyrics|joke|jokes|recipe|cook|cooking|biryani|poem|poetry|story|python|javascript|code|coding|program|homework|essay|election|politics|president|prime minister|chief minister|minister|girlfriend|boyfriend|dating|love|game|games|translate|capital of|who won|celebrity|horoscope|astrology|medical|doctor|disease|symptoms|travel|hotel|flight|train|phone|mobile|laptop|television|tv|score|scorecard|match|wicket|\w+ vs \w+ (match|test|odi|t20))\b/;

export function isOffTopic(text: string): boolean {
  const financial = text
    .replace(/\b(phone|mobile) (number|banking)\b/g, "bank")
    .replace(/\b(credit|cibil|risk) score\b/g, "credit")
    // "Help me with my homework" asks for help, not for the site's help pages.
    .replace(/\b(help|helps|helping)\b/g, "");
  if (/\b(credit|cibil|risk) score\b/.test(text)) return false;
  if (isTechHelp(text)) return true;
  return offTopicWords.test(text) && !financeWords.test(financial);
}

// Programming and computer help: languages, tools, devices and the requests that go with them.
const techWords =
  /\b(python|javascript|typescript|js|java|c\+\+|c#|golang|kotlin|ruby|php|perl|rust lang|html|css|sql|mysql|postgres\w*|sqlite|mongo\w*|react|angular|vue|node\.?js|npm|pip|django|flask|pandas|numpy|jupyter|api|json|xml|yaml|regex|git|github|gitlab|docker|kubernetes|linux|ubuntu|windows|macos|macbook|ios|android|iphone|laptop|computer|pc|desktop|printer|wifi|wi-fi|router|bluetooth|keyboard|hard ?disk|ssd|ram|cpu|gpu|bios|drivers?|antivirus|software|hardware|excel|spreadsheets?|google sheets|vlookup|xlookup|pivot table|macro|vba|coding|coder|programming|programmer|compil\w*|debug\w*|bugs?|syntax|traceback|stack ?trace|segfault|null pointer|nullpointerexception|runtime error|\w+error|\w+exception|undefined|leetcode|algorithm|data structures?|linked list|database|server|localhost|browser|chrome|firefox|website builder|wordpress)\b/;
const techRequest =
  /\b(write|fix|debug|correct|explain|optimi[sz]e|refactor|review|convert|generate|create)\b.{0,40}\b(code|function|script|program|query|class|method|regex|snippet|loop|bug|error|formula|macro|app)\b|\b(error|exception|bug)\b.{0,20}\b(in|on) (my|the|this) (code|script|program|function|query)\b/;
const deviceTrouble =
  /\b(will not|wont|does not|doesn't|is not|isn't|not) (start|boot|turn on|switch on|charge|connect|load|open|work\w*)\b|\b(blue screen|keeps (crashing|restarting|freezing|disconnecting)|overheat\w*|frozen|hang(s|ing)|broken|cracked|damaged|stuck|dead|slow|virus)\b/;
// Finance a tech question can still be about ("XIRR in Excel", "SIP formula in a spreadsheet").
const coreFinance =
  /\b(invest\w*|money|mutual funds?|funds?|stocks?|shares?|share market|stock market|tax\w*|sips?|ppf|nps|fds?|fixed deposits?|rd|emis?|loans?|interest|inflation|savings?|banks?|banking|gold|bonds?|insurance|pension|retire\w*|salary|income|crypto\w*|bitcoin|portfolio|diversif\w*|elss|scss|sgbs?|ulips?|etfs?|nifty|sensex|rupees?|lakhs?|crores?|wealth|financ\w*|equity|dividends?|brokers?|brokerage|demat|xirr|irr|cagr|nav|npv|pmt|capital gains?|ltcg|stcg|80c|80d|hra|ipos?|sebi|rbi|trading|expense ratio|compound\w*|annuit\w*|amorti[sz]ation|depreciation|rate of return|returns? (on|of|from)|fintech|net worth|budget(ing)?\b(?!\s+(laptops?|phones?|mobiles?|pcs?|computers?|tvs?|hotels?|trips?|flights?))|expenses?|spending|credit|upi|kyc|calculators?|returns)\b|₹/;
// Trouble with this site itself is the site's business, not off-topic.
const siteSupport =
  /\b(niveshshala|site|your (website|app|page|chat|course)|this (site|website|app|page|chat)|the (site|website|chat)|courses?|lessons?|quiz\w*|certificates?|my account|log ?in|login|sign ?in|sign ?up|password)\b/;

/** A question about programming or a computer: not what a personal-finance assistant is for. */
export function isTechHelp(text: string): boolean {
  const tech = techWords.test(text) || techRequest.test(text);
  const device =
    deviceTrouble.test(text) &&
    /\b(my|the)\s+(\w+\s+)?(laptop|computer|pc|phone|mobile|printer|tv|television|car|bike|wifi|router|fridge|ac)\b/.test(
      text,
    );
  if (!tech && !device) return false;
  return !coreFinance.test(text) && !siteSupport.test(text);
}

/** A question with no word of finance or of this site in it. */
export function isOutsideScope(text: string): boolean {
  return !financeWords.test(text);
}
