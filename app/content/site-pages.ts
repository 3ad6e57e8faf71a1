import { countWord } from "#app/lib/count-words.ts";
import { calculatorList } from "./calculators/index.ts";
import { categories } from "./categories/index.ts";
import { attemptSize } from "./courses/assessment.ts";
import { courseLessons, coursePath, courses, lessonPath, quizPath } from "./courses/index.ts";

// The one table of the site's pages: path, title, meta description, summary and section.
// It drives the navigation, the breadcrumbs, the sitemap, the prerender list and the route
// tests. Route modules look their page up here by path.

export type SiteSection =
  | "home"
  | "about"
  | "investments"
  | "calculators"
  | "guides"
  | "resources"
  | "strategies"
  | "tools"
  | "courses"
  | "account"
  | "legal"
  | "search";

export interface SitePage {
  path: string;
  title: string;
  /** Meta description: one sentence, at most 160 characters. */
  description: string;
  /** One paragraph shown under the title. */
  summary: string;
  section: SiteSection;
  /**
   * "static" pages are prerendered to HTML at build time and listed in the sitemap;
   * "dynamic" pages (accounts, search) are rendered per request and not indexed.
   */
  rendering: "static" | "dynamic";
  /** For pages that repeat another page's content: the URL search engines should index. */
  canonicalPath?: string;
  /** Other names people use for the page's subject ("debt fund", "g-sec"), for search and chat. */
  aliases?: string[];
  /** Other words search should find the page by, which are not names of it ("80C" on the tax guide). */
  keywords?: string[];
}

/** A page with the other names people use for its subject, and other words search should find it by. */
function withAliases(entry: SitePage, aliases: string[], keywords: string[] = []): SitePage {
  return { ...entry, aliases, ...(keywords.length > 0 ? { keywords } : {}) };
}

function page(
  path: string,
  section: SiteSection,
  title: string,
  description: string,
  summary: string = description,
  rendering: SitePage["rendering"] = "static",
): SitePage {
  return { path, section, title, description, summary, rendering };
}

