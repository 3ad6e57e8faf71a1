import { stem } from "#app/features/search/index.ts";
import { numberWordList } from "#app/lib/count-words.ts";

// Turning what people type into text the engine can read: lower case, contractions spelled
// out, the grammar words of Hinglish in English, and misspellings corrected against the words
// the site itself uses. Names of products and pages are not here: they come from the content
// (see lexicon.ts). This table is grammar only: question words, verbs and particles.

/** Words that mark a message as Hinglish; only then are ambiguous words like "me" translated. */
const hinglishMarkers =
  /\b(kya|kia|hai|hain|hota|hoti|kaise|kese|kitna|kitni|kitne|kaun|konsa|kaunsa|chahiye|chaiye|karna|karu|karun|karein|kare|lagta|lagti|lagega|batao|bataiye|mera|meri|mere|mujhe|paisa|paise|saal|sal|mahina|mahine|kab|kahan|kaha|wala|wali|ke|ki|ka|ko|se|aur|mein|hoga|hogi|milega|milta|sakta|sakte|sakti|nahi|nahin|kyun|kyu|banega|banegi|lu|lelu|bechu|rakhu|daalu|dalu|lagau|lagaun|abhi|toh|bhi|agar|lekin|yaar|bhai|tak|wala|badhau|karega|fark|daal|nikal|kharidu|baar|baad|paas)\b/;

