import { useEffect } from 'react';
import { metaDescription, pageTitle } from '../../domain/seo';

/**
 * A page's own title, meta description and JSON-LD (docs/product.md §9: product name, dash, title; the description
 * stripped of tags and cut to 150 characters). Nothing is written until `title` is known; the description and
 * the JSON-LD are removed again when the page goes.
 */
export function useDocumentMeta(title: string | null, description: string | null, jsonLd?: object | null) {
  const ld = jsonLd ? JSON.stringify(jsonLd) : null;
  useEffect(() => {
    if (title === null) return;
    document.title = pageTitle(title);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = metaDescription(description);
    let script: HTMLScriptElement | null = null;
    if (ld) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      // '<' escaped so a description can never close the script element.
      script.textContent = ld.replace(/</g, '\\u003c');
      document.head.append(script);
    }
    const tag = meta;
    return () => {
      script?.remove();
      if (previous === null) tag.remove();
      else tag.content = previous;
    };
  }, [title, description, ld]);
}