const staticPages: SitePage[] = [
  page(
    "/",
    "home",
    "Learn Investing in India: Free Guides, Calculators and Courses",
    "Free, plain-language investment education for Indians: investment options explained, calculators, guides, glossaries and courses.",
    "Understand where your money can go, what it costs and how it is taxed, with calculators you can check and guides written for first-time investors in India.",
  ),
  withAliases(
    page(
      "/about",
      "about",
      "About Us",
      "Who we are, how our content is written, checked and dated, and why we never recommend products.",
      "We are an independent, free investment-education site for Indian beginners. Every page is written in plain language, dated, and linked to its sources.",
    ),
    [
      "about us",
      "who runs this site",
      "who runs this website",
      "who runs the site",
      "who made this site",
      "about this site",
      "about this website",
      "about the website",
      "contact you",
      "contact details",
    ],
  ),
  withAliases(
    page(
      "/diversification",
      "investments",
      "Diversification: Spreading Risk the Smart Way",
      "How spreading money across asset classes, sectors, countries and time lowers risk, with real Indian market figures.",
      "Diversification reduces the damage any single investment can do. See how mixing equity, debt and gold has behaved in good and bad years in India, and how to rebalance.",
    ),
    ["diversify", "spread risk", "asset allocation"],
  ),
  withAliases(
    page(
      "/investments/fixed-income",
      "investments",
      "Fixed-Income Investments in India",
      "Fixed deposits, government and corporate bonds, debt funds, PPF, SCSS and certificates of deposit compared: safety, liquidity, lock-in and tax.",
      "Fixed-income options pay a known or fairly predictable return. Compare their safety, liquidity, lock-in periods and tax treatment before choosing one for a goal.",
    ),
    ["fixed income", "small savings schemes", "post office schemes", "guaranteed return"],
  ),
  withAliases(
    page(
      "/investments/bonds/government",
      "investments",
      "Government Bonds (G-Secs, T-Bills and SDLs)",
      "How central and state government securities work, how to buy them through RBI Retail Direct or a broker, and how they are taxed.",
      "Government securities carry no credit risk but their prices move with interest rates. Learn the types, how to buy them and what affects their returns.",
    ),
    [
      "government bond",
      "g-sec",
      "gsec",
      "government securities",
      "treasury bill",
      "t-bill",
      "RBI Retail Direct",
      "SDL",
    ],
  ),
  withAliases(
    page(
      "/investments/bonds/corporate-bonds",
      "investments",
      "Corporate Bonds",
      "Corporate bonds and NCDs explained: credit ratings, yields, risks, how to buy them and how the interest is taxed.",
      "Companies borrow from investors by issuing bonds. Higher yields come with credit risk, so ratings, issuer quality and liquidity matter as much as the coupon.",
    ),
    ["corporate bond", "NCD", "NCDs", "company bonds", "debentures"],
  ),
  withAliases(
    page(
      "/investments/bonds/tax-free-bonds",
      "investments",
      "Tax-Free Bonds",
      "Tax-free bonds from public-sector issuers: how the exempt interest works, buying on the exchange, and tax on selling.",
      "Tax-free bonds pay interest that is exempt from income tax. They now trade on stock exchanges, where price and yield depend on interest rates and demand.",
    ),
    ["tax free bond", "tax-free bond"],
  ),
  withAliases(
    page(
      "/investments/bonds/bharat-bond-etf",
      "investments",
      "Bharat Bond ETF",
      "How a target-maturity bond ETF of public-sector bonds works, its costs and risks, and how debt ETFs are taxed today.",
      "Bharat Bond ETF is an example of a target-maturity ETF holding AAA-rated public-sector bonds. Learn how such funds behave and how their gains are taxed.",
    ),
    ["bharat bond"],
  ),
  withAliases(
    page(
      "/stocks/large-cap",
      "investments",
      "Large-Cap Stocks",
      "What large-cap stocks are under SEBI's definition, how they behave, and how to invest in them directly or through funds.",
      "Large caps are the 100 largest listed companies by market value. They tend to be steadier than smaller companies but still fall sharply in bad years.",
    ),
    ["large cap", "largecap", "large cap stocks", "bluechip", "blue chip"],
  ),
  withAliases(
    page(
      "/stocks/mid-cap",
      "investments",
      "Mid-Cap Stocks",
      "Mid-cap stocks explained: SEBI's definition, growth potential, volatility and how to hold them sensibly.",
      "Mid caps, ranked 101 to 250 by market value, can grow faster than large caps but swing harder. See how to size them in a portfolio.",
    ),
    ["mid cap", "midcap", "mid cap stocks"],
  ),
  withAliases(
    page(
      "/stocks/small-cap",
      "investments",
      "Small-Cap Stocks",
      "Small-cap stocks explained: SEBI's definition, liquidity and governance risks, and why position size matters.",
      "Small caps are companies ranked 251 and below by market value. They offer the widest range of outcomes, including deep and long falls.",
    ),
    ["small cap", "smallcap", "small cap stocks"],
  ),
  withAliases(
    page(
      "/funds/equity-funds",
      "investments",
      "Equity Mutual Funds",
      "SEBI's equity fund categories, costs, risks and taxation explained for first-time mutual fund investors.",
      "Equity funds pool money to buy shares. Learn the SEBI categories, what you pay, how they are taxed and how to pick one for a long-term goal.",
    ),
    ["equity fund", "equity mutual fund", "equity MF"],
  ),
  withAliases(
    page(
      "/funds/debt-funds",
      "investments",
      "Debt Mutual Funds",
      "Debt fund categories, interest-rate and credit risk, and how gains are taxed after the April 2023 change.",
      "Debt funds hold bonds and money-market instruments. Their returns depend on interest rates and credit quality, and new investments are taxed at your slab rate.",
    ),
    ["debt fund", "debt mutual fund", "debt MF"],
  ),
  withAliases(
    page(
      "/funds/hybrid-funds",
      "investments",
      "Hybrid Mutual Funds",
      "Aggressive, conservative, balanced-advantage, multi-asset and arbitrage funds: how they mix assets and how each is taxed.",
      "Hybrid funds combine equity, debt and sometimes gold in one scheme. Their mix decides both their risk and their tax treatment.",
    ),
    ["hybrid fund", "balanced fund", "balanced advantage fund"],
  ),
  withAliases(
    page(
      "/funds/sip-vs-lumpsum",
      "investments",
      "SIP vs Lumpsum: Which Way to Invest?",
      "When a monthly SIP beats a one-time investment and when it does not, with worked rupee examples.",
      "A SIP spreads your buying over time; a lumpsum puts all the money to work at once. Compare both with worked examples and our calculators.",
    ),
    ["sip or lumpsum", "lumpsum vs sip", "rupee cost averaging"],
  ),
  withAliases(
    page(
      "/calculators",
      "calculators",
      "Financial Calculators",
      "Free SIP, lumpsum, goal, income tax, EMI, loan prepayment, rent vs buy and other calculators with the formula shown.",
      `${countWord(calculatorList.length, { capital: true })} calculators for Indian investors, borrowers and traders. Each shows its formula and assumptions, a detailed table and a link you can share.`,
    ),
    ["all calculators", "list of calculators", "calculators list", "all your calculators"],
  ),
  withAliases(
    page(
      "/guides/beginners",
      "guides",
      "Beginner's Guide to Investing in India",
      "Start investing the right way: goals, an emergency fund, insurance, KYC, a demat account and your first SIP, step by step.",
      "A step-by-step path for first-time investors: set goals, build an emergency fund and insurance cover, complete KYC, open the right accounts and start a first SIP.",
    ),
    [
      "how to start investing",
      "start investing",
      "beginner",
      "first investment",
      "first sip",
      "new investor",
      "where to start",
    ],
    ["KYC", "demat", "how to open a demat account"],
  ),
  withAliases(
    page(
      "/guides/picking-stocks",
      "guides",
      "How to Pick Stocks: A Beginner's Framework",
      "Judge a business, read its numbers, check valuation ratios and spot red flags, with a worked example in rupees.",
      "Picking stocks means judging a business and the price you pay for it. Learn a checklist that covers quality, valuation and warning signs.",
    ),
    ["stock picking", "choose stocks", "select stocks", "fundamental analysis"],
  ),
  withAliases(
    page(
      "/guides/picking-mutual-funds",
      "guides",
      "How to Pick Mutual Funds",
      "Choose mutual funds using SEBI categories, costs, direct plans, rolling returns, the riskometer and a simple checklist.",
      "A practical way to choose mutual funds: match the category to your goal, keep costs low, judge consistency with rolling returns and avoid overlap.",
    ),
    ["choose mutual fund", "select mutual fund", "pick a fund", "direct plan", "regular plan"],
  ),
  withAliases(
    page(
      "/guides/brokers-comparison",
      "guides",
      "Comparing Stock Brokers in India",
      "Discount and full-service brokers compared: account charges, brokerage, statutory levies and what to check before opening an account.",
      "Brokers differ in charges, tools and service. Understand each fee, work out what a broker's tariff costs you at your trading frequency, and check the essentials before you sign up.",
    ),
    [
      "broker",
      "brokers",
      "stock broker",
      "discount broker",
      "demat account",
      "trading account",
      "brokerage charges",
      "compare brokers",
    ],
  ),
  withAliases(
    page(
      "/resources/stock-fundamentals",
      "resources",
      "Stock Fundamentals: Reading a Company's Numbers",
      "Read a listed company's profit and loss, balance sheet and cash flow, and the ratios that matter: P/E, ROE, ROCE, debt-to-equity and more.",
      "What the three financial statements say, the key ratios with their formulas and pitfalls, how sectors differ, and a fully worked example for a fictional company.",
    ),
    ["financial statements", "balance sheet", "profit and loss", "ratios"],
  ),
  page(
    "/resources/stock-terminologies",
    "resources",
    "Stock Market Terms Glossary",
    "Plain-English definitions of stock market terms used in India, with examples in rupees.",
    "Look up the words you meet in stock market news, broker apps and annual reports, each explained simply with an example.",
  ),
  page(
    "/resources/mutual-fund-terminologies",
    "resources",
    "Mutual Fund Terms Glossary",
    "Mutual fund terms explained simply: NAV, expense ratio, exit load, IDCW, rolling returns and more.",
    "Every term on a mutual fund factsheet or statement, explained in plain English with examples.",
  ),
  page(
    "/resources/investment-terminologies",
    "resources",
    "Investment Terms Glossary",
    "Personal finance and investing terms for Indians: compounding, inflation, tax regimes, bonds, insurance and more.",
    "The general money words every Indian investor meets, from compounding and CAGR to tax regimes, bonds and insurance.",
  ),
  withAliases(
    page(
      "/resources/income-tax",
      "resources",
      "Income Tax in India: Tax Year 2026-27 Guide",
      "New and old regime slabs, rebate, deductions, capital gains and how to choose a regime under the Income-tax Act, 2025.",
      "How your income is taxed in tax year 2026-27 under the Income-tax Act, 2025: both regimes, deductions, capital gains and how to pick the cheaper regime.",
    ),
    ["income tax", "tax slabs", "tax slab", "tax regime", "ITR", "income tax return"],
    ["80C", "80D", "LTCG", "STCG", "ITR filing", "capital gains tax", "new regime", "old regime"],
  ),
  withAliases(
    page(
      "/resources/investment-losses",
      "resources",
      "Understanding Investment Losses",
      "Why investments lose money, how capital losses are set off and carried forward, tax-loss harvesting and behavioural traps.",
      "Losses are part of investing. Learn where they come from, how the tax rules let you use them, and the habits that turn small losses into big ones.",
    ),
    ["losses", "capital loss", "tax loss harvesting", "set off", "carry forward"],
  ),
  page(
    "/strategies/value-investing",
    "strategies",
    "Value Investing",
    "Buying good businesses below their worth: the idea, who it suits, how to apply it in India and its risks.",
    "Value investors look for businesses priced below what they are worth and wait for the gap to close. Learn how it works in India, with a worked example.",
  ),
  page(
    "/strategies/growth-investing",
    "strategies",
    "Growth Investing",
    "Investing in fast-growing companies: what to look for, what to pay, and the risks of high expectations.",
    "Growth investors pay for companies whose earnings can grow fast for years. Learn how to judge growth and why valuation still matters.",
  ),
  page(
    "/strategies/dividend-investing",
    "strategies",
    "Dividend Investing",
    "Building income from dividends in India: yield, payout ratios, taxes on dividends and common mistakes.",
    "Dividend investing aims for a growing stream of cash income. Learn how dividends are taxed today and how to judge whether a payout can last.",
  ),
  withAliases(
    page(
      "/strategies/index-investing",
      "strategies",
      "Index Investing",
      "Owning the whole market through index funds and ETFs: costs, tracking error and why low fees compound.",
      "Index investing buys a whole market index at low cost. Learn how index funds and ETFs work, what tracking error is and how costs add up.",
    ),
    ["index fund", "index funds", "passive investing"],
  ),
  page(
    "/tools/asset-allocation",
    "tools",
    "Asset Allocation Planner",
    "Answer seven questions for a suggested mix of equity, debt, gold and cash, with reasons, a glide path and how it did in 2002-2025.",
    "Split your money between equity, debt, gold and cash to suit your goal, time horizon and comfort with ups and downs, and see how the mix and two rules of thumb behaved in Indian markets.",
  ),
  page(
    "/tools/asset-allocation-tools",
    "tools",
    "Asset Allocation Tools",
    "Rebalance your portfolio back to a target mix, with or without selling, and plan short, medium and long-term goal buckets.",
    "Two calculators for keeping a plan on track: what to buy or sell to get back to your target mix, and how much each goal bucket needs a month.",
  ),
  page(
    "/tools/sip-simulation",
    "tools",
    "SIP Market Simulation",
    "Run a monthly SIP through thousands of market histories drawn from Indian data, 2006-2025: the range of outcomes, not one guess.",
    "A fixed-return calculator shows one smooth line. Here your SIP runs through thousands of histories built from real Indian market years, crashes included, to show the spread of results and the chance of reaching a goal.",
  ),
  withAliases(
    page(
      "/courses",
      "courses",
      "Investment Courses",
      "Free investing courses for Indians with lessons, practice questions, final assessments and certificates, from fundamentals to advanced strategies.",
      "Structured courses that take you from the basics to building and managing a portfolio, each lesson with practice questions and each course with a final assessment and a certificate.",
    ),
    ["all courses", "courses", "list of courses", "list of all courses"],
  ),
  withAliases(
    page(
      "/legal/privacy-policy",
      "legal",
      "Privacy Policy",
      "What we store, why, for how long, and your rights under India's Digital Personal Data Protection Act, 2023.",
      "Exactly what personal data this site keeps, why it keeps it, how long, and how you can see, correct or erase it.",
    ),
    ["privacy", "data you store", "my data"],
  ),
  withAliases(
    page(
      "/legal/terms-of-service",
      "legal",
      "Terms of Service",
      "The terms for using this free investment-education website and its accounts, calculators and courses.",
      "The rules for using this site, its calculators, courses and accounts.",
    ),
    ["terms and conditions", "terms of use"],
  ),
  page(
    "/legal/disclaimer",
    "legal",
    "Disclaimer",
    "Educational content only: not investment, tax or legal advice, and not advice from a SEBI-registered adviser.",
    "Everything here is for education. It is not investment, tax or legal advice, and past returns do not promise future ones.",
  ),
  // The floating Feedback and Ask buttons link here, so a tap works before the scripts load.
  withAliases(
    page(
      "/feedback",
      // A site page with a form, no article (like the account pages).
      "account",
      "Feedback",
      "Tell us what helped, what was unclear and what you would like to learn next: send feedback to the team.",
      "Tell us what helped, what was unclear and what you would like to learn next. Your name and email are optional.",
    ),
    ["send feedback", "give feedback", "report a mistake"],
  ),
  page(
    "/assistant",
    // Like the search page: a way to ask, not a page to be found.
    "search",
    "Ask the Assistant",
    "Ask our assistant about investing, taxes, calculators and this site's guides and courses, and get answers from its pages.",
    "Ask a question about investing, diversification, NPS tiers, income tax in India, the calculators or finding your way around this site. Answers come from this site's pages. Education, not advice.",
  ),
];

