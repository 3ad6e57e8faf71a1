import { type Course, type CourseLevel, coursePath, courses, quizPath } from "~/content/courses/index.ts";
import type { SearchIndex } from "~/content/search/engine.ts";
import { joinWords } from "./topics.ts";

// "Where is...", "how do I...": the pages and account actions of the site.

interface Destination {
  pattern: RegExp;
  reply: string;
  /** The pattern alone says what the visitor wants ("I lost my password"), however it is asked. */
  unambiguous?: boolean;
}

const lostWords =
  "(reset|forgot|forgotten|forget|lost|recover|bhool|bhul|(can not|cannot|do not|unable to) (remember|recall))";
const credentials = "(password|passcode|pwd|log ?in details|sign ?in details|credentials)";

const accountDestinations: Destination[] = [
  {
    pattern: /\b(risk (profile|appetite|tolerance|capacity)|how much risk)\b/,
    reply:
      "Take the [risk-tolerance assessment](/calculators/risk-tolerance): ten questions that place you on a scale from conservative to aggressive, with an educational asset mix for each. The [asset allocation tool](/tools/asset-allocation) builds on it.",
  },
  {
    // Forgetting, losing or being refused a password, in any order, and being locked out.
    pattern: new RegExp(
      `\\b${lostWords}\\b.*\\b${credentials}\\b|\\b${credentials}\\b.*\\b(${lostWords}|not working|does not work|wrong|incorrect|invalid|expired)\\b|\\b(locked out|(can not|cannot|unable to) (log ?in|sign ?in|access my account)|(lost|no) access to my account|get back into my account)\\b`,
    ),
    unambiguous: true,
    reply:
      "Go to [Forgot password](/forgot-password), enter your account's email, and we'll email you a link to set a new password. If you are signed in and know your current password, change it from [your account](/account) instead.",
  },
  {
    pattern: /\b(change|update)\b.*\b(password)\b/,
    reply:
      "Sign in, then open [your account](/account) to change your password. Forgot it? Use [Forgot password](/forgot-password).",
  },
  {
    pattern: /\b(delete|close|remove|deactivate)\b.*\baccount\b/,
    reply:
      "Sign in and open [your account](/account): the last section deletes your account and everything stored with it (profile, course progress and certificates).",
  },
  {
    pattern:
      /\b(my profile|profile|username|user name|my name|my account|my details|my certificates?|my progress)\b/,
    reply:
      "Sign in and open [your account](/account) to see and change your profile, your course progress and your certificates.",
  },
  {
    pattern:
      /^(an? |my |new )?account (how )?(create|open|make)\b|\b(register|sign ?up|create (an |my |a )?account|open (an |my |a )?account (on|here)|new account|join (this|the|niveshshala|your) ?(site|website)?|make (an |a )?account|account (kaise )?(banaye|banau|banana|banaen|banaye))\b/,
    reply:
      "You can [create a free account](/register) with your email. You don't need one to read anything or use the calculators.",
  },
  {
    pattern: /\b(log ?in|sign ?in|logon)\b/,
    reply: "[Sign in here](/login). New here? [Create a free account](/register).",
  },
  {
    pattern:
      /\b(feedback|complain|complaint|report a (bug|problem|mistake|error)|contact|email you|reach you)\b/,
    reply:
      "Use the green **Feedback** button at the bottom left of any page to send us a comment (no account needed). Our contact details are on the [About page](/about).",
  },
  {
    pattern:
      /\b(who (runs|made|built|owns|is behind|are you people)|about (this|the) (site|website)|about you|your team|is this site (free|safe|genuine|legit))\b/,
    reply:
      "We are an independent, free investment-education site for India: every page is dated and sourced, and we never recommend products. More on the [About page](/about).",
  },
  {
    pattern: /\b(search|find something|look up)\b.*\b(site|website|pages?)\b|\bhow (do|can) i search\b/,
    reply:
      "Use the search box in the header or the [search page](/search): it covers every page, calculator and glossary term.",
  },
];

const navigationPhrases =
  /\b(where (is|are|can i|do i|to)|find|show me|take me|go to|link (to|for)|how (do|can) i (get|go|reach|open|find|use|access)|is there an?|do you have an?|page for|navigate|looking for|list of|list all|milenge|milega|milegi|can i see|what (courses|calculators|tools|glossaries)|(courses|calculators|tools) (do )?you (offer|have))\b/;

// "Open the income tax guide": the words before "guide" name the page.
const openPhrase =
  /\bopen (?:the |a |an |my )?((?:\w+ ){1,3}(?:page|calculator|tool|glossary|course|guide|section))\b/;

