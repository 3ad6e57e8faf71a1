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

  // One module for the list and every calculator; the registry (app/features/calculators) names the slugs.
  route("calculators", "routes/calculators/calculator.tsx", { id: "calculators" }),
  route("calculators/:slug", "routes/calculators/calculator.tsx", { id: "calculator" }),

  route("guides/:slug", "routes/article.tsx", { id: "guide" }),
  route("resources/stock-terminologies", "routes/resources/glossary.tsx", { id: "glossary-stock" }),
  route("resources/mutual-fund-terminologies", "routes/resources/glossary.tsx", {
    id: "glossary-mutual-fund",
  }),
  route("resources/investment-terminologies", "routes/resources/glossary.tsx", { id: "glossary-investment" }),
  route("resources/:slug", "routes/article.tsx", { id: "resource" }),
  route("strategies/:slug", "routes/article.tsx", { id: "strategy" }),
  route("legal/:slug", "routes/article.tsx", { id: "legal" }),

  route("tools/asset-allocation", "routes/tools/asset-allocation.tsx"),
  route("tools/asset-allocation-tools", "routes/tools/asset-allocation-tools.tsx"),
  route("tools/sip-simulation", "routes/tools/sip-simulation.tsx"),

  route("courses", "routes/courses/index.tsx"),
  route("courses/:courseId", "routes/courses/course.tsx"),
  route("courses/:courseId/lessons/:lessonId", "routes/courses/lesson.tsx"),
  route("courses/:courseId/lessons/:lessonId/practice", "routes/courses/practice.tsx"),
  route("courses/:courseId/quiz", "routes/courses/quiz.tsx"),
  route("courses/:courseId/quiz/:attemptId", "routes/courses/quiz-attempt.tsx"),
  // The PDF route's literal ".pdf" ranks it above the verification page for /certificates/x.pdf.
  route("certificates/:certificateId.pdf", "routes/certificates/certificate-pdf.ts"),
  route("certificates/:certificateId", "routes/certificates/certificate.tsx"),

  route("search", "routes/search.tsx"),
  // The floating buttons' own pages, which work before and without JavaScript.
  route("feedback", "routes/feedback.tsx"),
  route("assistant", "routes/assistant.tsx"),
  route("login", "routes/account/page.tsx", { id: "login" }),
  route("register", "routes/account/page.tsx", { id: "register" }),
  route("confirm-email", "routes/account/page.tsx", { id: "confirm-email" }),
  route("forgot-password", "routes/account/page.tsx", { id: "forgot-password" }),
  route("reset-password", "routes/account/page.tsx", { id: "reset-password" }),
  route("account", "routes/account/page.tsx", { id: "account" }),

  route("api/feedback", "routes/api/feedback.ts"),
  route("api/search", "routes/api/search.ts"),
  route("api/chat", "routes/api/chat.ts"),
  route("api/categories/:id/quick-view", "routes/api/category-quick-view.ts"),
  route("api/calculators", "routes/api/calculators.ts", { id: "api-calculators" }),
  route("api/calculators/:slug", "routes/api/calculators.ts", { id: "api-calculator" }),
  route("api/tools/sip-simulation", "routes/api/sip-simulation.ts"),
  route("api/tools/rebalancing", "routes/api/rebalancing.ts"),
  route("api/account/:operation", "routes/api/account.ts"),
  route("api/courses/progress", "routes/api/course-progress.ts"),
  route("api/courses/:courseId/quiz", "routes/api/course-quiz.ts", { id: "api-quiz-start" }),
  route("api/courses/:courseId/quiz/:attemptId", "routes/api/course-quiz.ts", { id: "api-quiz-submit" }),
  route("api/courses/:courseId/quiz/:attemptId/answers", "routes/api/course-quiz.ts", {
    id: "api-quiz-answers",
  }),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
