// Turning what people type into something the intent rules can read: lower case, Hinglish
// words in English, common misspellings of the words the rules look for corrected.

/** Words that mark a message as Hinglish; only then are ambiguous words like "me" translated. */
const hinglishMarkers =
  /\b(kya|hai|hain|kaise|kitna|kitni|kitne|kaun|konsa|kaunsa|chahiye|karna|karu|karun|karein|lagta|lagti|lagega|batao|bataiye|hota|hoti|mera|meri|mujhe|paisa|paise|saal|mahina|mahine|kab|kahan|kaha|wala|wali|ke|ki|ka|ko|se|aur|mein|hoga|milega|milta|sakta|sakte|nahi|kyun|kyu)\b/;

const hinglishPhrases: [RegExp, string][] = [
  [/\b(kaise|kese|kaisa) (khole|kholen|kholu|kholun|kholna|open kare|open karein)\b/g, "how to open"],
  [/\b(khole|kholen|kholu|kholna)\b/g, "open"],
  [/\b(sikhna|seekhna|sikhe|sikhu|seekhu|sikhni)\b/g, "learn"],
  [/\b(shuru|shuruaat) (karu|karun|kare|karein|karna|karen)\b/g, "start"],
  [/\b(bhool|bhul) (gaya|gayi|gye|gaye)\b/g, "forgot"],
  [/\b(kahan|kaha) (milenge|milega|milegi|hai|h|hain)\b/g, "where is"],
  [/\b(banaye|banaen|banau|banana|banaun)\b/g, "create"],
  [/\b(kitna|kitni|kitne) (hona|honi|hone) (chahiye|chaiye)\b/g, "how much should"],
  [/\b(pe|par)\b/g, "on"],
  [/\bkya (hota|hoti) (hai|h)\b/g, "what is"],
  [/\bkya (hai|h|he)\b/g, "what is"],
  [/\bkise kehte (hai|hain)\b/g, "what is"],
  [/\bkaise (kare|karein|karu|karun|karte|kar sakte)\b/g, "how to"],
  [/\bhar mahine\b/g, "per month"],
  [/\bprati mahina\b/g, "per month"],
  [/\bkitna (tax|kar) lag(ta|ega|ti) (hai|h)\b/g, "how much tax applies"],
  [/\b(lagta|lagti|lagega|lagte) (hai|h|hain)?\b/g, "applies"],
  [/\bkitn[aie]\b/g, "how much"],
  [/\bkaise\b/g, "how"],
  [/\b(kahan|kaha)\b/g, "where"],
  [/\b(kaun ?sa|konsa|kaunsa|kaun si|konsi)\b/g, "which"],
  [/\bkab\b/g, "when"],
  [/\b(batao|bataiye|bata do|samjhao|samjhaiye)\b/g, "explain"],
  [/\bchahiye\b/g, "should"],
  [/\b(mein|me|mai)\b/g, "in"],
  [/\b(saal|sal|varsh|baras)\b/g, "years"],
  [/\b(mahine|mahina|maheene)\b/g, "months"],
  [/\b(paisa|paise)\b/g, "money"],
  [/\b(nivesh)\b/g, "invest"],
  [/\b(sona)\b/g, "gold"],
  [/\b(bima)\b/g, "insurance"],
  [/\b(ghar|makan|makaan)\b/g, "home"],
  [/\b(karz|karza|karj)\b/g, "loan"],
  [/\b(bachat)\b/g, "savings"],
  [/\b(byaj|byaaj|sood)\b/g, "interest"],
  [/\b(mehangai|mahangai|mehngai)\b/g, "inflation"],
  [/\b(shuru|shuruaat)\b/g, "start"],
  [/\b(fayda|faayda|labh)\b/g, "benefit"],
  [/\b(nuksan|nuksaan|ghata)\b/g, "loss"],
  [/\b(accha|acha|achha)\b/g, "good"],
  [/\b(kharidna|kharidu|kharide|khareedna)\b/g, "buy"],
  [/\b(ke liye)\b/g, "for"],
  [/\b(aur)\b/g, "and"],
];

