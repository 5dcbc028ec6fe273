import { useQuery } from '@tanstack/react-query';

export const HELP_ARTICLES_QUERY_KEY = ['/api/help/articles'] as const;

/** One help-centre article; `screen` is the portal path it explains. */
export interface HelpArticle {
  id: string;
  title: string;
  body: string;
  screen: string;
}

/** GET /api/help/articles: the help centre, fetched when the Documentation dialog opens. */
export function useHelpArticles(enabled: boolean) {
  return useQuery<HelpArticle[]>({ queryKey: HELP_ARTICLES_QUERY_KEY, enabled });
}
