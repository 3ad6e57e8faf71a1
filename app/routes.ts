import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The one URL table. Static paths and the slugs behind each ":param" come from the page
// table in app/content/site-pages.ts; loaders answer 404 for slugs it does not list.
export default [
  index("routes/home.tsx"),
  route("about", "routes/article.tsx", { id: "about" }),
  route("diversification", "routes/article.tsx", { id: "diversification" }),

  route("investments/fixed-income", "routes/article.tsx", { id: "fixed-income" }),
  route("investments/fixed-income/:slug", "routes/investments/category.tsx", { id: "fixed-income-product" }),
  route("investments/bonds/:slug", "routes/article.tsx", { id: "bond-type" }),
  route("investments/:id", "routes/investments/category.tsx", { id: "category" }),
  route("stocks/:slug", "routes/article.tsx", { id: "stock-segment" }),
  route("funds/:slug", "routes/article.tsx", { id: "fund-type" }),

  route("calculators", "routes/calculators/index.tsx"),
  route("calculators/sip", "routes/calculators/sip.tsx"),
  route("calculators/lumpsum", "routes/calculators/lumpsum.tsx"),
  route("calculators/return", "routes/calculators/return.tsx"),
  route("calculators/averaging", "routes/calculators/averaging.tsx"),
  route("calculators/car-emi", "routes/calculators/car-emi.tsx"),
  route("calculators/home-emi", "routes/calculators/home-emi.tsx"),
  route("calculators/loan-repayment", "routes/calculators/loan-repayment.tsx"),
  route("calculators/risk-tolerance", "routes/calculators/risk-tolerance.tsx"),
  route("calculators/goal", "routes/calculators/goal.tsx"),
  route("calculators/inflation", "routes/calculators/inflation.tsx"),
  route("calculators/tax", "routes/calculators/tax.tsx"),
  route("calculators/rent-vs-buy", "routes/calculators/rent-vs-buy.tsx"),

  route("guides/:slug", "routes/article.tsx", { id: "guide" }),
  route("resources/stock-terminologies", "routes/resources/glossary.tsx", { id: "glossary-stock" }),
  route("resources/mutual-fund-terminologies", "routes/resources/glossary.tsx", {
    id: "glossary-mutual-fund",
  }),
  route("resources/investment-terminologies", "routes/resources/glossary.tsx", { id: "glossary-investment" }),
  route("resources/:slug", "routes/article.tsx", { id: "resource" }),
  route("strategies/:slug", "routes/article.tsx", { id: "strategy" }),
  route("legal/:slug", "routes/article.tsx", { id: "legal" }),

  route("tools/asset-allocation", "routes/article.tsx", { id: "tool-asset-allocation" }),
  route("tools/asset-allocation-tools", "routes/article.tsx", { id: "tool-asset-allocation-tools" }),
  route("tools/sip-simulation", "routes/article.tsx", { id: "tool-sip-simulation" }),

  route("courses", "routes/courses/index.tsx"),
  route("courses/:courseId", "routes/courses/course.tsx"),
  route("courses/:courseId/quiz", "routes/courses/quiz.tsx"),

  route("search", "routes/search.tsx"),
  route("login", "routes/account/page.tsx", { id: "login" }),
  route("register", "routes/account/page.tsx", { id: "register" }),
  route("forgot-password", "routes/account/page.tsx", { id: "forgot-password" }),
  route("reset-password", "routes/account/page.tsx", { id: "reset-password" }),
  route("account", "routes/account/page.tsx", { id: "account" }),

  route("api/feedback", "routes/api/feedback.ts"),
  route("api/search", "routes/api/search.ts"),
  route("api/categories/:id/quick-view", "routes/api/category-quick-view.ts"),
  route("api/calculators", "routes/api/calculators.ts", { id: "api-calculators" }),
  route("api/calculators/:slug", "routes/api/calculators.ts", { id: "api-calculator" }),
  route("api/account/:operation", "routes/api/account.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