/** Lower case, rupee signs and punctuation tidied, Hinglish words translated. */
export function normalise(message: string): string {
  let text = message
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\b(wat|wht|waht)\b/g, "what")
    .replace(/\b(what|where|who|how|it|that|there)'s\b/g, "$1 is")
    .replace(/\b(i)'m\b/g, "i am")
    .replace(/\b(do|does|is|are|should|would|could)n't\b/g, "$1 not")
    // "can't" and "won't" are not a verb with "n't" added.
    .replace(/\bcan't\b/g, "can not")
    .replace(/\bwon't\b/g, "will not")
    .replace(
      /^(in (plain|simple|easy) (english|words|terms|language)|simply|briefly|quickly|in short|please|pls|plz|kindly|dear \w+)[,:]?\s+/,
      "",
    )
    // "Hi, what is an ETF?": the greeting is not the question.
    .replace(/^(hey|hi|hello|namaste)[,!:]?\s+(?=(\S+\s+){2,}\S)/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (hinglishMarkers.test(text)) {
    for (const [pattern, replacement] of hinglishPhrases) text = text.replace(pattern, replacement);
    // Hindi puts the question word last: "sip what is" reads "what is sip".
    text = text.replace(/^(.+?)\s+(what is|how to|how much)\s*\??$/, "$2 $1");
  }
  return correctSpelling(text);
}

// Words the rules and the search index depend on. A word of the message that is not one of
// these but is one or two typing slips away from one of them is read as that word.
const vocabulary = `
account accounts advice advisor allocation amount annual annuity appreciation assessment average averaging
balance bank benefit benefits between bitcoin bond bonds broker brokerage brokers budget buy calculate
calculator calculators capital cash certificate certificates change citizen citizens compare compound
compounding corporate course courses credit crore crores crypto cryptocurrency deduction deductions delete
deposit deposits derivatives difference diversification diversify dividend dividends education emergency
equity estate exemption expense expenses feedback finance financial fixed fund funds future futures glossary
goal goals gold government growth guide guides health home house income index inflation instalment
insurance interest invest investing investment investments lakh lakhs learn lesson lessons limit limits
loan loans login lumpsum market markets maturity maximum minimum monthly months mutual navigation nifty
option options password pension percent period portfolio premium prepayment principal property provident
quiz rebate regime register repayment retirement return returns risk salary savings scheme schemes
section senior sensex simulation stock stocks strategies strategy systematic tax taxed taxes taxable taxation tenure terminology
thousand tolerance trading value volatility withdrawal worth years
month year gain gains rate rates price prices share shares investor investors saving today after
financial plan plans planning lock nominee nomination retire retired calculation calculations weather
chance chances range worst spread upside downside lowest highest
broken
`
  .split(/\s+/)
  .filter(Boolean);
const known = new Set(vocabulary);

/** Optimal string alignment distance (Levenshtein with adjacent swaps), capped for speed. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (d[(i - 1) * cols + j] ?? 0) + 1,
        (d[i * cols + j - 1] ?? 0) + 1,
        (d[(i - 1) * cols + j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (d[(i - 2) * cols + j - 2] ?? 0) + 1);
      }
      d[i * cols + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > cap) return cap + 1;
  }
  return d[rows * cols - 1] ?? 0;
}

const corrections = new Map<string, string>();

/** "invested", "returns", "deposited": a known word with an ending is not a misspelling. */
function isInflected(word: string): boolean {
  return ["s", "es", "ed", "d", "ing", "ly", "er", "ers"].some(
    (ending) => word.endsWith(ending) && known.has(word.slice(0, -ending.length)),
  );
}

function correctWord(word: string): string {
  if (word.length < 5 || known.has(word) || /\d/.test(word) || isInflected(word)) return word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  const allowed = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestDistance = allowed + 1;
  for (const candidate of vocabulary) {
    if (candidate[0] !== word[0] && allowed < 2) continue;
    // Ties go to the word of the same length ("calculater" is "calculator", not "calculate").
    const distance = editDistance(word, candidate, allowed) + (candidate.length === word.length ? 0 : 0.1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (corrections.size < 5000) corrections.set(word, best);
  return best;
}

export function correctSpelling(text: string): string {
  return text.replace(/[a-z]+/g, (word) => correctWord(word));
}