const dynamicPages: SitePage[] = [
  withAliases(
    page(
      "/search",
      "search",
      "Search",
      "Search every guide, calculator, glossary term and course on the site.",
      "Find guides, calculators, glossary terms and courses.",
      "dynamic",
    ),
    ["search the site", "search box", "site search", "search page", "search this site"],
  ),
  withAliases(
    page(
      "/login",
      "account",
      "Sign In",
      "Sign in to track your course progress and certificates.",
      "Sign in to keep your course progress and certificates.",
      "dynamic",
    ),
    ["sign in", "log in", "login", "signin"],
  ),
  withAliases(
    page(
      "/register",
      "account",
      "Create an Account",
      "Create a free account to track course progress and earn certificates.",
      "A free account keeps your course progress and certificates. Reading the site never needs one.",
      "dynamic",
    ),
    ["sign up", "signup", "create account", "new account", "register"],
  ),
  page(
    "/confirm-email",
    "account",
    "Confirm Your Email",
    "Finish creating your account: confirm your email address and choose your password.",
    "Choose the password for your new account. The link in your email works once, for 24 hours.",
    "dynamic",
  ),
  withAliases(
    page(
      "/forgot-password",
      "account",
      "Forgot Password",
      "Get a link to set a new password for your account.",
      "Enter your email and we will send a link to set a new password.",
      "dynamic",
    ),
    [
      "forgot password",
      "forgotten password",
      "lost password",
      "reset password",
      "password reset",
      "cannot log in",
      "locked out",
    ],
  ),
  page(
    "/reset-password",
    "account",
    "Reset Password",
    "Set a new password for your account.",
    "Choose a new password for your account.",
    "dynamic",
  ),
  withAliases(
    page(
      "/account",
      "account",
      "Your Account",
      "Your course progress and certificates, and your username, name on certificates and password.",
      "Your course progress and certificates; change your profile or password, or delete your account and its data.",
      "dynamic",
    ),
    [
      "my account",
      "profile",
      "my profile",
      "change password",
      "delete account",
      "my certificates",
      "username",
      "name on certificate",
    ],
  ),
];

