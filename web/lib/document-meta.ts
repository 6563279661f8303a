import { useEffect } from 'react';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * Keeps the document title and description in step with the page shown. The server writes the
 * same tags into the first response; this follows navigation inside the app. Empty values
 * leave the current tags alone.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    setMeta('property', 'og:title', title);
  }, [title]);

  useEffect(() => {
    if (!description) return;
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
  }, [description]);
}