const hinglishPhrases: [RegExp, string][] = [
  // Hindi puts the verb after its object ("account kaise banaye", "password bhool gaya"): the
  // object's one or two words move after the English verb, so names read in English order.
  [
    /\b(?:(\w+) )?(\w+) (?:kaise|kese|kaisa) (?:banaye|banaen|banau|banana|banaun|banayein|bnaye)\b/g,
    "how to create $1 $2",
  ],
  [
    /\b(?:(\w+) )?(\w+) (?:kaise|kese|kaisa) (?:khole|kholen|kholu|kholun|kholna|open kare|open karein|open karu)\b/g,
    "how to open $1 $2",
  ],
  [/\b(?:(\w+) )?(\w+) (?:bhool|bhul) (?:gaya|gayi|gye|gaye|gya)\b/g, "forgot $1 $2"],
  [
    /\b(kaise|kese|kaisa) (khole|kholen|kholu|kholun|kholna|open kare|open karein|open karu)\b/g,
    "how to open",
  ],
  [/\b(khole|kholen|kholu|kholna)\b/g, "open"],
  [/\b(sikhna|seekhna|sikhe|sikhu|seekhu|sikhni)\b/g, "learn"],
  [/\b(shuru|shuruaat) (karu|karun|kare|karein|karna|karen)\b/g, "start"],
  [/\b(bhool|bhul) (gaya|gayi|gye|gaye|gya)\b/g, "forgot"],
  // "wo 68 ke hain", "main 30 saal ka hu": a person's age.
  [/\b(\d{2,3}) (?:saal |sal |years? )?(?:ke|ki|ka) (?:hain|hai|h|he|ho|hu|hoon)\b/g, "aged $1"],
  [/\b(kahan|kaha) (milenge|milega|milegi|hai|h|hain|he)\b/g, "where is"],
  [/\b(kitna|kitni|kitne) (hona|honi|hone) (chahiye|chaiye)\b/g, "how much should"],
  [
    /\b(kitna|kitni|kitne) (banega|banegi|banenge|milega|milegi|milenge|hoga|hogi|honge)\b/g,
    "how much will i get",
  ],
  [/\b(kitna|kitni|kitne) (tax|kar) (lag(ta|ega|ti|egi)|dena|dena padega|bharna)\b/g, "how much tax"],
  [/\b(tax|kar) (kitna|kitni|kitne) (lag(ta|ega|ti|egi)|dena|dena padega|bharna)\b/g, "how much tax"],
  // "kitna lagega" of a cost ("15 saal baad kitna lagega?") asks what it will cost.
  [/\b(kitna|kitni|kitne) (lagega|lagegi|lagenge|lagta|lagti)\b/g, "how much will it cost"],
  // "pehle kya karna chahiye?", "kaise shuru karu?": where a beginner starts.
  [
    /\b(sabse )?(pehle|pahle) (kya|kia) (karna|karu|karun|karein|kare|karoon)( (chahiye|chaiye))?\b/g,
    "what should i do first",
  ],
  [
    /\b(kaise|kese|kahan se|kaha se) (start|shuru|suru|begin) (karu|karun|karein|kare|karoon|karna|kru)\b/g,
    "how do i start",
  ],
  [/\bkya (hota|hoti|hote) (hai|h|hain)\b/g, "what is"],
  [/\b(kya|kia) (hai|h|he|hain)\b/g, "what is"],
  [/\bkise kehte (hai|hain)\b/g, "what is"],
  [/\b(ka|ki|ke) matlab\b/g, "meaning"],
  [/\bkaise (kare|karein|karu|karun|karte|kar sakte|kar sakta|kar sakti)\b/g, "how to"],
  [/\b(har|prati) (mahine|mahina|month)\b/g, "per month"],
  [/\b(har|prati) (saal|sal|year)\b/g, "every year"],
  // The helper verb is optional, and so is the space before it ("tax lagega?").
  [/\b(lagta|lagti|lagega|lagegi|lagte)( (hai|h|hain))?\b/g, "applies"],
  [/\b(nikal|nikaal) (sakte|sakta|sakti|skte)( (hai|h|hain))?\b/g, "can withdraw"],
  [/\b(nikalna|nikaalna|nikalu|nikal)\b/g, "withdraw"],
  [/\b(ek baar|ek saath|ek sath|ekmusht)\b/g, "one time"],
  [/\b(mere paas|mere pas|mujhe paas|hamare paas|humare paas)\b/g, "i have"],
  [/\b(baad|bad mein|baad me)\b/g, "after"],
  [/\b(pehle|pahle)\b/g, "before"],
  [/\b(agle|agla|agli) (saal|sal|varsh|baras)\b/g, "next year"],
  [/\b(agle|agla|agli) (mahine|mahina|maheene)\b/g, "next month"],
  [/\b(agle|agla|agli)\b/g, "next"],
  [/\b(mehngai|mehangai|mahangai|mehengai|mahgai|mehgai)\b/g, "inflation"],
  [/\b(kharcha|kharche|kharch)\b/g, "expenses"],
  [/\b(maan|maanke|maankar|man) (ke|kar|lo|lein|le)\b/g, "assuming"],
  [/\b(badha|badhau|badhaun|badhana|badhaye|badhate|badhakar)\b/g, "increase"],
  [/\b(fark|farak|antar)\b/g, "difference"],
  [/\b(banaye|banaen|banau|banana|banaun|banayein)\b/g, "create"],
  [/\b(karega|karegi|jayega|jaega|jaayega|jaegi|jayegi)\b/g, "will"],
  [/\b(karu|karun|karoon|kar du|kar doon|kar dun)\b/g, "should i do"],
  [/\b(band)\b/g, "stop"],
  [/\b(milega|milegi|milta|milti|milenge)\b/g, "get"],
  [/\b(daal|dal|daalna|dalna|daalu|dalu|lagau|lagaun|lagana|dala|daala)\b/g, "invest"],
  [/\b(lena|lu|lelu|le lu|kharidu|kharidna|kharide|khareedna|kharid)\b/g, "buy"],
  [/\b(bechna|bechu|bech du|bech doon|bechdu)\b/g, "sell"],
  [/\b(rakhna|rakhu|rakh|hold karu)\b/g, "hold"],
  [/\b(sakte|sakta|sakti|skte) (hai|h|hain|hu|hoon)\b/g, "can"],
  [/\bkitn[aie]\b/g, "how much"],
  [/\b(kaise|kese)\b/g, "how"],
  [/\b(kahan|kaha)\b/g, "where"],
  [/\b(kaun ?sa|konsa|kaunsa|kaun si|konsi|kaunsi)\b/g, "which"],
  [/\b(kyun|kyu|kyon)\b/g, "why"],
  [/\bkab\b/g, "when"],
  [/\b(batao|bataiye|bata do|samjhao|samjhaiye|samjha do)\b/g, "explain"],
  [/\b(chahiye|chaiye)\b/g, "should"],
  [/\b(mein|me|mai|mei)\b/g, "in"],
  [/\b(saal|sal|varsh|baras)\b/g, "years"],
  [/\b(mahine|mahina|maheene)\b/g, "months"],
  [/\b(paisa|paise)\b/g, "money"],
  [/\b(mera|meri|mere)\b/g, "my"],
  [/\b(mujhe|muje)\b/g, "i"],
  [/\baur\b/g, "and"],
  [/\bya\b/g, "or"],
  [/\b(agar)\b/g, "if"],
  [/\b(ke liye|ke lie)\b/g, "for"],
  [/\b(pe|par)\b/g, "on"],
  [/\b(nahi|nahin)\b/g, "not"],
  [/\b(accha|acha|achha|sahi)\b/g, "good"],
  [/\b(behtar|better)\b/g, "better"],
  [
    /\b(hai|h|hain|hoga|hogi|ho|hu|hoon|tha|thi|toh|bhi|yaar|bhai|ji|kya|kia|abhi|wala|wali|wale|ka|ki|ke|ko|se)\b/g,
    " ",
  ],
];