// Everyday words for each course level: "a starter course", "something for a newbie".
const levelWords: Record<CourseLevel, RegExp> = {
  Beginner:
    /\b(beginners?|beginner's|starter|newbies?|novices?|basic|basics|intro|introductory|entry.level|new to|i am new|just starting|from scratch)\b/,
  Intermediate: /\b(intermediate|next level|middle level|(know|knows|beyond|past|after) (the )?basics)\b/,
  Advanced: /\b(advanced?|experts?|experienced|pro level)\b/,
};

const courseWords = /\b(courses?|class|classes|lessons?|modules?|tutorials?|syllabus)\b/;
const quizWords = /\b(quiz\w*|tests?|exams?|certificat\w*)\b/;

const titleWordPatterns = new Map(
  courses.map((course) => [
    course,
    course.title
      .toLowerCase()
      .split(/\s+/)
      .map((word) => new RegExp(`\\b${word}\\b`)),
  ]),
);

/**
 * The course a question means: named by title or id, or by the most words of one title and
 * its level ("the advanced trading course", "portfolio management test", "a starter course").
 * `titleWords` says how many title words matched, so "test" alone is not read as a course.
 */
function courseAsked(text: string): { course: Course; titleWords: number } | undefined {
  const named = courses.find(
    (course) => text.includes(course.title.toLowerCase()) || text.includes(course.id.replaceAll("-", " ")),
  );
  if (named) return { course: named, titleWords: Number.POSITIVE_INFINITY };
  const scored = courses
    .map((course) => {
      const titleWords = (titleWordPatterns.get(course) ?? []).filter((word) => word.test(text)).length;
      return { course, titleWords, score: titleWords + (levelWords[course.level].test(text) ? 1 : 0) };
    })
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score === 0 || best.score === second?.score) return undefined;
  return best;
}

function describeCourse(course: Course, wantsQuiz: boolean): string {
  if (wantsQuiz)
    return `The quiz is at [${course.title} quiz](${quizPath(course.id)}); the lessons are on the [course page](${coursePath(course.id)}).`;
  return `Try [${course.title}](${coursePath(course.id)}), our ${course.level.toLowerCase()} course: ${course.description} All the courses are on [the courses page](/courses).`;
}

const courseList = `Our free courses are on [the courses page](/courses): ${joinWords(
  courses.map((course) => `${course.title} (${course.level.toLowerCase()})`),
)}, each with lessons and a quiz.`;

/** A course or its quiz, asked for in any words; the list when no one course fits. */
function answerCourse(text: string): string | null {
  const asksCourse = courseWords.test(text);
  const wantsQuiz = quizWords.test(text);
  if (!asksCourse && !wantsQuiz) return null;
  const asked = courseAsked(text);
  // Without the word "course", only a title ("portfolio management test") names one.
  if (asked && (asksCourse || asked.titleWords >= 2)) return describeCourse(asked.course, wantsQuiz);
  if (/\bcourses?\b/.test(text) && /\b(which|any|what|is there|do you|recommend|suggest)\b/.test(text))
    return courseList;
  return null;
}

export function answerNavigation(text: string, search: SearchIndex): string | null {
  for (const destination of accountDestinations) {
    if (
      destination.pattern.test(text) &&
      (destination.unambiguous ||
        navigationPhrases.test(text) ||
        /\b(how|where|can|want|need|help|kaise)\b/.test(text) ||
        text.split(" ").length <= 5)
    )
      return destination.reply;
  }
  const course = answerCourse(text);
  if (course) return course;
  const bareName = /^(the )?\w+( \w+)? (calculators?|page|section|guide|glossary|courses?|tools?)\??$/.test(
    text,
  );
  const opened = openPhrase.exec(text)?.[1];
  if (!navigationPhrases.test(text) && !bareName && !opened) return null;
  if (
    /\bcalculators\b/.test(text) &&
    !/\b(sip|emi|tax|goal|lumpsum|inflation|return|averaging|risk|rent|loan|car|home)\b/.test(text)
  )
    return "All the calculators are listed on [the calculators page](/calculators): SIP, lumpsum, goal, income tax, home and car EMI, loan prepayment, inflation, returns (CAGR and XIRR), averaging, risk tolerance and rent vs buy.";
  if (/\bcourses?\b/.test(text)) return courseList;
  if (/\b(glossary|glossaries|terms|terminology|dictionary|jargon)\b/.test(text))
    return "There are three glossaries: [stock market terms](/resources/stock-terminologies), [mutual fund terms](/resources/mutual-fund-terminologies) and [investment terms](/resources/investment-terminologies).";
  if (/\b(tools?|asset allocation|simulation|simulator|rebalanc\w*)\b/.test(text))
    return "The tools: the [asset allocation questionnaire](/tools/asset-allocation), the [rebalancing and goal-bucket tools](/tools/asset-allocation-tools) and the [SIP market simulation](/tools/sip-simulation) on Indian market history.";

  const subject = (opened ?? text)
    .replace(navigationPhrases, " ")
    .replace(
      /\b(the|a|an|me|please|page|pls|on this site|on the site|website|here|section|can|i|do|you|have|kahan|where)\b/g,
      " ",
    )
    .trim();
  if (!subject) return null;
  const hits = search.search(subject, 6).filter((hit) => !hit.url.includes("#term-"));
  if (hits.length === 0) return null;
  const wanted = /\bcalculator\b/.test(text)
    ? hits.filter((hit) => hit.url.startsWith("/calculators/"))
    : hits;
  const top = (wanted.length ? wanted : hits).slice(0, /\bemi\b/.test(text) ? 3 : 2);
  const links = top.map((hit) => `[${hit.title}](${hit.url})`);
  return links.length === 1 ? `Here it is: ${links[0]}.` : `Here you go: ${joinWords(links)}.`;
}
