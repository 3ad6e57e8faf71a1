import { ArrowRight, BookOpen, Calculator, PieChart, Shuffle, TrendingDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { IconName } from "#app/content/types.ts";
import { useT } from "#app/i18n/language.tsx";
import { ContentIcon } from "#app/ui/icons.tsx";

export interface HomeLink {
  path: string;
  title: string;
  description?: string;
  icon?: IconName;
  gradient?: string;
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <>
      <h2 id={id} className="text-3xl font-extrabold tracking-tight">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 max-w-3xl text-muted">{subtitle}</p> : null}
    </>
  );
}

export function Hero() {
  const t = useT();
  return (
    <section
      className="bg-gradient-to-b from-emerald-50 to-surface dark:from-emerald-950/40"
      aria-labelledby="hero-title"
    >
      <div className="mx-auto max-w-7xl px-4 py-12 lg:py-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t("home.hero.eyebrow")}</p>
        <h1 id="hero-title" className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl">
          {t("home.hero.title")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted lg:hidden">{t("home.hero.subtitleMobile")}</p>
        <p className="mt-4 hidden max-w-2xl text-lg text-muted lg:block">{t("home.hero.subtitleDesktop")}</p>
        <div className="mt-8 flex flex-wrap gap-3 lg:hidden">
          <Link to="/guides/beginners" className="button-primary">
            {t("home.hero.startLearning")}
          </Link>
          <Link to="/calculators/sip" className="button-secondary">
            {t("home.hero.trySip")}
          </Link>
        </div>
        <div className="mt-8 hidden flex-wrap gap-3 lg:flex">
          <a href="#investments" className="button-primary">
            {t("home.hero.exploreInvestments")}
          </a>
          <a href="#calculators" className="button-secondary">
            {t("home.hero.viewCalculators")}
          </a>
          <Link to="/guides/beginners" className="button-secondary">
            {t("home.hero.beginnerGuides")}
          </Link>
          <Link to="/resources/investment-losses" className="button-secondary">
            <TrendingDown aria-hidden="true" className="size-4" />
            {t("home.hero.understandingLosses")}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function LearnRow() {
  const t = useT();
  const cards: { path: string; key: "beginners" | "sip" | "funds" | "diversification"; icon: ReactNode }[] = [
    { path: "/guides/beginners", key: "beginners", icon: <BookOpen aria-hidden="true" className="size-6" /> },
    { path: "/calculators/sip", key: "sip", icon: <Calculator aria-hidden="true" className="size-6" /> },
    {
      path: "/guides/picking-mutual-funds",
      key: "funds",
      icon: <PieChart aria-hidden="true" className="size-6" />,
    },
    {
      path: "/diversification",
      key: "diversification",
      icon: <Shuffle aria-hidden="true" className="size-6" />,
    },
  ];
  return (
    <section aria-labelledby="learn-title" className="hidden py-12 lg:block">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="learn-title" title={t("home.learn.title")} />
        <ul className="mt-6 grid grid-cols-4 gap-4">
          {cards.map((card) => (
            <li key={card.key}>
              <Link
                to={card.path}
                className="flex h-full flex-col rounded-xl border border-border p-5 transition hover:border-brand hover:shadow-md"
              >
                <span className="grid size-11 place-items-center rounded-lg bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">
                  {card.icon}
                </span>
                <span className="mt-3 font-bold">{t(`home.learn.${card.key}.title`)}</span>
                <span className="mt-1 text-sm text-muted">{t(`home.learn.${card.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function JourneyPair() {
  const t = useT();
  return (
    <section aria-labelledby="journey-title" className="py-8 lg:hidden">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="journey-title" title={t("home.journey.title")} />
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Link
            to="/guides/beginners"
            className="rounded-xl border border-border p-4 text-center font-semibold hover:border-brand"
          >
            <BookOpen aria-hidden="true" className="mx-auto mb-2 size-6 text-brand" />
            {t("home.journey.learnBasics")}
          </Link>
          <Link
            to="/calculators/sip"
            className="rounded-xl border border-border p-4 text-center font-semibold hover:border-brand"
          >
            <Calculator aria-hidden="true" className="mx-auto mb-2 size-6 text-brand" />
            {t("home.journey.sipCalculator")}
          </Link>
        </div>
      </div>
    </section>
  );
}

function CalculatorTile({ link }: { link: HomeLink }) {
  return (
    <Link
      to={link.path}
      className="flex h-full items-start gap-3 rounded-xl border border-border bg-surface p-4 transition hover:border-brand hover:shadow-md"
    >
      {link.icon ? (
        <span
          className={`grid size-10 shrink-0 place-items-center rounded-lg bg-gradient-to-br text-white ${link.gradient ?? ""}`}
        >
          <ContentIcon name={link.icon} className="size-5" />
        </span>
      ) : null}
      <span>
        <span className="block font-semibold">{link.title}</span>
        {link.description ? <span className="mt-1 block text-sm text-muted">{link.description}</span> : null}
      </span>
    </Link>
  );
}

export function CalculatorsSection({
  mobileLinks,
  investmentGroup,
  specializedGroup,
}: {
  mobileLinks: HomeLink[];
  investmentGroup: HomeLink[];
  specializedGroup: HomeLink[];
}) {
  const t = useT();
  return (
    <section id="calculators" aria-labelledby="calculators-title" className="scroll-mt-24 bg-subtle py-12">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="calculators-title"
          title={t("home.calculators.title")}
          subtitle={t("home.calculators.subtitle")}
        />
        <ul className="mt-6 grid grid-cols-2 gap-2 lg:hidden">
          {mobileLinks.map((link) => (
            <li key={link.path}>
              <Link
                to={link.path}
                className="block rounded-lg border border-border bg-surface px-3 py-3 text-sm font-medium"
              >
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-6 hidden gap-8 lg:grid lg:grid-cols-2">
          {[
            { title: t("home.calculators.investment"), links: investmentGroup },
            { title: t("home.calculators.specialized"), links: specializedGroup },
          ].map((group) => (
            <div key={group.title}>
              <h3 className="mb-3 text-lg font-bold">{group.title}</h3>
              <ul className="grid gap-3">
                {group.links.map((link) => (
                  <li key={link.path}>
                    <CalculatorTile link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <Link to="/calculators" className="button-primary mt-6">
          {t("home.calculators.viewAll")} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}

export function CoursesSection({
  courses,
}: {
  courses: { id: string; title: string; level: string; description: string }[];
}) {
  const t = useT();
  return (
    <section id="courses" aria-labelledby="courses-title" className="scroll-mt-24 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="courses-title"
          title={t("home.courses.title")}
          subtitle={t("home.courses.subtitle")}
        />
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {courses.map((course) => (
            <li key={course.id} className="flex flex-col rounded-xl border border-border p-5">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand">{course.level}</p>
              <h3 className="mt-1 text-lg font-bold">{course.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{course.description}</p>
              <Link
                to={`/courses/${course.id}`}
                className="mt-4 font-semibold text-brand hover:underline"
                aria-label={`${t("home.courses.start")} ${course.title}`}
              >
                {t("home.courses.start")}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/courses" className="button-secondary mt-6">
          {t("home.courses.exploreAll")}
        </Link>
      </div>
    </section>
  );
}

export function ToolsSection() {
  const t = useT();
  return (
    <section aria-labelledby="tools-title" className="bg-subtle py-12">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="tools-title" title={t("home.tools.title")} subtitle={t("home.tools.subtitle")} />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/tools/asset-allocation-tools" className="button-primary">
            {t("home.tools.assetAllocation")}
          </Link>
          <Link to="/tools/sip-simulation" className="button-secondary bg-surface">
            {t("home.tools.sipSimulation")}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function ClosingCta() {
  const t = useT();
  return (
    <section aria-labelledby="cta-title" className="py-16">
      <div className="mx-auto max-w-4xl rounded-2xl bg-gradient-to-br from-emerald-700 to-teal-800 px-6 py-10 text-center text-white">
        <h2 id="cta-title" className="text-3xl font-extrabold">
          {t("home.cta.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl opacity-95">{t("home.cta.text")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/guides/beginners"
            className="rounded-lg bg-white px-5 py-2.5 font-semibold text-emerald-900 hover:bg-emerald-50"
          >
            {t("home.cta.startLearning")}
          </Link>
          <Link
            to="/calculators"
            className="rounded-lg border border-white px-5 py-2.5 font-semibold hover:bg-white/10"
          >
            {t("home.cta.tryCalculators")}
          </Link>
        </div>
      </div>
    </section>
  );
}
