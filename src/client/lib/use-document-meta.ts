import { useEffect } from 'react';

/** Sets `<meta {attribute}="{key}" content>` in <head>, adding the tag when index.html has none. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/** Keeps document.title, the description meta tag and their Open Graph twins in step with the screen. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
  }, [title, description]);
}