const categoryPages: SitePage[] = categories.map((category) =>
  page(`/investments/${category.id}`, "investments", category.title, category.description),
);

// The brief lists these fixed-income paths next to the category pages of the same products;
// they show the category page and point search engines at it.
export const fixedIncomeAliases = {
  "certificate-of-deposit": "certificate-of-deposit",
  ppf: "ppf",
  ulip: "ulip",
  "senior-citizens-savings-scheme": "senior-citizens-savings-scheme",
} as const;

const fixedIncomeAliasPages: SitePage[] = Object.entries(fixedIncomeAliases).map(([slug, id]) => {
  const category = categories.find((item) => item.id === id);
  if (!category) throw new Error(`Unknown category ${id}`);
  return {
    ...page(`/investments/fixed-income/${slug}`, "investments", category.title, category.description),
    canonicalPath: `/investments/${id}`,
  };
});

const calculatorPages: SitePage[] = calculatorList.map((calculator) =>
  page(calculator.path, "calculators", calculator.title, calculator.description),
);

// Each course: its page, its lessons in reading order, and its final assessment (the start
// page is prerendered; attempts, results and checked practice are per-request pages outside
// this table).
const coursePages: SitePage[] = courses.flatMap((course) => [
  page(coursePath(course.id), "courses", course.title, course.description),
  ...courseLessons(course).map((lesson) =>
    page(lessonPath(course.id, lesson.id), "courses", lesson.title, lesson.description),
  ),
  withAliases(
    page(
      quizPath(course.id),
      "courses",
      `${course.title} Final Assessment`,
      `Test what you learned in ${course.title}: ${attemptSize(courseLessons(course).length)} questions, two on every lesson, 70% to pass, and a certificate anyone can verify.`,
      `${attemptSize(courseLessons(course).length)} questions, two on every lesson, graded on our server. Pass with 70% or more and mark every lesson complete to earn a certificate.`,
    ),
    [
      `${course.title} quiz`,
      `${course.title} exam`,
      `${course.title} test`,
      `${course.title} assessment`,
      `${course.title} certificate`,
    ],
  ),
]);

