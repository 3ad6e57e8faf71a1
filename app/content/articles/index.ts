import type { ArticleBody } from "../types.ts";

// Bodies of the content pages, keyed by path. Pages without a body yet show their title and
// summary from the page table.
const articles: readonly ArticleBody[] = [];

const byPath = new Map(articles.map((article) => [article.path, article]));

export function getArticle(path: string): ArticleBody | undefined {
  return byPath.get(path);
}

export function allArticles(): readonly ArticleBody[] {
  return articles;
}