// Periods written in words ("four and a half years ago", "held for eighteen months") in digits,
// so a calculator can read them like "4.5 years". Only before a unit of time: "two regimes" and
// "one of them" stay words.
const numberWords: Record<string, number> = {
  ...Object.fromEntries(numberWordList.slice(1).map((word, index) => [word, index + 1])),
  thirty: 30,
  forty: 40,
};
const periodInWords = new RegExp(
  `\\b(${Object.keys(numberWords).join("|")})( and a half)? (years?|months?)\\b`,
  "g",
);

/** Lower case, quotes and contractions tidied, Hinglish grammar words in English. */
export function tidy(message: string): string {
  let text = message
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\b(wat|wht|waht)\b/g, "what")
    .replace(/\b(what|where|who|how|it|that|there)'s\b/g, "$1 is")
    .replace(/\bi'm\b/g, "i am")
    .replace(/\bi've\b/g, "i have")
    .replace(/\b(do|does|is|are|should|would|could|did|was|were|have|has)n't\b/g, "$1 not")
    .replace(/\bcan't\b/g, "can not")
    .replace(/\b(do not|dont|can not|cannot|could not|not able to) (remember|recall)\b/g, "forgot")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\b(u)\b/g, "you")
    .replace(/\b(r)\b/g, "are")
    .replace(/\b(pls|plz|plzz|please|kindly)\b/g, " ")
    // Chat shorthand for the words sums are asked with.
    .replace(/\b(evry|evey|every1)\b/g, "every")
    .replace(/\b(yrs|yr)\b/g, "years")
    .replace(/\b(mnths|mnth|mths)\b/g, "months")
    .replace(/\b(amt|amnt)\b/g, "amount")
    // An EMI is a month's payment: "paid 36 EMIs" is 36 months into the loan.
    .replace(/\b(\d{1,3}) (emis|instalments|installments)\b/g, "$1 months of $2")
    .replace(
      periodInWords,
      (_, number: string, half: string | undefined, unit: string) =>
        `${(numberWords[number] ?? 0) + (half ? 0.5 : 0)} ${unit}`,
    )
    // Indian English: "market timings", "bank timings" are opening hours.
    .replace(/\btimings\b/g, "hours")
    // Everyday phrasings of withdrawing, in the word the site's pages use.
    .replace(
      /\b(take|taking|took|pull|pulling|cash|draw) (?:(?:the|my|our|his|her|some|any|all|this|that|of|part|money|cash|funds?|amount|savings|corpus|it)\s+){0,3}out\b/g,
      "withdraw",
    )
    .replace(/\s+/g, " ")
    .trim();
  if (hinglishMarkers.test(text)) {
    for (const [pattern, replacement] of hinglishPhrases) text = text.replace(pattern, replacement);
    text = text.replace(/\s+/g, " ").trim();
  }
  return text;
}

/** Optimal string alignment distance (Levenshtein with adjacent swaps), capped for speed. */
export function editDistance(a: string, b: string, cap = 2): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const cols = b.length + 1;
  let previous2: number[] = [];
  let previous: number[] = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current: number[] = [i];
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > cap) return cap + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[cols - 1] ?? cap + 1;
}

export interface Speller {
  /** The word, or the site word it is a slip of ("mutal" -> "mutual"); null when unknown either way. */
  correct(word: string): string | null;
  /** True when the site (or the engine's grammar) uses this word. */
  knows(word: string): boolean;
}

/**
 * Corrects words against a vocabulary: the site's own words, weighted by how often they are
 * used, so a slip lands on the common word. One slip for words of 5-8 letters, two for longer.
 */
export function createSpeller(
  frequencies: ReadonlyMap<string, number>,
  isTarget: (word: string) => boolean = () => true,
  /** Two words the site often writes together, by their glued form ("longterm" -> "long term"). */
  pairs: ReadonlyMap<string, { phrase: string; count: number }> = new Map(),
): Speller {
  const byFirstLetter = new Map<string, string[]>();
  const add = (word: string) => {
    const first = word[0] ?? "";
    const list = byFirstLetter.get(first);
    if (list) list.push(word);
    else byFirstLetter.set(first, [word]);
  };
  for (const word of frequencies.keys()) {
    if (word.length < 4 || /\d/.test(word) || !isTarget(word)) continue;
    add(word);
  }
  for (const glued of pairs.keys()) if (!frequencies.has(glued)) add(glued);
  const frequencyOf = (word: string) => frequencies.get(word) ?? pairs.get(word)?.count ?? 0;
  // A glued pair is given back as its two words: "lonterm" is "long term".
  const spelled = (word: string | null) => (word === null ? null : (pairs.get(word)?.phrase ?? word));
  const cache = new Map<string, string | null>();
  const knows = (word: string) => frequencies.has(word) || frequencies.has(stem(word));
  return {
    knows,
    correct(word) {
      // A word the site names a subject with ("forgot" in "Forgot password") is never a slip.
      if (knows(word) || isTarget(word) || /\d/.test(word)) return word;
      if (pairs.has(word)) return spelled(word);
      if (word.length < 5) return null;
      const cached = cache.get(word);
      if (cached !== undefined) return cached;
      const allowed = word.length >= 9 ? 2 : 1;
      let best: string | null = null;
      let bestDistance = allowed + 1;
      let bestFrequency = 0;
      // A slip rarely hits the first letter; when it does, a second pass over all words would
      // cost more than it finds.
      for (const candidate of byFirstLetter.get(word[0] ?? "") ?? []) {
        if (Math.abs(candidate.length - word.length) > allowed) continue;
        const distance = editDistance(word, candidate, allowed);
        if (distance > allowed) continue;
        const frequency = frequencyOf(candidate);
        if (distance < bestDistance || (distance === bestDistance && frequency > bestFrequency)) {
          best = candidate;
          bestDistance = distance;
          bestFrequency = frequency;
        }
      }
      if (cache.size > 5000) cache.clear();
      const corrected = spelled(best);
      cache.set(word, corrected);
      return corrected;
    },
  };
}

/** Words of a text: letters and digits, with "80c", "2026-27" and "₹" amounts kept whole. */
export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