export const sitePages: readonly SitePage[] = [
  ...staticPages,
  ...categoryPages,
  ...fixedIncomeAliasPages,
  ...calculatorPages,
  ...coursePages,
  ...dynamicPages,
];

const byPath = new Map(sitePages.map((entry) => [entry.path, entry]));

export function getSitePage(path: string): SitePage | undefined {
  return byPath.get(normalisePath(path));
}

/** Like getSitePage, for route modules whose path is certain to be in the table. */
export function requireSitePage(path: string): SitePage {
  const entry = getSitePage(path);
  if (!entry) throw new Error(`No page table entry for ${path}`);
  return entry;
}

export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Resource routes generated at build time next to the pages. */
export const staticResources = ["/sitemap.xml", "/robots.txt"] as const;

export function prerenderPaths(): string[] {
  return [
    ...sitePages.filter((entry) => entry.rendering === "static").map((entry) => entry.path),
    ...staticResources,
  ];
}

/** Pages worth indexing: static ones that are not aliases of another page. */
export function sitemapPages(): SitePage[] {
  return sitePages.filter((entry) => entry.rendering === "static" && !entry.canonicalPath);
}

/** Home, then each ancestor path that is itself a page, then the page. */
export function breadcrumbTrail(path: string): SitePage[] {
  const normalised = normalisePath(path);
  const trail: SitePage[] = [];
  const home = byPath.get("/");
  if (home) trail.push(home);
  const segments = normalised.split("/").filter(Boolean);
  for (let index = 1; index <= segments.length; index++) {
    const ancestor = byPath.get(`/${segments.slice(0, index).join("/")}`);
    if (ancestor) trail.push(ancestor);
  }
  return trail;
}
